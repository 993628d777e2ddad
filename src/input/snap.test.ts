// Snap to item: the nearest target within reach, the one under the pointer first, and a margin that keeps the
// target being dwelt on through jitter across its edge.
import { describe, expect, it } from 'vitest';
import { createSmoother, distanceToBox, snapTarget, SNAP_MARGIN, SNAP_SMOOTHING_MS, type Box } from './snap';

const box = (left: number, top: number, width = 40, height = 40): Box => ({ left, top, width, height });
// A row of three 40 px keys with 4 px gaps, as on a phone keyboard.
const keys = [box(0, 0), box(44, 0), box(88, 0)];

describe('distanceToBox', () => {
  it('is 0 inside, the gap to the nearest edge outside, and to the corner diagonally', () => {
    expect(distanceToBox(box(0, 0), 20, 20)).toBe(0);
    expect(distanceToBox(box(0, 0), 50, 20)).toBe(10);
    expect(distanceToBox(box(0, 0), 43, 44)).toBe(5);
  });
});

describe('snapTarget', () => {
  it('chooses the target under the pointer, else the nearest within about its own size, else none', () => {
    expect(snapTarget(keys, 60, 20, null)).toBe(1);
    expect(snapTarget(keys, 20, 70, null)).toBe(0); // 30 px below the first key: within its 40 px reach
    expect(snapTarget(keys, 20, 90, null)).toBeNull(); // 50 px below: out of reach
    expect(snapTarget(keys, 150, 20, null)).toBe(2);
  });

  it('keeps the current target while jitter crosses its edge by less than the margin', () => {
    // The dwell is on key 1; the pointer wanders 10 px into key 2 (its nearer edge is 10 px behind).
    expect(snapTarget(keys, 98, 20, 1)).toBe(1);
    // Well into key 2 (more than the margin past key 1's edge): key 2 takes over.
    const past = 84 + 40 * SNAP_MARGIN + 6;
    expect(snapTarget(keys, past, 20, 1)).toBe(2);
    // Without a current target the same point is key 2's.
    expect(snapTarget(keys, 98, 20, null)).toBe(2);
  });

  it('lets go of the current target once the pointer is out of its reach', () => {
    expect(snapTarget(keys, 20, 200, 0)).toBeNull();
  });

  it('prefers the smaller of two boxes the pointer is inside, and skips what is not drawn', () => {
    const nested = [box(0, 0, 300, 300), box(100, 100, 40, 40), null, box(0, 0, 0, 0)];
    expect(snapTarget(nested, 120, 120, null)).toBe(1);
    expect(snapTarget(nested, 10, 10, null)).toBe(0);
  });
});

describe('the snapping pointer’s smoothing', () => {
  it('follows a point that stays, and evens out a jitter that flips from side to side', () => {
    const smooth = createSmoother();
    expect(smooth.point(100, 100, 0)).toEqual({ x: 100, y: 100 });
    // 30 frames a second flipping ±40 px around x = 100: the average stays within a few px of it.
    let at = 0;
    let worst = 0;
    for (let frame = 1; frame <= 60; frame += 1) {
      at += 33;
      const { x } = smooth.point(frame % 2 ? 140 : 60, 100, at);
      if (frame > 10) worst = Math.max(worst, Math.abs(x - 100));
    }
    expect(worst).toBeLessThan(8);
  });

  it('reaches a new place after a few time constants, however unevenly the frames come', () => {
    const smooth = createSmoother();
    smooth.point(0, 0, 0);
    smooth.point(200, 0, 10);
    const { x } = smooth.point(200, 0, 10 + 4 * SNAP_SMOOTHING_MS);
    expect(x).toBeGreaterThan(195);
    // A second point of the same moment does not jump the average to it.
    expect(smooth.point(0, 0, 10 + 4 * SNAP_SMOOTHING_MS).x).toBeGreaterThan(195);
    smooth.reset();
    expect(smooth.point(7, 9, 5000)).toEqual({ x: 7, y: 9 });
  });
});
