// Owns: the device's note of which built-in boards are no longer as built (edited, or replaced by a backup), kept in
// localStorage so the boot script can read it before the first paint and never show a page written at build time
// with the built-in cards to a family whose board differs (src/app/prerender/boot.ts).
import { readLocal, removeLocal, writeLocal } from '@/storage/local';

export const OWN_BOARDS_KEY = 'aceno:own-boards';
/** Set while the word boards' look (colours, capitals, lateral layout) is not the default one on this device. */
export const OWN_LOOK_KEY = 'aceno:own-board-look';
/** Where the board a mode showed last is kept (last-shown.ts); the boot script reads it too. */
export const SHOWN_IN_MODE_PREFIX = 'aceno:last-shown-mode:';

export function ownBoards(read: (key: string) => string | null = readLocal): Set<string> {
  const value = read(OWN_BOARDS_KEY);
  return new Set((value ?? '').split(' ').filter((id) => id.length > 0 && id.length <= 100));
}

function keep(own: Set<string>): void {
  // Not kept (storage full or refused): the boot then shows the built-in page, and the app replaces it with the
  // device's board as soon as it has read it, as before pages were written at build time.
  writeLocal(OWN_BOARDS_KEY, [...own].sort().join(' '));
}

/** A built-in board was changed on this device (or may have been): its page written at build time must not show. */
export function markOwnBoard(boardId: string): void {
  if (!boardId.startsWith('builtin-')) return;
  const own = ownBoards();
  if (own.has(boardId)) return;
  own.add(boardId);
  keep(own);
}

/** These boards count as changed until each is read again (a backup restored: every board a written page draws). */
export function markAllOwn(boardIds: readonly string[]): void {
  const own = ownBoards();
  for (const id of boardIds) own.add(id);
  keep(own);
}

/** The board was read and is exactly as built: its page may show at once again. */
export function markBuiltinBoard(boardId: string): void {
  const own = ownBoards();
  if (own.delete(boardId)) keep(own);
}

/** The word boards' look as the boot needs it (board-preferences.ts owns the setting). */
export interface BoardLook {
  colored: boolean;
  uppercase: boolean;
  lateral: boolean;
}

/** The look of a fresh device (board-preferences.ts starts from it). */
export const DEFAULT_BOARD_LOOK: Readonly<BoardLook> = Object.freeze({ colored: true, uppercase: false, lateral: false });

const LOOK_NOTE = 'look1';
const LOOK_KEYS = ['colored', 'uppercase', 'lateral'] as const;

export function isDefaultLook(look: BoardLook): boolean {
  return LOOK_KEYS.every((key) => look[key] === DEFAULT_BOARD_LOOK[key]);
}

/**
 * The word boards' look on this device (board-preferences.ts notes it at each change and each read), kept only when
 * it is not the default one: a page written at build time with the default look must not show when the device's
 * cards would then change case, colour or place, and the boot draws the device's last-shown board with this look.
 */
export function noteBoardLook(look: BoardLook): void {
  if (isDefaultLook(look)) removeLocal(OWN_LOOK_KEY);
  else writeLocal(OWN_LOOK_KEY, [LOOK_NOTE, ...LOOK_KEYS.filter((key) => look[key])].join(' '));
}

export function hasOwnLook(read: (key: string) => string | null = readLocal): boolean {
  return read(OWN_LOOK_KEY) !== null;
}

/** The look noted, the default one when none is, or null when the note cannot be read (an older form of it). */
export function noteOfBoardLook(read: (key: string) => string | null = readLocal): BoardLook | null {
  const note = read(OWN_LOOK_KEY);
  if (note === null) return DEFAULT_BOARD_LOOK;
  const [head, ...flags] = note.split(' ');
  if (head !== LOOK_NOTE) return null;
  return { colored: flags.includes('colored'), uppercase: flags.includes('uppercase'), lateral: flags.includes('lateral') };
}
