import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import bundled, { others } from 'virtual:symbols';
import { assemble } from '@/boards/read';
import { seal } from '@/boards/last-shown-copy';
import type { Board } from '@/boards/model';
import { builtinBoardId, seedRows } from '@/boards/seeds';
import { FIRST_SLICE } from '@/boards/slices';
import { drawOwnBoard, ownBoardToDraw } from './draw-own';
import { PRERENDERED_PAGES, renderPage } from './render';

const dynamic = () => assemble(seedRows('dynamic', 1)).board;
const DEFAULT_LOOK = { colored: true, uppercase: false, lateral: false };
/** The symbols as this build bundled them (the page below was written with them). */
const FILES = { base: '/', bundled, others };

/** The page's copy as last-shown.ts keeps it. */
function copyOf(board: Board): string {
  const { categories, ...row } = board;
  return seal(
    JSON.stringify({
      board: row,
      categories: categories.map(({ cards: _cards, ...category }) => ({ ...category, boardId: board.id, updatedAt: board.updatedAt })),
      cards: categories.flatMap((category) => category.cards),
      stored: true,
    }),
  );
}

/** An element as a comparable tree: tag, attributes (sorted; styles as the browser reads them) and text. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof HTMLElement)) return null;
  const attributes = [...node.attributes].map(({ name, value }) => [name, name === 'style' ? node.style.cssText : value]).sort();
  return [node.tagName, attributes, [...node.childNodes].map(shape)];
}

// The written page's markup, as the build puts it in the HTML (the English one: this test's browser speaks English).
let written = '';
beforeAll(async () => {
  written = (await renderPage(PRERENDERED_PAGES.find((page) => page.path === '/en/dynamic')!)).markup;
}, 30_000);

const root = document.createElement('div');
beforeEach(() => {
  root.innerHTML = written;
});

describe('the device’s own board drawn into a written page before the app runs', () => {
  it('draws the built-in board exactly as the app wrote it: the same elements, classes, colours and symbols', () => {
    const before = shape(root.querySelector('.dynamic__sections')!);
    const navBefore = shape(root.querySelector('.board-nav--sticky')!);
    expect(root.querySelectorAll('.card').length).toBeGreaterThan(20);
    expect(drawOwnBoard(root, { board: dynamic(), look: DEFAULT_LOOK }, 'en', FILES)).toBe(true);
    expect(shape(root.querySelector('.dynamic__sections')!)).toEqual(before);
    expect(shape(root.querySelector('.board-nav--sticky')!)).toEqual(navBefore);
  });

  it('draws the family’s cards, in their look, and never a built-in card they changed', () => {
    const board = dynamic();
    const [first, second, third] = board.categories[0]!.cards;
    first!.label = { en: 'Grape juice' };
    second!.hidden = true;
    third!.symbol = { kind: 'image', mediaId: 'photo-1' };
    board.categories[0]!.name = { pt: 'My words' };
    drawOwnBoard(root, { board, look: { colored: false, uppercase: true, lateral: false } }, 'en', FILES);
    const labels = [...root.querySelectorAll('.card__label')].map((label) => label.textContent);
    expect(labels[0]).toBe('Grape juice');
    expect(labels).not.toContain('Yes');
    expect(labels).not.toContain(textOf(second!));
    expect(root.querySelector('.board-nav__button')?.textContent).toBe('My words');
    expect(root.querySelector('h2')?.textContent).toBe('My words');
    const card = root.querySelector('.card')!;
    expect(card.className).toBe('card card--uppercase');
    expect(card.getAttribute('style')).toBeNull();
    // A photo is read from the database by the app: until then the card shows the stand-in the app's first frame has.
    expect(root.querySelectorAll('.card')[1]!.querySelector('.card__symbol')?.textContent).toBe('🗒️');
  });

  it('sets the family’s words as text, never as markup', () => {
    const board = dynamic();
    board.categories[0]!.cards[0]!.label = { en: '<img src=x onerror="window.hacked=1">' };
    board.categories[0]!.name = { en: '<b>bold</b>' };
    drawOwnBoard(root, { board, look: DEFAULT_LOOK }, 'en', FILES);
    expect(root.querySelector('.card__label')?.textContent).toBe('<img src=x onerror="window.hacked=1">');
    expect(root.querySelector('.card__label img')).toBeNull();
    expect(root.querySelector('h2 b')).toBeNull();
  });

  it('draws at most the app’s first slice of a very long board, every category still in the bar', () => {
    const board = dynamic();
    const many = Array.from({ length: FIRST_SLICE + 50 }, (_, i) => ({ ...board.categories[0]!.cards[0]!, id: `many-${i}`, order: i }));
    board.categories[0]!.cards = many;
    drawOwnBoard(root, { board, look: DEFAULT_LOOK }, 'en', FILES);
    expect(root.querySelectorAll('.card')).toHaveLength(FIRST_SLICE);
    expect(root.querySelectorAll('.board-nav__button')).toHaveLength(board.categories.length);
  });

  it('changes nothing on a page with no place for a board', () => {
    const other = document.createElement('div');
    other.innerHTML = '<main><h1>Início</h1></main>';
    expect(drawOwnBoard(other, { board: dynamic(), look: DEFAULT_LOOK }, 'pt', FILES)).toBe(false);
    expect(other.innerHTML).toBe('<main><h1>Início</h1></main>');
  });
});

describe('which board the boot draws', () => {
  const id = builtinBoardId('dynamic');
  const read = (stored: Record<string, string>) => (key: string) => stored[key] ?? null;
  const shown = { 'aceno:last-shown-mode:dynamic': id };

  it('the board the mode showed last, from its intact copy, in the look the device noted', () => {
    const board = dynamic();
    board.categories[0]!.cards[0]!.label = { en: 'Grape juice' };
    const own = ownBoardToDraw('dynamic', read({ ...shown, [`aceno:last-shown:${id}`]: copyOf(board), 'aceno:own-board-look': 'look1 uppercase' }));
    expect(own?.board.categories[0]!.cards[0]!.label).toEqual({ en: 'Grape juice' });
    expect(own?.look).toEqual({ colored: false, uppercase: true, lateral: false });
    expect(ownBoardToDraw('dynamic', read({ ...shown, [`aceno:last-shown:${id}`]: copyOf(board) }))?.look).toEqual(DEFAULT_LOOK);
  });

  it('none without a copy, with a damaged one, in the lateral layout or with a look it cannot read', () => {
    const copy = copyOf(dynamic());
    expect(ownBoardToDraw('dynamic', read(shown))).toBeNull();
    expect(ownBoardToDraw('dynamic', read({ [`aceno:last-shown:${id}`]: copy }))).toBeNull();
    expect(ownBoardToDraw('dynamic', read({ ...shown, [`aceno:last-shown:${id}`]: copy.replace('Sim', 'Nao') }))).toBeNull();
    expect(ownBoardToDraw('dynamic', read({ ...shown, [`aceno:last-shown:${id}`]: copy, 'aceno:own-board-look': 'look1 colored lateral' }))).toBeNull();
    expect(ownBoardToDraw('dynamic', read({ ...shown, [`aceno:last-shown:${id}`]: copy, 'aceno:own-board-look': '1' }))).toBeNull();
  });
});

function textOf(card: { label: { en?: string | undefined } }): string {
  return card.label.en ?? '';
}
