// @vitest-environment node
// Changing a scene's parts: a drag makes a rectangle whichever way it went, a part made without drawing sits in the
// middle, moving and resizing stop at the picture's edges and never make a part too small to touch, and a traced
// outline is thinned to the points that shape it.
import { describe, expect, it } from 'vitest';
import type { Hotspot } from '@/boards/model';
import { areaOf, boundsOf, contains, hotspotProblem } from './geometry';
import { middleRect, moveBy, outlineFromTrace, OUTLINE_POINTS, rectFromDrag, resizeBy } from './edit';

describe('a new part', () => {
  it('is the rectangle a drag covers, dragged either way, kept inside the picture', () => {
    expect(rectFromDrag({ x: 0.6, y: 0.7 }, { x: 0.2, y: 0.3 })).toEqual({ kind: 'rect', x: 0.2, y: 0.3, width: 0.4, height: 0.4 });
    expect(rectFromDrag({ x: 0.9, y: -0.2 }, { x: 1.3, y: 0.1 })).toEqual({ kind: 'rect', x: 0.9, y: 0, width: 0.1, height: 0.1 });
  });

  it('is none for a tap or a line (nothing to touch)', () => {
    expect(rectFromDrag({ x: 0.5, y: 0.5 }, { x: 0.502, y: 0.6 })).toBeNull();
    expect(rectFromDrag({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 })).toBeNull();
  });

  it('made by a key or a switch, sits in the middle', () => {
    const middle = middleRect();
    expect(contains(middle, { x: 0.5, y: 0.5 })).toBe(true);
    expect(hotspotProblem(middle)).toBeNull();
  });
});

describe('moving and resizing', () => {
  const r: Hotspot = { kind: 'rect', x: 0.7, y: 0.1, width: 0.2, height: 0.2 };

  it('moves by a step, and stops at the edge', () => {
    expect(moveBy(r, -0.02, 0.02)).toEqual({ kind: 'rect', x: 0.68, y: 0.12, width: 0.2, height: 0.2 });
    expect(moveBy(r, 0.5, -0.5)).toEqual({ kind: 'rect', x: 0.8, y: 0, width: 0.2, height: 0.2 });
  });

  it('grows up to the edge and shrinks no smaller than a part can be', () => {
    expect(resizeBy(r, 0.5, 0.04)).toEqual({ kind: 'rect', x: 0.7, y: 0.1, width: 0.3, height: 0.24 });
    const small = resizeBy(r, -1, -1);
    expect(hotspotProblem(small)).toBeNull();
    expect(boundsOf(small).width).toBeLessThan(0.05);
  });

  it('moves and scales an outline as a whole', () => {
    const triangle: Hotspot = { kind: 'outline', points: [[0.1, 0.1], [0.3, 0.1], [0.1, 0.3]] };
    expect(moveBy(triangle, 0.1, 0)).toEqual({ kind: 'outline', points: [[0.2, 0.1], [0.4, 0.1], [0.2, 0.3]] });
    expect(areaOf(resizeBy(triangle, 0.2, 0.2))).toBeCloseTo(areaOf(triangle) * 4);
  });
});

describe('a traced outline', () => {
  it('keeps the corners of a square traced with hundreds of points, and encloses what was traced', () => {
    const side = (from: [number, number], to: [number, number]) =>
      Array.from({ length: 100 }, (_, i) => ({ x: from[0] + ((to[0] - from[0]) * i) / 100, y: from[1] + ((to[1] - from[1]) * i) / 100 + (i % 2) * 0.0005 }));
    const trace = [...side([0.2, 0.2], [0.6, 0.2]), ...side([0.6, 0.2], [0.6, 0.6]), ...side([0.6, 0.6], [0.2, 0.6]), ...side([0.2, 0.6], [0.2, 0.21])];
    const outline = outlineFromTrace(trace)!;
    expect(outline.kind).toBe('outline');
    expect(outline.kind === 'outline' && outline.points.length).toBeLessThanOrEqual(12);
    expect(contains(outline, { x: 0.4, y: 0.4 })).toBe(true);
    expect(contains(outline, { x: 0.7, y: 0.4 })).toBe(false);
  });

  it('thins a long scribble to the most an outline keeps, and keeps it inside the picture', () => {
    const scribble = Array.from({ length: 3000 }, (_, i) => ({ x: 0.5 + 0.6 * Math.cos(i / 7) * Math.sin(i / 300), y: 0.5 + 0.6 * Math.sin(i / 11) }));
    const outline = outlineFromTrace(scribble)!;
    expect(outline.kind === 'outline' && outline.points.length).toBeLessThanOrEqual(OUTLINE_POINTS);
    expect(hotspotProblem(outline)).not.toBe('outside');
  });

  it('is none for a line or a dot', () => {
    expect(outlineFromTrace([{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.1 }, { x: 0.9, y: 0.1 }])).toBeNull();
    expect(outlineFromTrace([{ x: 0.5, y: 0.5 }])).toBeNull();
  });
});
