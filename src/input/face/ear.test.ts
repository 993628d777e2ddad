// @vitest-environment node
// Eye aspect ratio on synthetic face-mesh frames: open and closed values, the index orientation, missing faces.
import { describe, expect, it } from 'vitest';
import { EAR_INDICES, eyeAspectRatio, eyeAspectRatios } from './ear';
import { syntheticFace } from './synthetic-face';

describe('eye aspect ratio', () => {
  it('an open face reads ≈ 0.47 and a closed one ≈ 0.1 for each eye', () => {
    const open = eyeAspectRatios(syntheticFace({ left: 0.47, right: 0.5 }));
    expect(open.left).toBeCloseTo(0.47, 6);
    expect(open.right).toBeCloseTo(0.5, 6);
    const closed = eyeAspectRatios(syntheticFace({ left: 0.1, right: 0.05 }));
    expect(closed.left).toBeCloseTo(0.1, 6);
    expect(closed.right).toBeCloseTo(0.05, 6);
  });

  it('a wink changes only that eye', () => {
    const wink = eyeAspectRatios(syntheticFace({ left: 0.1, right: 0.47 }));
    expect(wink.left).toBeCloseTo(0.1, 6);
    expect(wink.right).toBeCloseTo(0.47, 6);
  });

  it('the index sets are corner, upper, upper, corner, lower, lower (vertical pairs p2–p6, p3–p5)', () => {
    const face = syntheticFace();
    for (const [p1, p2, p3, p4, p5, p6] of [EAR_INDICES.left, EAR_INDICES.right]) {
      const at = (i: number) => face[i] ?? { x: NaN, y: NaN };
      expect(at(p2).y).toBeLessThan(at(p6).y);
      expect(at(p3).y).toBeLessThan(at(p5).y);
      expect(Math.abs(at(p1).y - at(p4).y)).toBeLessThan(1e-9);
    }
    // The person's right eye (33–133) is on the image left, as MediaPipe names it.
    expect(face[33]!.x).toBeLessThan(face[263]!.x);
  });

  it('aspect scales x so a 4:3 frame is measured in pixels', () => {
    const face = syntheticFace({ left: 0.4 });
    expect(eyeAspectRatio(face, EAR_INDICES.left, 4 / 3)).toBeCloseTo(0.3, 6);
  });

  it('no face or missing points give NaN, never a closed eye', () => {
    expect(eyeAspectRatios(null)).toEqual({ left: NaN, right: NaN });
    expect(eyeAspectRatios([])).toEqual({ left: NaN, right: NaN });
    expect(eyeAspectRatio([{ x: 0, y: 0 }], EAR_INDICES.left)).toBeNaN();
  });
});
