// Reading a board from the device: every row is checked, a row that is not a board's (garbage, an older shape) is
// left out and counted, and a built-in board that cannot be read at all is shown as its seed with a note, so a
// screen always has cards to offer and says what it could not read.
import type { AcenoDb } from '@/storage/db';
import { arrange } from './arrange';
import { boardRowSchema, cardRowSchema, categoryRowSchema, type Board, type BoardRow, type CardRow, type CategoryRow } from './model';
import { seedKeyOf, seedRows } from './seeds';

export type BoardProblem =
  /** The board's own row could not be read: a built-in board shows its original words. */
  | { kind: 'board' }
  /** Some of its cards or categories could not be read and are not shown. */
  | { kind: 'rows'; count: number };

export type BoardRead =
  | { status: 'ready'; board: Board; problems: BoardProblem[]; stored: boolean }
  | { status: 'missing' }
  | { status: 'unreadable' };

/** Reads a board with its categories and cards. Pure reads only, so it can run inside a live query. */
export async function readBoard(db: AcenoDb, boardId: string, now = Date.now()): Promise<BoardRead> {
  const key = seedKeyOf(boardId);
  const raw: unknown = await db.boards.get(boardId);
  if (raw === undefined) return key ? { status: 'ready', board: assemble(seedRows(key, now)).board, problems: [], stored: false } : { status: 'missing' };
  const parsed = boardRowSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn(`Board ${boardId} could not be read`, parsed.error.issues);
    if (!key) return { status: 'unreadable' };
    return { status: 'ready', board: assemble(seedRows(key, now)).board, problems: [{ kind: 'board' }], stored: true };
  }
  const [categoryRows, cardRows] = await Promise.all([
    db.boardCategories.where('boardId').equals(boardId).toArray(),
    db.boardCards.where('boardId').equals(boardId).toArray(),
  ]);
  const { board, skipped } = assemble({ board: parsed.data, categories: categoryRows, cards: cardRows });
  return { status: 'ready', board, problems: skipped > 0 ? [{ kind: 'rows', count: skipped }] : [], stored: true };
}

/** The board from its rows: categories by order, cards by order within their category; bad rows skipped. */
export function assemble(rows: { board: BoardRow; categories: readonly unknown[]; cards: readonly unknown[] }): { board: Board; skipped: number } {
  let skipped = 0;
  const categories: CategoryRow[] = [];
  for (const row of rows.categories) {
    const parsed = categoryRowSchema.safeParse(row);
    if (parsed.success) categories.push(parsed.data);
    else skipped += 1;
  }
  const cards: CardRow[] = [];
  for (const row of rows.cards) {
    const parsed = cardRowSchema.safeParse(row);
    if (parsed.success) cards.push(parsed.data);
    else skipped += 1;
  }
  if (skipped > 0) console.warn(`Board ${rows.board.id}: ${skipped} stored rows could not be read`);
  return { board: arrange(rows.board, categories, cards), skipped };
}
