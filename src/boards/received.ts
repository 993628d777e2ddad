// Owns: boards that come from elsewhere: received by link or from a file (a new board of one's own, never over
// an existing one), kept in step by sync, and read whole to share or sync.
import { reportedBoardId } from '@/storage/card-usage';
import { database } from '@/storage/store';
import type { BoardRow, CardRow, CategoryRow, MediaRow } from './model';
import { boardTables, change, newId } from './write';

/** A board received by link (or from a file): its rows under a new board id, all in one transaction. */
export interface ReceivedBoard {
  board: Pick<BoardRow, 'name' | 'type' | 'columns'> & Partial<Pick<BoardRow, 'description' | 'locale'>>;
  /** The id a therapist's board reports its use under. */
  usage?: string;
  categories: readonly Omit<CategoryRow, 'boardId' | 'updatedAt'>[];
  cards: readonly Omit<CardRow, 'boardId' | 'updatedAt'>[];
}

/** Adds a received board as a new board of one's own (never over an existing one); resolves to its id. */
export function addReceivedBoard({ board, categories, cards, usage }: ReceivedBoard, now = Date.now()): Promise<string> {
  return change(async (db) => {
    const id = newId();
    const row: BoardRow = { id, name: board.name, type: board.type, columns: board.columns, origin: 'custom', createdAt: now, updatedAt: now };
    if (usage) row.usageBoardId = usage;
    if (board.description) row.description = board.description;
    if (board.locale) row.locale = board.locale;
    await db.transaction('rw', boardTables(db), async () => {
      await db.boards.add(row);
      await db.boardCategories.bulkAdd(categories.map((category) => ({ ...category, boardId: id, updatedAt: now })));
      await db.boardCards.bulkAdd(cards.map((card) => ({ ...card, boardId: id, updatedAt: now })));
    });
    return id;
  });
}

/** The id this board's use is reported under (see reportedBoardId): it travels with the board's share link. */
export async function usageIdOf(boardId: string): Promise<string | null> {
  const db = await database();
  if (!db) return null;
  return reportedBoardId(db, boardId).catch(() => null);
}

/** A board's rows as stored (null when it is not on this device), to share or to sync. */
export async function readBoardRows(boardId: string): Promise<{ board: BoardRow; categories: CategoryRow[]; cards: CardRow[] } | null> {
  const db = await database();
  if (!db) return null;
  const board = await db.boards.get(boardId);
  if (!board) return null;
  const [categories, cards] = await Promise.all([db.boardCategories.where('boardId').equals(boardId).toArray(), db.boardCards.where('boardId').equals(boardId).toArray()]);
  return { board, categories, cards };
}

/**
 * A therapist's board from the backend, under its own id (another of their devices made or changed it): added, or
 * put in place of this device's copy when the backend's is newer (the last write wins). Resolves whether it changed.
 */
export function putSyncedBoard(id: string, { board, categories, cards }: ReceivedBoard, updatedAt: number): Promise<boolean> {
  return change(async (db) => {
    let changed = false;
    await db.transaction('rw', boardTables(db), async () => {
      const local = await db.boards.get(id);
      if (local && local.updatedAt >= updatedAt) return;
      const row: BoardRow = { id, name: board.name, type: board.type, columns: board.columns, origin: 'custom', createdAt: local?.createdAt ?? updatedAt, updatedAt };
      if (board.description) row.description = board.description;
      if (board.locale) row.locale = board.locale;
      await db.boardCategories.where('boardId').equals(id).delete();
      await db.boardCards.where('boardId').equals(id).delete();
      await db.boards.put(row);
      await db.boardCategories.bulkAdd(categories.map((category) => ({ ...category, boardId: id, updatedAt })));
      await db.boardCards.bulkAdd(cards.map((card) => ({ ...card, boardId: id, updatedAt })));
      changed = true;
    });
    return changed;
  });
}

/** Boards read from a board file (src/board-files), with their media as blobs: what importBoards stores. */
export interface ImportedBoards {
  boards: BoardRow[];
  categories: CategoryRow[];
  cards: CardRow[];
  media: { id: string; kind: MediaRow['kind']; blob: Blob; license?: MediaRow['license'] }[];
}

/**
 * Stores boards read from a file, all in one transaction: every board, category, card and picture, or — when any of
 * it cannot be written (storage full) — nothing at all, and the boards already stored are untouched. The rows come
 * with new ids; one that is taken anyway is refused (never written over).
 */
export function importBoards({ boards, categories, cards, media }: ImportedBoards, now = Date.now()): Promise<void> {
  return change(async (db) => {
    await db.transaction('rw', [db.boards, db.boardCategories, db.boardCards, db.boardMedia], async () => {
      await db.boards.bulkAdd(boards);
      await db.boardCategories.bulkAdd(categories);
      await db.boardCards.bulkAdd(cards);
      await db.boardMedia.bulkAdd(media.map((item) => ({ ...item, createdAt: now })));
    });
  });
}
