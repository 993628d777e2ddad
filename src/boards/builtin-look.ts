// Owns: telling whether a built-in board read from the device is still exactly as built, so the note the boot
// script reads (own-boards.ts) follows what the family really has: an edit undone or "Restore the original board"
// lets the page written at build time show again; anything else keeps it hidden.
import { onIdle } from '@/lib/idle';
import { arrange } from './arrange';
import type { Board } from './model';
import { markBuiltinBoard, markOwnBoard } from './own-boards';
import { seedKeyOf, seedRows } from './seeds';

/** The board as drawn: every field but the rows' times and the seed's bookkeeping, keys in a fixed order. */
function look(board: Board): string {
  const skip = new Set(['createdAt', 'updatedAt', 'seedVersion', 'removedSeedIds']);
  return JSON.stringify(board, (key, value: unknown) => {
    if (skip.has(key)) return undefined;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return value;
  });
}

export function isAsBuilt(board: Board): boolean {
  const key = seedKeyOf(board.id);
  if (!key) return false;
  const seed = seedRows(key, 0);
  return look(board) === look(arrange(seed.board, seed.categories, seed.cards));
}

/** The latest read of each built-in board waiting for its idle-time check. */
const waiting = new Map<string, Board>();

/** Notes, in idle time, whether a built-in board read from the device is as built (its latest read: an edit made
 * meanwhile is never undone by the check of an older read). */
export function noteBuiltinLook(board: Board): void {
  if (!seedKeyOf(board.id)) return;
  const scheduled = waiting.has(board.id);
  waiting.set(board.id, board);
  if (scheduled) return;
  onIdle(() => {
    const latest = waiting.get(board.id);
    waiting.delete(board.id);
    if (latest) (isAsBuilt(latest) ? markBuiltinBoard : markOwnBoard)(latest.id);
  }, 2000);
}
