// Owns: the stored form of a board's last-shown copy (last-shown.ts keeps it): its format, its checksum and its key,
// and reading it back. Kept free of everything else, because the boot script reads it too, before the first paint
// (src/app/prerender/draw-own.ts), and that script is in every page.
import { fnv1a } from '@/lib/hash';
import { arrange } from './arrange';
import type { Board, BoardRow, CardRow, CategoryRow } from './model';

export const LAST_SHOWN_PREFIX = 'aceno:last-shown:';
/**
 * The copy's format: bump it whenever the rows' shape in model.ts changes (last-shown.test.ts fails until then), so
 * a copy written by an older version is never drawn as if it were of this one.
 */
export const COPY_FORMAT = 'c4';

/** The JSON's short hash (src/lib/hash.ts): enough to tell a changed copy, not a secret. */
export const checksum = fnv1a;

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
