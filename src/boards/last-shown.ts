// The board as it was last shown on this device, kept in localStorage so the next start draws its cards at once:
// opening IndexedDB and reading a board took a cheap phone hundreds of milliseconds before the first card. The
// device's database stays the truth: the live read replaces this copy as soon as it answers (the same board, unless
// another tab changed it meanwhile). The copy is read back through the same row checks as the database, so a
// damaged or foreign value is ignored, never drawn.
import { boardRowSchema, type Board } from './model';
import { assemble, type BoardRead } from './read';
import type { BoardView } from './watch';

const PREFIX = 'aceno:last-shown:';
const MODE_PREFIX = 'aceno:last-shown-mode:';
/** A board bigger than this as JSON (a few thousand cards) is not copied: its read from the database is the start. */
export const MAX_COPY_CHARS = 256 * 1024;
/** Past this many cards the copy is not even made: turning thousands of cards into JSON is itself a long task. */
export const MAX_COPY_CARDS = 1000;

type Ready = Extract<BoardRead, { status: 'ready' }>;

/** What this page has read or written, so a board is parsed once and an unchanged one is not written again. */
const known = new Map<string, { json: string | null; view: Ready | null }>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The board's rows as the database holds them (the categories with their board id and time). */
function rowsOf(board: Board) {
  const { categories, ...row } = board;
  return {
    board: row,
    categories: categories.map(({ cards: _cards, ...category }) => ({ ...category, boardId: board.id, updatedAt: board.updatedAt })),
    cards: categories.flatMap((category) => category.cards),
  };
}

function parse(json: string | null, boardId: string): Ready | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { board, categories, cards, stored } = value as Record<string, unknown>;
    const row = boardRowSchema.safeParse(board);
    if (!row.success || row.data.id !== boardId || !Array.isArray(categories) || !Array.isArray(cards)) return null;
    const { board: read, skipped } = assemble({ board: row.data, categories, cards });
    // A copy that lost rows is not what was shown: the database's read is waited for instead.
    return skipped > 0 ? null : { status: 'ready', board: read, problems: [], stored: stored === true };
  } catch {
    return null;
  }
}

/** The board as last shown on this device, or null (never shown, too big, unreadable). */
export function lastShown(boardId: string): Ready | null {
  const cached = known.get(boardId);
  if (cached) return cached.view;
  const json = storage()?.getItem(PREFIX + boardId) ?? null;
  const view = parse(json, boardId);
  known.set(boardId, { json, view });
  return view;
}

/** Keeps the board as shown now, in idle time; a board read with problems is not kept (the next start reads it). */
export function rememberShown(view: BoardView): void {
  if (view.status !== 'ready' || view.problems.length > 0) return;
  const { board } = view;
  const save = () => {
    if (board.categories.reduce((sum, category) => sum + category.cards.length, 0) > MAX_COPY_CARDS) {
      known.set(board.id, { json: null, view: null });
      storage()?.removeItem(PREFIX + board.id);
      return;
    }
    const json = JSON.stringify({ ...rowsOf(board), stored: view.stored });
    if (known.get(board.id)?.json === json) return;
    known.set(board.id, { json, view });
    try {
      if (json.length > MAX_COPY_CHARS) storage()?.removeItem(PREFIX + board.id);
      else storage()?.setItem(PREFIX + board.id, json);
    } catch (error) {
      // Full or refused: the next start reads the database, as it did before there was a copy.
      console.warn('Could not keep a copy of the board shown', error);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 2000 });
  else setTimeout(save, 0);
}

/** The board a mode (dynamic, constructor) showed last, so its start need not wait for the saved choice. */
export function lastShownInMode(mode: string): string | null {
  const id = storage()?.getItem(MODE_PREFIX + mode) ?? null;
  return id && id.length <= 100 ? id : null;
}

export function rememberShownInMode(mode: string, boardId: string): void {
  try {
    if (storage()?.getItem(MODE_PREFIX + mode) !== boardId) storage()?.setItem(MODE_PREFIX + mode, boardId);
  } catch {
    // Not kept: the next start waits for the saved choice.
  }
}

/** Forgets every copy (a backup restored replaces the boards: the old copies must not be drawn after it). */
export function forgetShownBoards(): void {
  known.clear();
  const local = storage();
  if (!local) return;
  try {
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (key.startsWith(PREFIX) || key.startsWith(MODE_PREFIX)) local.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
