// Owns: the edits of a whole board: a new board, its name and columns, its type, deleting it, and restoring a
// built-in board's original.
import type { BoardRow, BoardType, GridBoardType, LocalText } from './model';
import { defaultContent, seedKeyOf, seedRows } from './seeds';
import { ensureStored } from './seeding';
import { boardTables, BoardWriteError, change, newId, touch } from './write';
import { forgetShown } from './last-shown';
import { markOwnBoard } from './own-boards';

export interface NewBoard {
  name: LocalText;
  type: BoardType;
  description?: LocalText;
}

/** A new board of the type's default cards (a scene: no page yet, its photos come next); resolves to its id. */
export function createBoard({ name, type, description }: NewBoard, now = Date.now()): Promise<string> {
  return change(async (db) => {
    const id = newId();
    const content = type === 'scene' ? { categories: [], cards: [] } : defaultContent(type, id, now);
    const board: BoardRow = { id, name, type, columns: 0, origin: 'custom', createdAt: now, updatedAt: now, ...(description ? { description } : {}) };
    await db.transaction('rw', boardTables(db), async () => {
      await db.boards.add(board);
      await db.boardCategories.bulkAdd(content.categories);
      await db.boardCards.bulkAdd(content.cards);
    });
    return id;
  });
}

export function updateBoard(boardId: string, patch: Partial<Pick<BoardRow, 'name' | 'description' | 'columns'>>, now = Date.now()): Promise<void> {
  return change(async (db) => {
    await ensureStored(boardId);
    markOwnBoard(boardId);
    forgetShown(boardId);
    const updated = await db.boards.update(boardId, { ...patch, updatedAt: now });
    if (updated === 0) throw new BoardWriteError('missing');
  });
}

/** Spec 001 §5: a new type brings that type's default cards; the board's own cards are cleared. */
export function changeBoardType(boardId: string, type: GridBoardType, now = Date.now()): Promise<void> {
  return change(async (db) => {
    const content = defaultContent(type, boardId, now);
    await db.transaction('rw', boardTables(db), async () => {
      await touch(db, boardId, now);
      await db.boards.update(boardId, { type });
      await db.boardCards.where('boardId').equals(boardId).delete();
      await db.boardCategories.where('boardId').equals(boardId).delete();
      await db.boardCategories.bulkAdd(content.categories);
      await db.boardCards.bulkAdd(content.cards);
    });
  });
}

/** Removes a board the user made (built-in boards are restored, not removed), with its cards' counts. */
export function deleteBoard(boardId: string): Promise<void> {
  return change(async (db) => {
    if (seedKeyOf(boardId)) throw new BoardWriteError('missing');
    await db.transaction('rw', [...boardTables(db), db.boardUses], async () => {
      await db.boards.delete(boardId);
      await db.boardCategories.where('boardId').equals(boardId).delete();
      await db.boardCards.where('boardId').equals(boardId).delete();
      await db.boardUses.where('boardId').equals(boardId).delete();
    });
  });
}

/** "Restore the original board": the built-in board's seed again, in place of every edit. */
export function restoreOriginal(boardId: string, now = Date.now()): Promise<void> {
  const key = seedKeyOf(boardId);
  if (!key) return Promise.reject(new BoardWriteError('missing'));
  return change(async (db) => {
    const seed = seedRows(key, now);
    await db.transaction('rw', boardTables(db), async () => {
      const stored = (await db.boards.get(boardId)) as Partial<BoardRow> | undefined;
      await db.boardCards.where('boardId').equals(boardId).delete();
      await db.boardCategories.where('boardId').equals(boardId).delete();
      await db.boards.put({ ...seed.board, createdAt: typeof stored?.createdAt === 'number' ? stored.createdAt : now });
      await db.boardCategories.bulkPut(seed.categories);
      await db.boardCards.bulkPut(seed.cards);
    });
  });
}
