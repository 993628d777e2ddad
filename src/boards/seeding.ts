// Owns: the built-in boards on the device: each seed stored once per page, or brought up to a newer seed's version
// without undoing the user's edits.
import type { AcenoDb } from '@/storage/db';
import type { BoardRow, LocalText } from './model';
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
    if (typeof stored.seedVersion !== 'number') return;
    const languages = (seed.board.seedLanguages ?? []).filter((lang) => !(stored.seedLanguages ?? OLDEST_LANGUAGES).includes(lang));
    if (languages.length > 0) await addLanguages(db, seed, stored, languages, now);
    if (stored.seedVersion >= version) return;
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

/** What a board stored before it kept its languages was seeded in. */
const OLDEST_LANGUAGES = ['en', 'pt'];

/** The seed's words in the languages given, where the stored text has none: other keys are left as they are. */
function withLanguages(stored: LocalText | undefined, seed: LocalText | undefined, languages: readonly string[]): LocalText | undefined {
  if (!stored || !seed) return stored;
  const added = Object.fromEntries(languages.flatMap((lang) => (stored[lang] === undefined && seed[lang] !== undefined ? [[lang, seed[lang]]] : [])));
  return Object.keys(added).length > 0 ? { ...stored, ...added } : stored;
}

/**
 * Whether a stored text is still the seed's in every language both have (a family's edit is never added to). A
 * language the seed no longer gives is left out of the comparison: an older seed wrote Portuguese-only small words
 * with an English label too ("A" / "The").
 */
const unedited = (stored: LocalText | undefined, seed: LocalText | undefined) =>
  stored !== undefined && seed !== undefined && Object.entries(stored).every(([lang, text]) => seed[lang] === undefined || seed[lang] === text);

/**
 * A language added to the app since the board was stored: its words join the board's name, its categories' names and
 * its cards' labels and verb forms, where the family has not edited them (an edited card keeps its own words, shown
 * in every language). Nothing is taken away.
 */
async function addLanguages(db: AcenoDb, seed: SeedRows, stored: Partial<BoardRow>, languages: readonly string[], now: number): Promise<void> {
  const seedCategories = new Map(seed.categories.map((category) => [category.id, category]));
  const seedCards = new Map(seed.cards.map((card) => [card.id, card]));
  const categories = await db.boardCategories.where('boardId').equals(seed.board.id).toArray();
  await db.boardCategories.bulkPut(
    categories.flatMap((category) => {
      const from = seedCategories.get(category.id);
      return from && unedited(category.name, from.name) ? [{ ...category, name: withLanguages(category.name, from.name, languages)! }] : [];
    }),
  );
  const cards = await db.boardCards.where('boardId').equals(seed.board.id).toArray();
  await db.boardCards.bulkPut(
    cards.flatMap((card) => {
      const from = seedCards.get(card.id);
      if (!from || card.isCustom || !unedited(card.label, from.label)) return [];
      const seedForms = from.grammar?.forms;
      const forms = card.grammar?.forms && seedForms ? (Object.fromEntries(Object.entries(card.grammar.forms).map(([person, form]) => [person, withLanguages(form, seedForms[person as keyof typeof seedForms], languages)!])) as typeof seedForms) : undefined;
      const grammar = card.grammar ? { ...card.grammar, ...(forms ? { forms } : {}), ...(from.grammar?.onlyIn ? { onlyIn: from.grammar.onlyIn } : {}) } : undefined;
      const spoken = from.spoken ? withLanguages(card.spoken ?? {}, from.spoken, languages) : card.spoken;
      return [{ ...card, label: withLanguages(card.label, from.label, languages)!, ...(spoken ? { spoken } : {}), ...(grammar ? { grammar } : {}) }];
    }),
  );
  const name = unedited(stored.name, seed.board.name) ? withLanguages(stored.name, seed.board.name, languages) : stored.name;
  await db.boards.update(seed.board.id, { ...(name ? { name } : {}), seedLanguages: seed.board.seedLanguages, updatedAt: now });
}

export async function ensureStored(boardId: string): Promise<void> {
  const key = seedKeyOf(boardId);
  if (key) await ensureSeed(key);
}
