// Owns: the edits of a board's categories: add or rename one, remove it with its cards (and put them back for
// Undo), move it a step or place it where a drag ends.
import type { CardRow, CategoryColor, CategoryRow, LocalText, ScenePage } from './model';
import { seedKeyOf } from './seeds';
import { ensureStored } from './seeding';
import { boardTables, BoardWriteError, change, newId, touch } from './write';

export interface CategoryInput {
  boardId: string;
  id?: string;
  name: LocalText;
  color: CategoryColor;
  /** A scene's page: its picture (a category changed without it keeps the one it has). */
  scene?: ScenePage;
}

export function saveCategory(input: CategoryInput, now = Date.now()): Promise<string> {
  return change(async (db) => {
    await ensureStored(input.boardId);
    return db.transaction('rw', boardTables(db), async () => {
      await touch(db, input.boardId, now);
      const existing = input.id === undefined ? undefined : await db.boardCategories.get([input.boardId, input.id]);
      const siblings = await db.boardCategories.where('boardId').equals(input.boardId).toArray();
      const row: CategoryRow = {
        ...existing,
        boardId: input.boardId,
        id: existing?.id ?? newId(),
        name: input.name,
        color: input.color,
        ...(input.scene ? { scene: input.scene } : {}),
        order: existing?.order ?? Math.max(-1, ...siblings.map((c) => c.order)) + 1,
        updatedAt: now,
      };
      await db.boardCategories.put(row);
      return row.id;
    });
  });
}

export interface RemovedCategory {
  category: CategoryRow;
  cards: CardRow[];
}

/** Removes a category and its cards; resolves to what was removed, for Undo. */
export function removeCategory(boardId: string, categoryId: string, now = Date.now()): Promise<RemovedCategory | undefined> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const category = await db.boardCategories.get([boardId, categoryId]);
      if (!category) return undefined;
      await touch(db, boardId, now);
      const cards = await db.boardCards.where('boardId').equals(boardId).filter((c) => c.categoryId === categoryId).toArray();
      await db.boardCards.bulkDelete(cards.map((c): [string, string] => [boardId, c.id]));
      await db.boardCategories.delete([boardId, categoryId]);
      const seedIds = cards.filter((c) => !c.isCustom).map((c) => c.id);
      if (seedIds.length > 0 && seedKeyOf(boardId)) {
        const board = await db.boards.get(boardId);
        await db.boards.update(boardId, { removedSeedIds: [...new Set([...(board?.removedSeedIds ?? []), ...seedIds])] });
      }
      return { category, cards };
    }),
  );
}

export function putBackCategory({ category, cards }: RemovedCategory, now = Date.now()): Promise<void> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      await touch(db, category.boardId, now);
      await db.boardCategories.put({ ...category, updatedAt: now });
      await db.boardCards.bulkPut(cards);
      const board = await db.boards.get(category.boardId);
      const ids = new Set(cards.map((c) => c.id));
      if (board?.removedSeedIds?.some((id) => ids.has(id))) {
        await db.boards.update(category.boardId, { removedSeedIds: board.removedSeedIds.filter((id) => !ids.has(id)) });
      }
    }),
  );
}

export function moveCategory(boardId: string, categoryId: string, step: -1 | 1, now = Date.now()): Promise<boolean> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const categories = (await db.boardCategories.where('boardId').equals(boardId).toArray()).sort((a, b) => a.order - b.order);
      const index = categories.findIndex((c) => c.id === categoryId);
      if (index < 0) throw new BoardWriteError('missing');
      const other = categories[index + step];
      const category = categories[index]!;
      if (!other) return false;
      await touch(db, boardId, now);
      await db.boardCategories.bulkPut([
        { ...category, order: other.order, updatedAt: now },
        { ...other, order: category.order, updatedAt: now },
      ]);
      return true;
    }),
  );
}

/** Puts a category at a position of the board's list (a drag ends here); the categories are numbered again. */
export function placeCategory(boardId: string, categoryId: string, index: number, now = Date.now()): Promise<void> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const categories = (await db.boardCategories.where('boardId').equals(boardId).toArray()).sort((a, b) => a.order - b.order);
      const moving = categories.find((c) => c.id === categoryId);
      if (!moving) throw new BoardWriteError('missing');
      await touch(db, boardId, now);
      const others = categories.filter((c) => c.id !== categoryId);
      const at = Math.max(0, Math.min(index, others.length));
      const list = [...others.slice(0, at), moving, ...others.slice(at)];
      await db.boardCategories.bulkPut(list.map((c, order) => ({ ...c, order, updatedAt: now })));
    }),
  );
}
