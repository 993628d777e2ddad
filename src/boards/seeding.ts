// Owns: the built-in boards on the device: each seed stored once per page, or brought up to a newer seed's version
// without undoing the user's edits.
import type { AcenoDb } from '@/storage/db';
import type { BoardRow } from './model';
import { SEED_KEYS, seedKeyOf, seedRows, type SeedKey, type SeedRows } from './seeds';
import { change } from './write';

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

export async function ensureStored(boardId: string): Promise<void> {
  const key = seedKeyOf(boardId);
  if (key) await ensureSeed(key);
}
