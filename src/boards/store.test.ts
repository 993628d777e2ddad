// The board store on a real (fake) IndexedDB: seeding, upgrades, languages added later, every edit a family makes.
// Over 300 lines because it follows one store through all of them, each case a few lines.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { cardLabel, cardSpoken } from './card-text';
import { textIn, type Board } from './model';
import { readBoard, type BoardRead } from './read';
import { builtinBoardId, SEED_KEYS, SEED_VERSIONS, seedRows } from './seeds';
import {
  changeBoardType,
  countCardUse,
  createBoard,
  ensureSeed,
  moveCard,
  moveCategory,
  placeCard,
  putBackCard,
  putBackCategory,
  removeCard,
  removeCategory,
  restoreOriginal,
  saveCard,
  saveCategory,
  resetSeedingForTests,
  upgradeSeed,
} from './store';

const DYNAMIC = builtinBoardId('dynamic');

async function read(boardId: string): Promise<BoardRead> {
  const db = await database();
  return readBoard(db!, boardId);
}

async function board(boardId: string): Promise<Board> {
  const view = await read(boardId);
  if (view.status !== 'ready') throw new Error(`board ${boardId}: ${view.status}`);
  return view.board;
}

const labels = (b: Board, categoryId: string, lang: 'pt' | 'en' = 'pt') =>
  b.categories.find((c) => c.id === categoryId)!.cards.map((card) => textIn(card.label, lang));

