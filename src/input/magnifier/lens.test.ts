// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Box } from '../snap';
import { lensLayout, MAGNIFIED_COUNT, MAGNIFIER_BAR_PX, opensLens } from './lens';

const phone = { width: 390, height: 844 };
const computer = { width: 1280, height: 800 };
/** A phone keyboard's letters: rows of 30 × 56 px keys, 36.5 px apart, each row 62 px below the last. */
const rows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const keys = rows.flatMap((row, r) => [...row].map((letter, i) => ({ letter, box: { left: 16 + r * 18 + i * 36.5, top: 373 + r * 62, width: 30, height: 56 } })));
const boxes = keys.map((key) => key.box);
const at = (letter: string) => keys.findIndex((key) => key.letter === letter);
const letters = (shown: { index: number }[]) => shown.map(({ index }) => keys[index]!.letter).join('');
const inside = (box: Box, window: { width: number; height: number }) =>
  box.left >= 0 && box.top >= MAGNIFIER_BAR_PX && box.left + box.width <= window.width && box.top + box.height <= window.height;

describe('the magnifier’s lens', () => {
  it('shows the targets nearest the dwell, the chosen one with them, in the page’s reading order', () => {
    const shown = lensLayout(boxes, at('e'), phone);
    expect(shown).toHaveLength(MAGNIFIED_COUNT);
    // Row by row as on the keyboard: its own row's neighbours first, then the row below.
    expect(letters(shown)).toBe('qwertsdf');
  });

  it('on a phone, spreads them over two columns below the close bar, each key six times as wide as on the page', () => {
    const shown = lensLayout(boxes, at('g'), phone);
    const lefts = new Set(shown.map(({ box }) => box.left));
    expect(lefts.size).toBe(2);
    for (const { box } of shown) {
      expect(inside(box, phone)).toBe(true);
      expect(box.width).toBeGreaterThan(30 * 6);
      expect(box.height).toBeGreaterThan(56 * 2.5);
    }
  });

  it('on a computer, in four columns: the window’s shape decides', () => {
    const shown = lensLayout(boxes, at('g'), computer);
    expect(new Set(shown.map(({ box }) => box.left)).size).toBe(4);
    expect(shown.every(({ box }) => inside(box, computer))).toBe(true);
  });

  it('never overlaps two targets', () => {
    const shown = lensLayout(boxes, at('p'), phone);
    shown.forEach(({ box: a }, i) =>
      shown.slice(i + 1).forEach(({ box: b }) => {
        const apart = a.left + a.width <= b.left || b.left + b.width <= a.left || a.top + a.height <= b.top || b.top + b.height <= a.top;
        expect(apart).toBe(true);
      }),
    );
  });

  it('leaves out hidden targets, and shows fewer when fewer are on the page', () => {
    const few = [boxes[0]!, null, boxes[2]!, { left: 0, top: 0, width: 0, height: 0 }];
    expect(lensLayout(few, 0, phone).map(({ index }) => index)).toEqual([0, 2]);
    expect(lensLayout(few, 1, phone)).toEqual([]);
  });

  it('opens for small targets on auto, for any on always, never when off', () => {
    const card = { left: 0, top: 0, width: 180, height: 160 };
    expect(opensLens('auto', boxes[0]!)).toBe(true);
    expect(opensLens('auto', card)).toBe(false);
    expect(opensLens('always', card)).toBe(true);
    expect(opensLens('off', boxes[0]!)).toBe(false);
    expect(opensLens('always', { left: 0, top: 0, width: 0, height: 0 })).toBe(false);
  });
});
