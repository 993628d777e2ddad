// Owns: the stored form of a board's last-shown copy (last-shown.ts keeps it): its format, its checksum and its key,
// and reading it back. Kept free of everything else, because the boot script reads it too, before the first paint
// (src/app/prerender/draw-own.ts), and that script is in every page.
import { arrange } from './arrange';
import type { Board, BoardRow, CardRow, CategoryRow } from './model';

export const LAST_SHOWN_PREFIX = 'aceno:last-shown:';
/**
 * The copy's format: bump it whenever the rows' shape in model.ts changes (last-shown.test.ts fails until then), so
 * a copy written by an older version is never drawn as if it were of this one.
 */
export const COPY_FORMAT = 'c2';

/** FNV-1a over the text's UTF-16 code units, as 8 hex digits: enough to tell a changed copy, not a secret. */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** What is stored: the format, the checksum of the JSON, the JSON. */
export function seal(json: string): string {
  return `${COPY_FORMAT}:${checksum(json)}:${json}`;
}

function unseal(stored: string): string | null {
  const head = `${COPY_FORMAT}:`;
  if (!stored.startsWith(head)) return null;
  const sum = stored.slice(head.length, head.length + 8);
  const json = stored.slice(head.length + 9);
  return stored[head.length + 8] === ':' && checksum(json) === sum ? json : null;
}

/** The board kept in a stored copy, and whether it was in the database when copied; null for anything else. */
export function readCopy(stored: string | null, boardId: string): { board: Board; stored: boolean } | null {
  const json = stored && unseal(stored);
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { board, categories, cards, stored: inDatabase } = value as { board?: BoardRow; categories?: CategoryRow[]; cards?: CardRow[]; stored?: unknown };
    if (board?.id !== boardId || !Array.isArray(categories) || !Array.isArray(cards)) return null;
    return { board: arrange(board, categories, cards), stored: inDatabase === true };
  } catch {
    return null;
  }
}