beforeEach(async () => {
  resetSeedingForTests();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('built-in boards', () => {
  it('reads a built-in board from its seed before it is stored, then from the device', async () => {
    const before = await read(DYNAMIC);
    expect(before).toMatchObject({ status: 'ready', stored: false });
    await ensureSeed('dynamic');
    const after = await read(DYNAMIC);
    expect(after).toMatchObject({ status: 'ready', stored: true, problems: [] });
    const b = await board(DYNAMIC);
    expect(b.categories).toHaveLength(9);
    expect(b.categories.flatMap((c) => c.cards)).toHaveLength(72);
    expect(labels(b, 'needs')).toEqual(['Água', 'Comida', 'Banheiro', 'Dormir', 'Remédio', 'Frio', 'Calor', 'Banho']);
    expect(labels(b, 'needs', 'en')[0]).toBe('Water');
  });

  it('seeds every built-in board with the words the modes showed before', async () => {
    for (const key of SEED_KEYS) await ensureSeed(key);
    const counts = Object.fromEntries(
      await Promise.all(SEED_KEYS.map(async (key) => [key, (await board(builtinBoardId(key))).categories.flatMap((c) => c.cards).length] as const)),
    );
    expect(counts).toEqual({ dynamic: 72, constructor: 71, communication: 27, needs: 17, feelings: 12, 'animals-objects': 10, pain: 15, 'quick-phrases': 9, scenes: 20 });
    const constructor = await board(builtinBoardId('constructor'));
    const want = constructor.categories[1]!.cards.find((card) => card.id === 'want')!;
    expect(want.grammar?.forms?.ele).toEqual({ pt: 'Quer', en: 'Wants', es: 'Quiere' });
  });

  it('keeps a user edit of a built-in card, and "restore the original" brings the seed back', async () => {
    await ensureSeed('dynamic');
    const water = (await board(DYNAMIC)).categories[1]!.cards[0]!;
    await saveCard({ boardId: DYNAMIC, id: water.id, categoryId: water.categoryId, label: { pt: 'Água gelada', en: 'Cold water' }, symbol: { kind: 'emoji', emoji: '🧊' } });
    await ensureSeed('dynamic');
    expect(labels(await board(DYNAMIC), 'needs')[0]).toBe('Água gelada');
    await restoreOriginal(DYNAMIC);
    expect(labels(await board(DYNAMIC), 'needs')[0]).toBe('Água');
  });

  it('a newer seed adds its new words without touching edits or bringing back removed cards', async () => {
    await ensureSeed('needs');
    const id = builtinBoardId('needs');
    await saveCard({ boardId: id, id: 'water', categoryId: 'needs', label: { pt: 'Aguinha' }, symbol: { kind: 'emoji', emoji: '💧' } });
    await removeCard(id, 'food');
    const next = seedRows('needs', Date.now());
    const extra = { ...next.cards[0]!, id: 'juice', label: { pt: 'Suco', en: 'Juice' }, order: 99 };
    const db = await database();
    await upgradeSeed(db!, { ...next, board: { ...next.board, seedVersion: SEED_VERSIONS.needs + 1 }, cards: [...next.cards, extra] });
    const names = labels(await board(id), 'needs');
    expect(names[0]).toBe('Aguinha');
    expect(names).not.toContain('Comida');
    expect(names.at(-1)).toBe('Suco');
    expect((await board(id)).seedVersion).toBe(SEED_VERSIONS.needs + 1);
  });

  it('a board stored before a language was added gets that language’s words, never over a family’s edit', async () => {
    const db = (await database())!;
    const id = builtinBoardId('constructor');
    // As an older version stored it: Portuguese and English only, no list of languages, Portuguese-only articles.
    const older = seedRows('constructor', Date.now());
    const withoutEs = <T extends Record<string, string>>(text: T) => Object.fromEntries(Object.entries(text).filter(([lang]) => lang !== 'es')) as T;
    const { seedLanguages: _, ...board0 } = older.board;
    await db.boards.put({ ...board0, name: withoutEs(board0.name), seedVersion: 1 });
    await db.boardCategories.bulkPut(older.categories.map((category) => ({ ...category, name: withoutEs(category.name) })));
    await db.boardCards.bulkPut(
      older.cards.filter((card) => card.id !== 'of-the').map((card) => {
        const forms = card.grammar?.forms ? Object.fromEntries(Object.entries(card.grammar.forms).map(([person, form]) => [person, withoutEs(form)])) : undefined;
        const grammar = card.grammar ? { ...card.grammar, ...(forms ? { forms } : {}), ...(card.grammar.onlyIn ? { onlyIn: undefined, only: 'pt' } : {}) } : undefined;
        // Its Portuguese-only small words had an English label too ("A" / "The").
        const label = card.id === 'water' ? { pt: 'Água gelada', en: 'Water' } : card.grammar?.onlyIn?.includes('pt') ? { pt: card.label.pt ?? '', en: 'The' } : withoutEs(card.label);
        return { ...card, label, ...(grammar ? { grammar: grammar as typeof card.grammar } : {}) };
      }),
    );
    await ensureSeed('constructor');
    const b = await board(id);
    expect(b.seedLanguages).toEqual(['en', 'es', 'pt']);
    expect(textIn(b.name, 'es')).toBe('Constructor');
    const card = (cardId: string) => b.categories.flatMap((c) => c.cards).find((c) => c.id === cardId)!;
    expect(card('want').grammar?.forms?.voce).toEqual({ pt: 'Quer', en: 'Want', es: 'Quieres' });
    expect(card('food').label).toEqual({ pt: 'Comida', en: 'Food', es: 'Comida' });
    // The family's own word stays theirs, in Spanish too.
    expect(card('water').label).toEqual({ pt: 'Água gelada', en: 'Water' });
    // "La" is offered in Spanish as in Portuguese now, and "Del", new, comes with the newer seed.
    expect(card('the-f').grammar?.onlyIn).toEqual(['es', 'pt']);
    expect(card('the-f').label.es).toBe('La');
    expect(textIn(card('of-the').label, 'es')).toBe('Del');
    expect(b.categories.find((c) => c.id === 'verbs')!.name).toEqual({ pt: 'Verbos', en: 'Verbs', es: 'Verbos' });
  });

  it('the pain page’s body parts say “Me duele la cabeza” in Spanish, and their names in Portuguese and English', async () => {
    await ensureSeed('pain');
    const head = (await board(builtinBoardId('pain'))).categories[0]!.cards.find((card) => card.id === 'cabeca')!;
    expect([cardSpoken(head, 'es'), cardSpoken(head, 'pt'), cardSpoken(head, 'en')]).toEqual(['Me duele la cabeza', 'Cabeça', 'Head']);
    expect(cardLabel(head, 'es')).toBe('Cabeza');
  });
});

describe('editing a board', () => {
  it('creates a board with the type defaults: 64 cards in 8 categories for dynamic', async () => {
    const id = await createBoard({ name: { pt: 'Escola' }, type: 'dynamic' });
    const b = await board(id);
    expect(b).toMatchObject({ origin: 'custom', type: 'dynamic', name: { pt: 'Escola' } });
    expect(b.categories.map((c) => c.cards.length)).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    expect(b.categories.map((c) => textIn(c.name, 'pt'))).toEqual([
      'Imediatas', 'Saudações', 'Dor', 'Perguntar', 'Sentimentos', 'Descrever', 'Tempo', 'Animais e Objetos',
    ]);
  });

  it('changing the type resets the cards to that type and clears custom cards', async () => {
    const id = await createBoard({ name: { pt: 'Casa' }, type: 'dynamic' });
    const category = (await board(id)).categories[0]!.id;
    await saveCard({ boardId: id, categoryId: category, label: { pt: 'Rex' }, symbol: { kind: 'emoji', emoji: '🐕' } });
    await changeBoardType(id, 'constructor');
    const b = await board(id);
    expect(b.type).toBe('constructor');
    expect(b.categories.map((c) => c.id)).toEqual(['pronouns', 'verbs', 'nouns', 'adjectives', 'articles', 'prepositions', 'others']);
    expect(b.categories.flatMap((c) => c.cards).some((card) => textIn(card.label, 'pt') === 'Rex')).toBe(false);
  });

  it('adds, edits, removes and puts back a card', async () => {
    const id = await createBoard({ name: { pt: 'Casa' }, type: 'dynamic' });
    const category = (await board(id)).categories[0]!.id;
    const cardId = await saveCard({ boardId: id, categoryId: category, label: { pt: 'Rex' }, symbol: { kind: 'emoji', emoji: '🐕' } });
    let cards = (await board(id)).categories[0]!.cards;
    expect(cards.at(-1)).toMatchObject({ id: cardId, isCustom: true, label: { pt: 'Rex' }, order: 8 });
    await saveCard({ boardId: id, id: cardId, categoryId: category, label: { pt: 'Rex, o cão' }, spoken: { pt: 'Meu cachorro Rex' }, symbol: { kind: 'emoji', emoji: '🐶' } });
    cards = (await board(id)).categories[0]!.cards;
    expect(cards.at(-1)).toMatchObject({ id: cardId, label: { pt: 'Rex, o cão' }, spoken: { pt: 'Meu cachorro Rex' }, order: 8 });
    const removed = await removeCard(id, cardId);
    expect((await board(id)).categories[0]!.cards).toHaveLength(8);
    await putBackCard(removed!);
    expect((await board(id)).categories[0]!.cards.at(-1)?.id).toBe(cardId);
  });

  it('moves a card earlier and later by swapping cells, and places a dragged card', async () => {
    await ensureSeed('feelings');
    const id = builtinBoardId('feelings');
    expect(await moveCard(id, 'sad', -1)).toBe(true);
    expect(labels(await board(id), 'feelings').slice(0, 3)).toEqual(['Triste', 'Feliz', 'Com raiva']);
    expect(await moveCard(id, 'sad', -1)).toBe(false);
    await moveCard(id, 'happy', 1);
    expect(labels(await board(id), 'feelings').slice(0, 3)).toEqual(['Triste', 'Com raiva', 'Feliz']);
    await placeCard(id, 'confused', 'feelings', 0);
    expect(labels(await board(id), 'feelings').slice(0, 2)).toEqual(['Confuso', 'Triste']);
  });

  it('adds, renames, moves, removes and puts back a category with its cards', async () => {
    await ensureSeed('dynamic');
    const categoryId = await saveCategory({ boardId: DYNAMIC, name: { pt: 'Escola' }, color: 'blue' });
    await saveCard({ boardId: DYNAMIC, categoryId, label: { pt: 'Professora' }, symbol: { kind: 'emoji', emoji: '👩‍🏫' } });
    let b = await board(DYNAMIC);
    expect(b.categories.at(-1)).toMatchObject({ id: categoryId, color: 'blue', name: { pt: 'Escola' } });
    await moveCategory(DYNAMIC, categoryId, -1);
    b = await board(DYNAMIC);
    expect(b.categories.at(-2)?.id).toBe(categoryId);
    const removed = await removeCategory(DYNAMIC, categoryId);
    expect(removed?.cards).toHaveLength(1);
    expect((await board(DYNAMIC)).categories.some((c) => c.id === categoryId)).toBe(false);
    await putBackCategory(removed!);
    expect(labels(await board(DYNAMIC), categoryId)).toEqual(['Professora']);
  });

  it('counts card uses apart from the card', async () => {
    await countCardUse(DYNAMIC, 'needs.water');
    await countCardUse(DYNAMIC, 'needs.water');
    const db = await database();
    expect(await db!.boardUses.get([DYNAMIC, 'needs.water'])).toMatchObject({ count: 2 });
  });

  it('a board of 2,000 cards is read whole', async () => {
    const id = await createBoard({ name: { pt: 'Grande' }, type: 'dynamic' });
    const db = await database();
    const category = (await board(id)).categories[0]!.id;
    const base = (await board(id)).categories[0]!.cards[0]!;
    await db!.boardCards.bulkPut(Array.from({ length: 2000 - 64 }, (_, i) => ({ ...base, id: `extra-${i}`, categoryId: category, order: 100 + i, label: { pt: 'x'.repeat(300) } })));
    const b = await board(id);
    expect(b.categories.flatMap((c) => c.cards)).toHaveLength(2000);
  });
});

describe('bad rows', () => {
  it('shows the seed and says so when a built-in board row is garbage', async () => {
    await ensureSeed('needs');
    const db = await database();
    const id = builtinBoardId('needs');
    await db!.boards.put({ id, name: 42 } as never);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = await read(id);
    expect(view).toMatchObject({ status: 'ready', problems: [{ kind: 'board' }] });
    if (view.status === 'ready') expect(view.board.categories[0]!.cards).toHaveLength(17);
    // "Restore the original board" repairs it.
    await restoreOriginal(id);
    expect(await read(id)).toMatchObject({ status: 'ready', problems: [] });
  });

  it('skips unreadable card rows, counts them and keeps the rest', async () => {
    await ensureSeed('needs');
    const db = await database();
    const id = builtinBoardId('needs');
    await db!.boardCards.put({ boardId: id, id: 'broken', label: 'not a text' } as never);
    await db!.boardCards.update([id, 'water'], { symbol: { kind: 'video' } } as never);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = await read(id);
    expect(view).toMatchObject({ status: 'ready', problems: [{ kind: 'rows', count: 2 }] });
    if (view.status === 'ready') expect(view.board.categories[0]!.cards).toHaveLength(16);
  });

  it('a custom board whose row is garbage is unreadable, not a crash', async () => {
    const db = await database();
    await db!.boards.put({ id: 'x', type: 'nonsense' } as never);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await read('x')).toEqual({ status: 'unreadable' });
    expect(await read('absent')).toEqual({ status: 'missing' });
  });

  it('a card whose category is gone is still shown', async () => {
    await ensureSeed('needs');
    const db = await database();
    const id = builtinBoardId('needs');
    await db!.boardCards.update([id, 'water'], { categoryId: 'gone' });
    const b = await board(id);
    expect(b.categories.at(-1)?.cards.map((c) => c.id)).toEqual(['water']);
  });
});

describe('photos and recordings', () => {
  it('keeps media a card uses, and clears media nothing uses once it is an hour old', async () => {
    const { collectUnusedMedia, saveMedia } = await import('./store');
    await ensureSeed('needs');
    const id = builtinBoardId('needs');
    const photo = await saveMedia('image', new Blob([new Uint8Array([1])], { type: 'image/webp' }), 0);
    const voice = await saveMedia('audio', new Blob([new Uint8Array([2])], { type: 'audio/webm' }), 0);
    const stray = await saveMedia('image', new Blob([new Uint8Array([3])], { type: 'image/webp' }), 0);
    const fresh = await saveMedia('image', new Blob([new Uint8Array([4])], { type: 'image/webp' }), 2 * 3600_000 - 1000);
    await saveCard({ boardId: id, id: 'water', categoryId: 'needs', label: { pt: 'Água' }, symbol: { kind: 'image', mediaId: photo }, recordingId: voice });
    expect(await collectUnusedMedia(2 * 3600_000)).toBe(1);
    const db = await database();
    expect((await db!.boardMedia.toCollection().primaryKeys()).sort()).toEqual([photo, voice, fresh].sort());
    expect(stray).toBeTruthy();
  });

  it("keeps a scene's photo (a page's picture, no card's)", async () => {
    const { collectUnusedMedia, saveMedia } = await import('./store');
    const photo = await saveMedia('image', new Blob([new Uint8Array([5])], { type: 'image/jpeg' }), 0);
    const db = (await database())!;
    await db.boards.put({ id: 'beach', name: { pt: 'Praia' }, type: 'scene', columns: 0, origin: 'custom', createdAt: 0, updatedAt: 0 });
    await db.boardCategories.put({ boardId: 'beach', id: 'p1', name: { pt: 'Praia' }, color: 'blue', order: 0, scene: { picture: { kind: 'image', mediaId: photo }, width: 4000, height: 3000 }, updatedAt: 0 });
    await collectUnusedMedia(2 * 3600_000);
    expect(await db.boardMedia.toCollection().primaryKeys()).toContain(photo);
  });
});

describe('a full device', () => {
  it('a photo that does not fit is refused as "quota", and the card keeps what it had', async () => {
    const { saveMedia, BoardWriteError } = await import('./store');
    await ensureSeed('needs');
    const id = builtinBoardId('needs');
    const db = (await database())!;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = (() => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as never;
    vi.spyOn(db.boardMedia, 'add').mockImplementation(full);
    await expect(saveMedia('image', new Blob(['x'], { type: 'image/webp' }))).rejects.toEqual(new BoardWriteError('quota'));
    vi.spyOn(db.boardCards, 'put').mockImplementation(full);
    await expect(saveCard({ boardId: id, id: 'water', categoryId: 'needs', label: { pt: 'Aguinha' }, symbol: { kind: 'emoji', emoji: '🧊' } })).rejects.toMatchObject({
      reason: 'quota',
    });
    vi.restoreAllMocks();
    expect(labels(await board(id), 'needs')[0]).toBe('Água');
  });
});
