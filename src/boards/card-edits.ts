// Owns: the edits of a board's cards: add or change one, remove it (and put it back for Undo), move it a step or
// place it where a drag ends.
import type { AcenoDb } from '@/storage/db';
import type { CardRow, CardSymbol, Hotspot, LocalText } from './model';
import { seedKeyOf } from './seeds';
import { ensureStored } from './seeding';
import { boardTables, BoardWriteError, change, newId, touch } from './write';

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
  /** A scene's part: its place on the picture (a card changed without it keeps the one it has). */
  hotspot?: Hotspot;
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
      if (input.hotspot) row.hotspot = input.hotspot;
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
