// The board as it was last shown on this device, kept in localStorage so the next start draws its cards at once:
// opening IndexedDB and reading a board took a cheap phone hundreds of milliseconds before the first card. The
// device's database stays the truth: the live read replaces this copy once the page is idle (the same board, unless
// another tab changed it meanwhile).
// Only rows that passed the database's row checks are copied (a board read with problems is not), and the copy is
// kept with its format and a checksum of its text: a copy changed since it was written (damaged, edited, from an
// older shape) is ignored, never drawn. Checking the rows again with the schemas would load them before the first
// card; the checksum costs a millisecond.
import type { Board } from './model';
import { COPY_FORMAT, LAST_SHOWN_PREFIX, checksum, readCopy, seal } from './last-shown-copy';
import type { BoardRead } from './read';
import { onIdle } from '@/lib/idle';
import { localStore, readLocal, removeLocal, writeLocal } from '@/storage/local';
import { markAllOwn, SHOWN_IN_MODE_PREFIX } from './own-boards';
import { PRERENDERED_PAGES } from '@/routes/prerendered';

const PREFIX = LAST_SHOWN_PREFIX;
const MODE_PREFIX = SHOWN_IN_MODE_PREFIX;
export { COPY_FORMAT, checksum };
/** A board bigger than this as JSON (a few thousand cards) is not copied: its read from the database is the start. */
export const MAX_COPY_CHARS = 256 * 1024;
/** Past this many cards the copy is not even made: turning thousands of cards into JSON is itself a long task. */
export const MAX_COPY_CARDS = 1000;

type Ready = Extract<BoardRead, { status: 'ready' }>;

/** What this page has read or written (as stored), so a board is parsed once and an unchanged one is not written again. */
const known = new Map<string, { json: string | null; view: Ready | null }>();

/** The board's rows as the database holds them (the categories with their board id and time). */
function rowsOf(board: Board) {
  const { categories, ...row } = board;
  return {
    board: row,
    categories: categories.map(({ cards: _cards, ...category }) => ({ ...category, boardId: board.id, updatedAt: board.updatedAt })),
    cards: categories.flatMap((category) => category.cards),
  };
}

function parse(stored: string | null, boardId: string): Ready | null {
  const copy = readCopy(stored, boardId);
  return copy && { status: 'ready', board: copy.board, problems: [], stored: copy.stored };
}

/** The board as last shown on this device, or null (never shown, too big, unreadable). */
export function lastShown(boardId: string): Ready | null {
  const cached = known.get(boardId);
  if (cached) return cached.view;
  const json = readLocal(PREFIX + boardId);
  const view = parse(json, boardId);
  known.set(boardId, { json, view });
  return view;
}

/** The latest view of each board waiting for its idle-time copy: an older view is never written over a newer one. */
const pending = new Map<string, Ready>();

/** Keeps the board as shown now, in idle time; a board read with problems is not kept (the next start reads it). */
export function rememberShown(view: BoardRead | { status: 'loading' }): void {
  if (view.status !== 'ready' || view.problems.length > 0) return;
  const scheduled = pending.has(view.board.id);
  pending.set(view.board.id, view);
  if (!scheduled) onIdle(() => save(view.board.id), 2000);
}

function save(boardId: string): void {
  const view = pending.get(boardId);
  pending.delete(boardId);
  if (!view) return;
  const { board } = view;
  if (board.categories.reduce((sum, category) => sum + category.cards.length, 0) > MAX_COPY_CARDS) {
    known.set(board.id, { json: null, view: null });
    removeLocal(PREFIX + board.id);
    return;
  }
  const json = JSON.stringify({ ...rowsOf(board), stored: view.stored });
  const sealed = seal(json);
  if (known.get(board.id)?.json === sealed) return;
  known.set(board.id, { json: sealed, view });
  if (json.length > MAX_COPY_CHARS) removeLocal(PREFIX + board.id);
  // Full or refused: the next start reads the database, as it did before there was a copy.
  else writeLocal(PREFIX + board.id, sealed, undefined, 'a copy of the board shown');
}

/**
 * The board is being changed: its copy goes at once (with any copy waiting to be written), so a start before the
 * changed board has been shown and copied reads the device instead of drawing the old cards.
 */
export function forgetShown(boardId: string): void {
  pending.delete(boardId);
  known.delete(boardId);
  removeLocal(PREFIX + boardId);
}

/** The board a mode (dynamic, constructor) showed last, so its start need not wait for the saved choice. */
export function lastShownInMode(mode: string): string | null {
  const id = readLocal(MODE_PREFIX + mode);
  return id && id.length <= 100 ? id : null;
}

export function rememberShownInMode(mode: string, boardId: string): void {
  // Not kept (full, refused): the next start waits for the saved choice.
  if (readLocal(MODE_PREFIX + mode) !== boardId) writeLocal(MODE_PREFIX + mode, boardId);
}

/** Forgets every copy (a backup restored replaces the boards: the old copies must not be drawn after it). */
export function forgetShownBoards(): void {
  known.clear();
  // The restored boards may differ from the built-in ones: their pages written at build time wait until each is read.
  markAllOwn(PRERENDERED_PAGES.flatMap((page) => page.boards));
  const local = localStore();
  if (!local) return;
  try {
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (key.startsWith(PREFIX) || key.startsWith(MODE_PREFIX)) local.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
