// @vitest-environment node
// The pure scan geometry: rows and flat indexes, first and next highlights, passes, row ends and clamping
// after the targets change.
import { describe, expect, it } from 'vitest';
import {
  clampHighlight,
  enterRow,
  filledRows,
  firstHighlight,
  isFirstOfPass,
  isLastInRow,
  nextHighlight,
  normalizeRows,
  passLength,
  rowHighlight,
  rowOfItem,
  rowStart,
} from './scanning-layout';

const rows = [2, 0, 3];

describe('scan geometry', () => {
  it('normalizes counts and finds rows and starts', () => {
    expect(normalizeRows([2, -1, Number.NaN, 2.7])).toEqual([2, 0, 0, 2]);
    expect(filledRows(rows)).toEqual([0, 2]);
    expect(rowStart(rows, 2)).toBe(2);
    expect([0, 1, 2, 4].map((i) => rowOfItem(rows, i))).toEqual([0, 0, 2, 2]);
  });

  it('starts on item 0 (linear) or the first filled row (row–column), and nowhere on an empty layout', () => {
    expect(firstHighlight(rows, 'linear')).toEqual({ level: 'item', row: 0, index: 0 });
    expect(firstHighlight([0, 2], 'rowColumn')).toEqual({ level: 'row', row: 1, index: 0 });
    expect(firstHighlight([0, 0], 'linear')).toBeNull();
  });

  it('steps and wraps over items, filled rows, and within a row', () => {
    expect(nextHighlight(rows, 'linear', { level: 'item', row: 2, index: 4 })).toEqual({ level: 'item', row: 0, index: 0 });
    expect(nextHighlight(rows, 'linear', { level: 'item', row: 0, index: 1 })).toEqual({ level: 'item', row: 2, index: 2 });
    expect(nextHighlight(rows, 'rowColumn', rowHighlight(rows, 0))).toEqual(rowHighlight(rows, 2));
    expect(nextHighlight(rows, 'rowColumn', rowHighlight(rows, 2))).toEqual(rowHighlight(rows, 0));
    expect(nextHighlight(rows, 'rowColumn', { level: 'item', row: 2, index: 4 })).toEqual({ level: 'item', row: 2, index: 2 });
  });

  it('knows passes, first highlights and row ends', () => {
    expect(passLength(rows, 'linear', { level: 'item', row: 0, index: 0 })).toBe(5);
    expect(passLength(rows, 'rowColumn', rowHighlight(rows, 0))).toBe(2);
    expect(passLength(rows, 'rowColumn', { level: 'item', row: 2, index: 2 })).toBe(3);
    expect(isFirstOfPass(rows, 'rowColumn', enterRow(rows, rowHighlight(rows, 2)))).toBe(true);
    expect(isFirstOfPass(rows, 'linear', { level: 'item', row: 2, index: 2 })).toBe(false);
    expect(isLastInRow(rows, { level: 'item', row: 2, index: 4 })).toBe(true);
    expect(isLastInRow(rows, { level: 'item', row: 2, index: 3 })).toBe(false);
  });

  it('clamps after a change: same item, same row, same column, or the nearest filled row above', () => {
    expect(clampHighlight({ level: 'item', row: 2, index: 4 }, rows, [3], 'linear')).toEqual({ level: 'item', row: 0, index: 2 });
    expect(clampHighlight({ level: 'item', row: 2, index: 4 }, rows, [1, 1, 2], 'rowColumn')).toEqual({ level: 'item', row: 2, index: 3 });
    expect(clampHighlight(rowHighlight(rows, 2), rows, [2, 0, 0], 'rowColumn')).toEqual(rowHighlight([2], 0));
    expect(clampHighlight(rowHighlight(rows, 0), rows, [0, 0, 3], 'rowColumn')).toEqual(rowHighlight([0, 0, 3], 2));
    expect(clampHighlight(rowHighlight(rows, 0), rows, [], 'rowColumn')).toBeNull();
    expect(clampHighlight(null, rows, rows, 'linear')).toBeNull();
  });
});
