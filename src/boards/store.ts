// The only writer of the board tables: seeding the built-in boards, and every edit a family or therapist makes.
// Each edit is one transaction on the rows it changes, so two tabs editing different cards never undo each other
// (the last write wins per card) and a failed write (quota) leaves the card as it was.
import type { AcenoDb } from '@/storage/db';
import { classifyStorageError, type StorageProblem } from '@/storage/problems';
import { reportedBoardId } from '@/storage/card-usage';
import { database } from '@/storage/store';
import type { BoardRow, BoardType, CardRow, CardSymbol, CategoryColor, CategoryRow, LocalText, MediaRow } from './model';
import { defaultContent, SEED_KEYS, seedKeyOf, seedRows, type SeedKey, type SeedRows } from './seeds';

/** Why an edit could not be kept: the editor says so and the board stays as it was. */
export class BoardWriteError extends Error {
  constructor(
    readonly reason: StorageProblem | 'missing',
    cause?: unknown,
  ) {
    super(`Board edit not kept (${reason})`, { cause });
    this.name = 'BoardWriteError';
  }
}

const newId = (): string => crypto.randomUUID();

async function openOrFail(): Promise<AcenoDb> {
  const db = await database();
  if (!db) throw new BoardWriteError('unavailable');
  return db;
}

async function change<T>(action: (db: AcenoDb) => Promise<T>): Promise<T> {
  const db = await openOrFail();
  try {
    return await action(db);
  } catch (error) {
    if (error instanceof BoardWriteError) throw error;
    console.warn('A board edit could not be kept', error);
    throw new BoardWriteError(classifyStorageError(error), error);
  }
}

const seeding = new Map<SeedKey, Promise<void>>();

/**
 * Puts a built-in board on the device, or brings it up to its seed's version: the seed's new cards and categories
 * are added; the user's edits, their own cards and the seed cards they removed stay as they are. Once per page.
 */
export function ensureSeed(key: SeedKey, now = Date.now()): Promise<void> {
  let pending = seeding.get(key);
  if (!pending) {
    pending = change((db) => upgradeSeed(db, seedRows(key, now), now)).catch((error: unknown) => {
      seeding.delete(key);
      console.warn(`The built-in board ${key} could not be stored`, error);
    });
    seeding.set(key, pending);
  }
  return pending;
}

/** For tests: forget which seeds this page has checked, as a new page would. */
export function resetSeedingForTests(): void {
  seeding.clear();
}

export function ensureAllSeeds(now = Date.now()): Promise<void> {
  return Promise.all(SEED_KEYS.map((key) => ensureSeed(key, now))).then(() => undefined);
}

/** Stores the seed's board, or adds what a newer seed (`seed.board.seedVersion`) has that the stored one lacks. */
export async function upgradeSeed(db: AcenoDb, seed: SeedRows, now = Date.now()): Promise<void> {
  const version = seed.board.seedVersion ?? 0;
  await db.transaction('rw', [db.boards, db.boardCategories, db.boardCards], async () => {
    const stored = (await db.boards.get(seed.board.id)) as Partial<BoardRow> | undefined;
    if (!stored) {
      await db.boards.put(seed.board);
      await db.boardCategories.bulkPut(seed.categories);
      await db.boardCards.bulkPut(seed.cards);
      return;
    }
    // A row that is not a board is left for "Restore the original board": it may still hold what can be saved.
    if (typeof stored.seedVersion !== 'number' || stored.seedVersion >= version) return;
    const removed = new Set(stored.removedSeedIds ?? []);
    const cardIds = new Set((await db.boardCards.where('boardId').equals(seed.board.id).primaryKeys()).map(([, id]) => id));
    const categories = await db.boardCategories.where('boardId').equals(seed.board.id).toArray();
    const categoryIds = new Set(categories.map((category) => category.id));
    let nextOrder = Math.max(-1, ...categories.map((category) => category.order)) + 1;
    await db.boardCategories.bulkPut(seed.categories.filter((c) => !categoryIds.has(c.id)).map((c) => ({ ...c, order: nextOrder++ })));
    await db.boardCards.bulkPut(seed.cards.filter((card) => !cardIds.has(card.id) && !removed.has(card.id)));
    await db.boards.update(seed.board.id, { seedVersion: version, updatedAt: now });
  });
}

