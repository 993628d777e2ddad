// Where a scan highlight can stand on a layout of rows: the pure geometry of linear and row–column scanning
// (first, next, enter a row, leave it, clamp after the targets change). No time and no XState here.

/** What the UI draws: a whole row, or one item (index is then the flat item index). */
export interface ScanHighlight {
  level: 'row' | 'item';
  row: number;
  /** The flat item index; for a row highlight, the flat index of the row's first item. */
  index: number;
}

export type ScanPattern = 'linear' | 'rowColumn';

/** Items per row as whole, non-negative numbers: a bad count becomes an empty row rather than a crash. */
export function normalizeRows(rows: readonly number[]): number[] {
  return rows.map((n) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0));
}

export function totalItems(rows: readonly number[]): number {
  return rows.reduce((sum, n) => sum + n, 0);
}

/** Flat index of the first item of a row. */
export function rowStart(rows: readonly number[], row: number): number {
  return totalItems(rows.slice(0, row));
}

function rowLength(rows: readonly number[], row: number): number {
  return rows[row] ?? 0;
}

/** The rows that hold items: row–column scanning never highlights an empty row. */
export function filledRows(rows: readonly number[]): number[] {
  return rows.flatMap((n, row) => (n > 0 ? [row] : []));
}

/** The row holding a flat item index (the item must exist). */
export function rowOfItem(rows: readonly number[], index: number): number {
  let start = 0;
  for (let row = 0; row < rows.length; row++) {
    start += rowLength(rows, row);
    if (index < start) return row;
  }
  return Math.max(0, rows.length - 1);
}

export function itemHighlight(rows: readonly number[], index: number): ScanHighlight {
  return { level: 'item', row: rowOfItem(rows, index), index };
}

export function rowHighlight(rows: readonly number[], row: number): ScanHighlight {
  return { level: 'row', row, index: rowStart(rows, row) };
}

/** Where a scan (re)starts: item 0 for linear scanning, the first filled row for row–column. */
export function firstHighlight(rows: readonly number[], pattern: ScanPattern): ScanHighlight | null {
  const first = filledRows(rows)[0];
  if (first === undefined) return null;
  return pattern === 'linear' ? itemHighlight(rows, 0) : rowHighlight(rows, first);
}

/** How many highlights make one pass over the current level: all items, all filled rows, or one row's items. */
export function passLength(rows: readonly number[], pattern: ScanPattern, h: ScanHighlight): number {
  if (h.level === 'row') return filledRows(rows).length;
  return pattern === 'linear' ? totalItems(rows) : rowLength(rows, h.row);
}

/** True for the first highlight of a pass: the first item, the first filled row, or a row's first item. */
export function isFirstOfPass(rows: readonly number[], pattern: ScanPattern, h: ScanHighlight): boolean {
  if (h.level === 'row') return h.row === filledRows(rows)[0];
  return pattern === 'linear' ? h.index === 0 : h.index === rowStart(rows, h.row);
}

/** One step on, wrapping: the next item (linear), the next filled row, or the next item of the same row. */
export function nextHighlight(rows: readonly number[], pattern: ScanPattern, h: ScanHighlight): ScanHighlight {
  if (h.level === 'row') {
    const filled = filledRows(rows);
    const next = filled.find((row) => row > h.row) ?? filled[0] ?? h.row;
    return rowHighlight(rows, next);
  }
  if (pattern === 'linear') return itemHighlight(rows, (h.index + 1) % Math.max(1, totalItems(rows)));
  const start = rowStart(rows, h.row);
  const col = (h.index - start + 1) % Math.max(1, rowLength(rows, h.row));
  return { level: 'item', row: h.row, index: start + col };
}

/** True when the highlight is on the last item of its row (row–column scanning leaves the row from there). */
export function isLastInRow(rows: readonly number[], h: ScanHighlight): boolean {
  return h.level === 'item' && h.index === rowStart(rows, h.row) + rowLength(rows, h.row) - 1;
}

export function enterRow(rows: readonly number[], h: ScanHighlight): ScanHighlight {
  return { level: 'item', row: h.row, index: rowStart(rows, h.row) };
}

/**
 * Keeps the highlight where it was when the targets change, moved back onto the layout if it fell off: the same
 * flat item (linear), the same row, or the same column of the same row (row–column). Null when no target is left.
 */
export function clampHighlight(
  h: ScanHighlight | null,
  before: readonly number[],
  after: readonly number[],
  pattern: ScanPattern,
): ScanHighlight | null {
  const filled = filledRows(after);
  if (h === null || filled.length === 0) return null;
  if (h.level === 'item' && pattern === 'linear') return itemHighlight(after, Math.min(h.index, totalItems(after) - 1));
  const row = rowLength(after, h.row) > 0 ? h.row : ([...filled].reverse().find((r) => r < h.row) ?? (filled[0] as number));
  if (h.level === 'row' || row !== h.row) return rowHighlight(after, row);
  const col = Math.min(h.index - rowStart(before, h.row), rowLength(after, row) - 1);
  return { level: 'item', row, index: rowStart(after, row) + col };
}

export function sameHighlight(a: ScanHighlight | null, b: ScanHighlight | null): boolean {
  return a?.level === b?.level && a?.row === b?.row && a?.index === b?.index;
}
