// @vitest-environment node
// Where a scene's hotspots are: a touch finds the hotspot under it (a rectangle, a traced outline, the smaller of two
// that overlap), keys and scanning follow reading order, the photo is letterboxed and a touch on its margin finds
// nothing, and a hotspot outside the photo or with no area is refused.
import { describe, expect, it } from 'vitest';
import type { Hotspot } from '@/boards/model';
import { areaOf, clipPathOf, contains, hotspotAt, hotspotProblem, letterbox, readingOrder, toBox, toPhoto } from './geometry';

const rect = (x: number, y: number, width: number, height: number): Hotspot => ({ kind: 'rect', x, y, width, height });
/** An L-shaped outline: the square 0.2–0.6 without its top-right quarter. */
const ell: Hotspot = { kind: 'outline', points: [[0.2, 0.2], [0.4, 0.2], [0.4, 0.4], [0.6, 0.4], [0.6, 0.6], [0.2, 0.6]] };
const item = (id: string, hotspot: Hotspot) => ({ id, hotspot });

describe('hit testing', () => {
  it('finds a point inside a rectangle, edges included, and not outside it', () => {
    const r = rect(0.1, 0.2, 0.3, 0.4);
    expect(contains(r, { x: 0.25, y: 0.4 })).toBe(true);
    expect(contains(r, { x: 0.1, y: 0.2 })).toBe(true);
    expect(contains(r, { x: 0.41, y: 0.4 })).toBe(false);
    expect(contains(r, { x: 0.25, y: 0.61 })).toBe(false);
  });

  it('follows a traced outline: inside its L, not in the corner it leaves out', () => {
    expect(contains(ell, { x: 0.3, y: 0.3 })).toBe(true);
    expect(contains(ell, { x: 0.5, y: 0.5 })).toBe(true);
    expect(contains(ell, { x: 0.5, y: 0.3 })).toBe(false);
    expect(contains(ell, { x: 0.7, y: 0.5 })).toBe(false);
    expect(areaOf(ell)).toBeCloseTo(0.12);
  });

  it('chooses the smaller of two hotspots that overlap (a face inside a group), and none outside them all', () => {
    const items = [item('family', rect(0, 0, 1, 0.8)), item('julia', rect(0.5, 0.1, 0.2, 0.3))];
    expect(hotspotAt(items, { x: 0.6, y: 0.2 })?.id).toBe('julia');
    expect(hotspotAt(items, { x: 0.2, y: 0.2 })?.id).toBe('family');
    expect(hotspotAt(items, { x: 0.2, y: 0.9 })).toBeUndefined();
  });
});

describe('reading order', () => {
  it('goes by lines from the top, each left to right, though hotspots of a line are not exactly level', () => {
    const items = [
      item('table', rect(0.4, 0.62, 0.3, 0.2)),
      item('window', rect(0.6, 0.1, 0.2, 0.25)),
      item('clock', rect(0.1, 0.14, 0.1, 0.12)),
      item('cat', rect(0.05, 0.7, 0.15, 0.15)),
      item('lamp', ell),
    ];
    expect(readingOrder(items).map((i) => i.id)).toEqual(['clock', 'window', 'lamp', 'cat', 'table']);
  });
});

describe('the photo in its box', () => {
  it('letterboxes a wide photo in a tall box (bands above and below) and a tall one in a wide box (at the sides)', () => {
    expect(letterbox({ width: 4000, height: 3000 }, { width: 390, height: 700 })).toEqual({ x: 0, y: 203.75, width: 390, height: 292.5 });
    expect(letterbox({ width: 3000, height: 4000 }, { width: 1200, height: 800 })).toEqual({ x: 300, y: 0, width: 600, height: 800 });
    expect(letterbox({ width: 0, height: 10 }, { width: 100, height: 100 }).width).toBe(0);
  });

  it('turns a touch into a place on the photo, and a touch on a band into none', () => {
    const drawn = letterbox({ width: 4000, height: 3000 }, { width: 390, height: 700 });
    expect(toPhoto(drawn, { x: 195, y: 350 })).toEqual({ x: 0.5, y: 0.5 });
    expect(toPhoto(drawn, { x: 195, y: 100 })).toBeNull();
    const r = toBox(drawn, rect(0.5, 0.5, 0.25, 0.5));
    expect(r).toEqual({ x: 195, y: 350, width: 97.5, height: 146.25 });
  });

  it('clips an outline inside its own rectangle', () => {
    expect(clipPathOf(rect(0, 0, 1, 1))).toBeUndefined();
    expect(clipPathOf(ell)).toBe('polygon(0.00% 0.00%, 50.00% 0.00%, 50.00% 50.00%, 100.00% 50.00%, 100.00% 100.00%, 0.00% 100.00%)');
  });
});

describe('a hotspot that cannot be kept', () => {
  it('refuses one outside the photo, and one with no area to touch', () => {
    expect(hotspotProblem(rect(0.1, 0.1, 0.3, 0.3))).toBeNull();
    expect(hotspotProblem(ell)).toBeNull();
    expect(hotspotProblem(rect(0.8, 0.1, 0.3, 0.3))).toBe('outside');
    expect(hotspotProblem({ kind: 'outline', points: [[-0.1, 0.2], [0.3, 0.2], [0.3, 0.5]] })).toBe('outside');
    expect(hotspotProblem(rect(0.1, 0.1, 0, 0.3))).toBe('tooSmall');
    expect(hotspotProblem({ kind: 'outline', points: [[0.1, 0.1], [0.5, 0.5], [0.9, 0.9]] })).toBe('tooSmall');
  });
});