async function ensureStored(boardId: string): Promise<void> {
  const key = seedKeyOf(boardId);
  if (key) await ensureSeed(key);
}

async function touch(db: AcenoDb, boardId: string, now: number): Promise<void> {
  const updated = await db.boards.update(boardId, { updatedAt: now });
  if (updated === 0) throw new BoardWriteError('missing');
}

const boardTables = (db: AcenoDb) => [db.boards, db.boardCategories, db.boardCards];

export interface NewBoard {
  name: LocalText;
  type: BoardType;
  description?: LocalText;
}

/** A new board of the type's default cards; resolves to its id. */
export function createBoard({ name, type, description }: NewBoard, now = Date.now()): Promise<string> {
  return change(async (db) => {
    const id = newId();
    const content = defaultContent(type, id, now);
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
    const updated = await db.boards.update(boardId, { ...patch, updatedAt: now });
    if (updated === 0) throw new BoardWriteError('missing');
  });
}

/** Spec 001 §5: a new type brings that type's default cards; the board's own cards are cleared. */
export function changeBoardType(boardId: string, type: BoardType, now = Date.now()): Promise<void> {
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

export interface CardInput {
  boardId: string;
  /** Absent for a new card. */
  id?: string;
  categoryId: string;
  label: LocalText;
  spoken?: LocalText;
  symbol: CardSymbol;
  color?: string;
  recordingId?: string;
}

/** Adds a card at the end of its category, or changes one; resolves to its id. */
export function saveCard(input: CardInput, now = Date.now()): Promise<string> {
  return change(async (db) => {
    await ensureStored(input.boardId);
    return db.transaction('rw', boardTables(db), async () => {
      await touch(db, input.boardId, now);
      const existing = input.id === undefined ? undefined : await db.boardCards.get([input.boardId, input.id]);
      const sameCategory = existing?.categoryId === input.categoryId;
      const order = existing && sameCategory ? existing.order : await nextCardOrder(db, input.boardId, input.categoryId);
      const row: CardRow = {
        ...(existing ?? { isCustom: true }),
        boardId: input.boardId,
        id: existing?.id ?? newId(),
        categoryId: input.categoryId,
        label: input.label,
        symbol: input.symbol,
        order,
        updatedAt: now,
      };
      setOptional(row, 'spoken', input.spoken);
      setOptional(row, 'color', input.color);
      setOptional(row, 'recordingId', input.recordingId);
      await db.boardCards.put(row);
      return row.id;
    });
  });
}

function setOptional<K extends 'spoken' | 'color' | 'recordingId'>(row: CardRow, key: K, value: CardRow[K] | undefined): void {
  if (value === undefined) delete row[key];
  else row[key] = value;
}

async function nextCardOrder(db: AcenoDb, boardId: string, categoryId: string): Promise<number> {
  const cards = await db.boardCards.where('boardId').equals(boardId).filter((card) => card.categoryId === categoryId).toArray();
  return Math.max(-1, ...cards.map((card) => card.order)) + 1;
}

/** Removes a card; resolves to the removed row, which `putBackCard` restores (the toast's Undo). */
export function removeCard(boardId: string, cardId: string, now = Date.now()): Promise<CardRow | undefined> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const card = await db.boardCards.get([boardId, cardId]);
      if (!card) return undefined;
      await touch(db, boardId, now);
      await db.boardCards.delete([boardId, cardId]);
      if (!card.isCustom && seedKeyOf(boardId)) {
        const board = await db.boards.get(boardId);
        await db.boards.update(boardId, { removedSeedIds: [...new Set([...(board?.removedSeedIds ?? []), cardId])] });
      }
      return card;
    }),
  );
}

export function putBackCard(card: CardRow, now = Date.now()): Promise<void> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      await touch(db, card.boardId, now);
      await db.boardCards.put({ ...card, updatedAt: now });
      const board = await db.boards.get(card.boardId);
      if (board?.removedSeedIds?.includes(card.id)) {
        await db.boards.update(card.boardId, { removedSeedIds: board.removedSeedIds.filter((id) => id !== card.id) });
      }
    }),
  );
}

/**
 * Moves a card one place earlier (-1) or later (+1) within its category by swapping cells with its neighbour, so
 * the empty cells of an imported grid stay where they are. Resolves false when it is already first or last.
 */
