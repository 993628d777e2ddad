import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { allCards } from './arrange';
import { boardRowSchema, cardRowSchema, categoryRowSchema, textIn } from './model';
import { assemble } from './read';
import { builtinBoardId, seedRows } from './seeds';

// Each test reads the copy as a new page would: the module (and its in-page cache) is loaded afresh.
const fresh = async () => {
  vi.resetModules();
  return import('./last-shown');
};
const needs = () => assemble(seedRows('needs', 1)).board;
const KEY = `aceno:last-shown:${builtinBoardId('needs')}`;

/** Runs the idle-time write. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the board as last shown on this device', () => {
  it('is read back on the next start with the same categories and cards in the same order', async () => {
    const board = needs();
    board.categories[0]!.cards[0]!.label = { pt: 'Água gelada' };
    (await fresh()).rememberShown({ status: 'ready', board, problems: [], stored: true });
    await idle();
    const view = (await fresh()).lastShown(board.id);
    expect(view?.stored).toBe(true);
    expect(allCards(view!.board).map((card) => textIn(card.label, 'pt'))).toEqual(allCards(board).map((card) => textIn(card.label, 'pt')));
    expect(textIn(allCards(view!.board)[0]!.label, 'pt')).toBe('Água gelada');
  });

  it('is nothing for a board never shown, and for garbage, another board or a copy with a damaged card', async () => {
    const { lastShown } = await fresh();
    expect(lastShown('never-shown')).toBeNull();
    for (const value of ['not json', '42', '{"board":1}', JSON.stringify({ board: { ...needs(), categories: undefined }, categories: 'x', cards: [] })]) {
      localStorage.setItem(KEY, value);
      expect((await fresh()).lastShown(builtinBoardId('needs')), value).toBeNull();
    }
    const board = needs();
    (await fresh()).rememberShown({ status: 'ready', board, problems: [], stored: true });
    await idle();
    // Read under another board's id: not that board.
    localStorage.setItem('aceno:last-shown:other', localStorage.getItem(KEY)!);
    expect((await fresh()).lastShown('other')).toBeNull();
    // One card damaged (its label no longer a text), or a byte lost: the copy is not drawn (the database is waited
    // for instead).
    const sealed = localStorage.getItem(KEY)!;
    const [format, sum] = sealed.split(':', 2);
    const copy = JSON.parse(sealed.slice(`${format}:${sum}:`.length)) as { cards: { label: unknown }[] };
    copy.cards[1]!.label = 7;
    localStorage.setItem(KEY, `${format}:${sum}:${JSON.stringify(copy)}`);
    expect((await fresh()).lastShown(board.id)).toBeNull();
    localStorage.setItem(KEY, sealed.slice(0, -2) + sealed.slice(-1));
    expect((await fresh()).lastShown(board.id)).toBeNull();
    // An unsealed copy (as an older version kept it) is not drawn either; the sealed one is.
    localStorage.setItem(KEY, sealed.slice(`${format}:${sum}:`.length));
    expect((await fresh()).lastShown(board.id)).toBeNull();
    localStorage.setItem(KEY, sealed);
    expect((await fresh()).lastShown(board.id)?.board.id).toBe(board.id);
  });

  it("has a format that changes with the rows' shape (the copy's rows are not checked again when read)", async () => {
    const { COPY_FORMAT, checksum } = await fresh();
    const shape = JSON.stringify([boardRowSchema, categoryRowSchema, cardRowSchema].map((schema) => z.toJSONSchema(schema, { unrepresentable: 'any' })));
    // When this fails, the rows' shape changed: bump COPY_FORMAT in last-shown-copy.ts, then update both values here.
    expect({ COPY_FORMAT, shape: checksum(shape) }).toEqual({ COPY_FORMAT: 'c4', shape: 'cfcf4f0f' });
  });

  it('keeps no copy of a board read with problems, nor of one too big to parse quickly', async () => {
    const { rememberShown, MAX_COPY_CHARS, MAX_COPY_CARDS } = await fresh();
    const board = needs();
    rememberShown({ status: 'ready', board, problems: [{ kind: 'rows', count: 1 }], stored: true });
    await idle();
    expect(localStorage.getItem(KEY)).toBeNull();
    // Long labels: under the card limit, over the size limit.
    const long = needs();
    const card = board.categories[0]!.cards[0]!;
    long.categories[0]!.cards = Array.from({ length: MAX_COPY_CARDS - 1 }, (_, i) => ({ ...card, id: `c${i}`, order: i, label: { pt: 'a'.repeat(300) } }));
    expect(JSON.stringify(long).length).toBeGreaterThan(MAX_COPY_CHARS);
    rememberShown({ status: 'ready', board: long, problems: [], stored: true });
    await idle();
    expect(localStorage.getItem(KEY)).toBeNull();
    // Many cards: no copy, and an older one is dropped.
    rememberShown({ status: 'ready', board, problems: [], stored: true });
    await idle();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    const many = needs();
    many.categories[0]!.cards = Array.from({ length: MAX_COPY_CARDS + 1 }, (_, i) => ({ ...card, id: `c${i}`, order: i }));
    rememberShown({ status: 'ready', board: many, problems: [], stored: true });
    await idle();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a full storage keeps nothing and breaks nothing', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rememberShown, rememberShownInMode, lastShownInMode } = await fresh();
    rememberShown({ status: 'ready', board: needs(), problems: [], stored: true });
    await idle();
    rememberShownInMode('dynamic', 'mine');
    expect(lastShownInMode('dynamic')).toBeNull();
  });

  it('remembers the board each mode showed, and forgets every copy after a restore', async () => {
    const { rememberShown, rememberShownInMode, lastShownInMode, forgetShownBoards } = await fresh();
    rememberShownInMode('dynamic', 'family-board');
    expect(lastShownInMode('dynamic')).toBe('family-board');
    expect(lastShownInMode('constructor')).toBeNull();
    rememberShown({ status: 'ready', board: needs(), problems: [], stored: true });
    await idle();
    localStorage.setItem('language', 'en');
    forgetShownBoards();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(lastShownInMode('dynamic')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
    expect((await fresh()).lastShown(builtinBoardId('needs'))).toBeNull();
  });
});

describe('a board being changed', () => {
  it('loses its copy at once, and an older view waiting to be copied never comes back over the newer one', async () => {
    const module = await fresh();
    const before = needs();
    module.rememberShown({ status: 'ready', board: before, problems: [], stored: true });
    await idle();
    expect(localStorage.getItem(KEY)).not.toBeNull();

    // A view read just before the edit waits for idle time; the edit starts: neither is drawn by the next start.
    module.rememberShown({ status: 'ready', board: needs(), problems: [], stored: true });
    module.forgetShown(before.id);
    await idle();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect((await fresh()).lastShown(before.id)).toBeNull();

    // The edited board, once shown, is the copy.
    const edited = needs();
    edited.categories[0]!.cards[0]!.label = { pt: 'Suco' };
    const again = await fresh();
    again.rememberShown({ status: 'ready', board: needs(), problems: [], stored: true });
    again.rememberShown({ status: 'ready', board: edited, problems: [], stored: true });
    await idle();
    expect(textIn(allCards((await fresh()).lastShown(before.id)!.board)[0]!.label, 'pt')).toBe('Suco');
  });

  it('a backup restored marks every board drawn in a page written at build time as the device’s own', async () => {
    (await fresh()).forgetShownBoards();
    expect(localStorage.getItem('aceno:own-boards')).toBe('builtin-dynamic builtin-needs');
  });
});
