// A board laid out on paper (issue 17): one page per category of each board — more when its cards do not fit one
// page — at the chosen card size. A board with its own grid (a board file's, or columns set in the editor) keeps its
// columns and every card in its cell, empty cells included; other boards fit as many cards across as the size lets.
// Hidden cards leave their cell empty, as on screen. A grid too wide for cards of MIN_CARD_MM (a board file may have
// 100 columns) flows instead, at the chosen size: readable cards matter more on paper than the file's columns. The page is sized to fit both A4 and US Letter with 10 mm
// margins, so the same layout prints on either paper.
import type { Board, CardRow, Category } from '@/boards/model';

export const CARD_SIZES_MM = { small: 30, medium: 45, large: 60 } as const;
export type CardSize = keyof typeof CARD_SIZES_MM;
export const CARD_SIZES = Object.keys(CARD_SIZES_MM) as CardSize[];

/** The printable area: A4 (190 × 277) and Letter (196 × 259) less 10 mm margins, whichever is smaller. */
export const PAGE_MM = { width: 190, height: 257 } as const;
/** The page's title at its top and its footer (names, page, credits) at its bottom. */
export const HEAD_MM = 14;
export const FOOT_MM = 22;
export const GAP_MM = 2;
/** The smallest card printed: its words must still be read at arm's length. */
export const MIN_CARD_MM = 15;
const MAX_GRID_COLUMNS = Math.floor((PAGE_MM.width + GAP_MM) / (MIN_CARD_MM + GAP_MM));

/** The board keeps its own grid on paper: it has one, and it fits the sheet at the smallest card size. */
const keepsGrid = (board: Board) => board.columns > 0 && board.columns <= MAX_GRID_COLUMNS;

export interface PrintPage {
  key: string;
  board: Board;
  category: Category;
  columns: number;
  /** The side of one card, in mm. */
  cellMm: number;
  /** Row by row; null is an empty cell. */
  cells: (CardRow | null)[];
  /** This page's number among its category's pages, from 1. */
  part: number;
  parts: number;
}

function columnsFor(board: Board, sizeMm: number): number {
  if (keepsGrid(board)) return board.columns;
  return Math.max(1, Math.floor((PAGE_MM.width + GAP_MM) / (sizeMm + GAP_MM)));
}

/** The category's cells: by position for a board with its own grid (trailing empty cells dropped), else in order. */
function cellsOf(board: Board, category: Category): (CardRow | null)[] {
  const shown = category.cards.filter((card) => !card.hidden);
  if (!keepsGrid(board)) return shown;
  const last = shown.reduce((max, card) => Math.max(max, card.order), -1);
  const cells: (CardRow | null)[] = Array.from({ length: last + 1 }, () => null);
  for (const card of shown) if (cells[card.order] === null) cells[card.order] = card;
  // Two cards claiming one cell (an edited board): the second goes to the end, never off the paper.
  for (const card of shown) if (cells[card.order] !== card) cells.push(card);
  return cells;
}

export function paginate(boards: readonly Board[], size: CardSize): PrintPage[] {
  const pages: PrintPage[] = [];
  const wanted = CARD_SIZES_MM[size];
  for (const board of boards) {
    const columns = columnsFor(board, wanted);
    const cellMm = Math.min(wanted, (PAGE_MM.width - GAP_MM * (columns - 1)) / columns);
    const rowsPerPage = Math.max(1, Math.floor((PAGE_MM.height - HEAD_MM - FOOT_MM + GAP_MM) / (cellMm + GAP_MM)));
    for (const category of board.categories) {
      const cells = cellsOf(board, category);
      if (!cells.some(Boolean)) continue;
      const perPage = rowsPerPage * columns;
      const parts = Math.ceil(cells.length / perPage);
      for (let part = 0; part < parts; part++) {
        pages.push({
          key: `${board.id}/${category.id}/${part}`,
          board,
          category,
          columns,
          cellMm,
          cells: cells.slice(part * perPage, (part + 1) * perPage),
          part: part + 1,
          parts,
        });
      }
    }
  }
  return pages;
}
