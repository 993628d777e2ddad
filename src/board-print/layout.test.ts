// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Board, CardRow, Category } from '@/boards/model';
import { CARD_SIZES, FOOT_MM, GAP_MM, HEAD_MM, MIN_CARD_MM, PAGE_MM, paginate, type PrintPage } from './layout';

/** The page's cards, gaps between them included, within the printable area. */
function expectOnPaper(page: PrintPage) {
  const rows = Math.ceil(page.cells.length / page.columns);
  expect(page.cellMm * page.columns + GAP_MM * (page.columns - 1)).toBeLessThanOrEqual(PAGE_MM.width);
  expect(HEAD_MM + page.cellMm * rows + GAP_MM * (rows - 1) + FOOT_MM).toBeLessThanOrEqual(PAGE_MM.height);
}

const card = (id: string, order: number, extra: Partial<CardRow> = {}): CardRow => ({
  boardId: 'b', id, categoryId: 'k', label: { pt: id }, symbol: { kind: 'emoji', emoji: '🍎' }, order, isCustom: true, updatedAt: 1, ...extra,
});
const category = (id: string, cards: CardRow[]): Category => ({ id, name: { pt: id }, color: 'blue', order: 0, cards });
const board = (columns: number, categories: Category[]): Board => ({
  id: 'b', name: { pt: 'Prancha' }, type: 'dynamic', columns, origin: 'custom', createdAt: 1, updatedAt: 1, categories,
});

describe('a board on paper', () => {
  it('one page per category; every shown card printed once, at every size', () => {
    const b = board(0, [category('a', Array.from({ length: 7 }, (_, i) => card(`a${i}`, i))), category('vazia', []), category('c', [card('c0', 0)])]);
    for (const size of CARD_SIZES) {
      const pages = paginate([b], size);
      expect(pages.map((p) => p.category.id)).toEqual(['a', 'c']);
      expect(pages.flatMap((p) => p.cells).map((c) => c?.id)).toEqual([...Array.from({ length: 7 }, (_, i) => `a${i}`), 'c0']);
    }
  });

  it('bigger cards, fewer across: 6 small, 4 medium, 3 large on the page’s 190 mm', () => {
    const b = board(0, [category('a', [card('x', 0)])]);
    expect(CARD_SIZES.map((size) => paginate([b], size)[0]!.columns)).toEqual([6, 4, 3]);
  });

  it('a board with its own grid keeps its columns and each card in its cell; a hidden card leaves its cell empty', () => {
    const b = board(4, [category('a', [card('first', 0), card('hidden', 1, { hidden: true }), card('sixth', 5)])]);
    const [page] = paginate([b], 'large');
    expect(page!.columns).toBe(4);
    expect(page!.cells.map((c) => c?.id ?? null)).toEqual(['first', null, null, null, null, 'sixth']);
    // Four across must fit the paper: the cards shrink below the chosen 60 mm.
    expect(page!.cellMm).toBeLessThan(60);
    expectOnPaper(page!);
  });

  it('a category too long for one page goes on as many pages as it needs, numbered', () => {
    const b = board(0, [category('a', Array.from({ length: 100 }, (_, i) => card(`a${i}`, i)))]);
    const pages = paginate([b], 'large');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((p) => `${p.part}/${p.parts}`)).toEqual(pages.map((_, i) => `${i + 1}/${pages.length}`));
    expect(pages.flatMap((p) => p.cells)).toHaveLength(100);
    pages.forEach(expectOnPaper);
  });

  it('a grid too wide for readable cards (100 columns) flows at the chosen size instead, every card kept', () => {
    const wide = board(100, [category('a', [card('first', 0), card('far', 99), card('next-row', 150)])]);
    for (const size of CARD_SIZES) {
      const pages = paginate([wide], size);
      for (const page of pages) {
        expect(page.cellMm).toBeGreaterThanOrEqual(MIN_CARD_MM);
        expectOnPaper(page);
      }
      expect(pages.flatMap((p) => p.cells).map((c) => c?.id)).toEqual(['first', 'far', 'next-row']);
    }
    // Eleven columns still fit at the smallest size: kept as they are.
    const eleven = paginate([board(11, [category('a', [card('x', 10)])])], 'large')[0]!;
    expect(eleven.columns).toBe(11);
    expect(eleven.cells.at(-1)?.id).toBe('x');
    expectOnPaper(eleven);
  });
});