export function moveCard(boardId: string, cardId: string, step: -1 | 1, now = Date.now()): Promise<boolean> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const card = await db.boardCards.get([boardId, cardId]);
      if (!card) throw new BoardWriteError('missing');
      const siblings = (await db.boardCards.where('boardId').equals(boardId).filter((c) => c.categoryId === card.categoryId).toArray()).sort(
        (a, b) => a.order - b.order,
      );
      const index = siblings.findIndex((c) => c.id === cardId);
      const other = siblings[index + step];
      if (!other) return false;
      await touch(db, boardId, now);
      await db.boardCards.bulkPut([
        { ...card, order: other.order, updatedAt: now },
        { ...other, order: card.order, updatedAt: now },
      ]);
      return true;
    }),
  );
}

/** Puts a card at a position of a category's list (a drag ends here); the category's cards are numbered again. */
export function placeCard(boardId: string, cardId: string, categoryId: string, index: number, now = Date.now()): Promise<void> {
  return change(async (db) =>
    db.transaction('rw', boardTables(db), async () => {
      const card = await db.boardCards.get([boardId, cardId]);
      if (!card) throw new BoardWriteError('missing');
      await touch(db, boardId, now);
      const others = (await db.boardCards.where('boardId').equals(boardId).filter((c) => c.categoryId === categoryId && c.id !== cardId).toArray()).sort(
        (a, b) => a.order - b.order,
      );
      const at = Math.max(0, Math.min(index, others.length));
      const list = [...others.slice(0, at), { ...card, categoryId }, ...others.slice(at)];
      await db.boardCards.bulkPut(list.map((c, order) => ({ ...c, order, updatedAt: now })));
    }),
  );
}

export interface CategoryInput {
  boardId: string;
  id?: string;
  name: LocalText;
  color: CategoryColor;
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

/** Counts a card's use (the editor's and reports' usage count). A failure is only logged: speaking matters more. */
export async function countCardUse(boardId: string, cardId: string, now = Date.now()): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    await db.transaction('rw', db.boardUses, async () => {
      const row = await db.boardUses.get([boardId, cardId]);
      await db.boardUses.put({ boardId, cardId, count: (typeof row?.count === 'number' ? row.count : 0) + 1, lastUsedAt: now });
    });
  } catch (error) {
    console.warn('Could not count a card use', error);
  }
}

/** Stores a photo or a recording for cards; resolves to its id. */
export function saveMedia(kind: MediaRow['kind'], blob: Blob, now = Date.now(), license?: Record<string, unknown>): Promise<string> {
  return change(async (db) => {
    const id = newId();
    await db.boardMedia.add({ id, kind, blob, createdAt: now, ...(license ? { license } : {}) });
    return id;
  });
}

export function deleteMedia(id: string): Promise<void> {
  return change(async (db) => {
    await db.boardMedia.delete(id);
  });
}

/** Media kept at least this long even when no card uses it: a removed card may still be put back. */
const MEDIA_GRACE_MS = 60 * 60 * 1000;

/** Deletes photos and recordings no card or category uses any more (replaced, or on a deleted board). */
export async function collectUnusedMedia(now = Date.now()): Promise<number> {
  const db = await database();
  if (!db) return 0;
  try {
    return await db.transaction('rw', [db.boardMedia, db.boardCards, db.boardCategories], async () => {
      const used = new Set<string>();
      await db.boardCards.each((card) => {
        if (card.symbol?.kind === 'image') used.add(card.symbol.mediaId);
        if (card.recordingId) used.add(card.recordingId);
      });
      await db.boardCategories.each((category) => {
        if (category.symbol?.kind === 'image') used.add(category.symbol.mediaId);
      });
      const unused = await db.boardMedia.filter((media) => !used.has(media.id) && !(now - media.createdAt < MEDIA_GRACE_MS)).primaryKeys();
      await db.boardMedia.bulkDelete(unused);
      return unused.length;
    });
  } catch (error) {
    console.warn('Unused photos and recordings could not be cleared', error);
    return 0;
  }
}

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

/** Stored pictures and recordings by id (those that are there), for export. */
export async function readMedia(ids: readonly string[]): Promise<Map<string, MediaRow>> {
  const db = await database();
  const out = new Map<string, MediaRow>();
  if (!db || ids.length === 0) return out;
  for (const row of await db.boardMedia.bulkGet([...new Set(ids)])) if (row && row.blob instanceof Blob) out.set(row.id, row);
  return out;
}
