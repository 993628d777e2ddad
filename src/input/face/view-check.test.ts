// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DARK_LUMA, FAR_FACE_WIDTH, faceWidth, meanLuma, viewIssue } from './view-check';

const pixels = (r: number, g: number, b: number, count = 4) => new Uint8ClampedArray(Array.from({ length: count }, () => [r, g, b, 255]).flat());

describe('the camera’s view', () => {
  it('measures brightness as the eye sees it: green counts most, blue least', () => {
    expect(meanLuma(pixels(255, 255, 255))).toBeCloseTo(255);
    expect(meanLuma(pixels(0, 0, 0))).toBe(0);
    expect(meanLuma(pixels(0, 100, 0))).toBeGreaterThan(meanLuma(pixels(0, 0, 100)));
    expect(meanLuma(new Uint8ClampedArray())).toBe(0);
  });

  it('measures the face’s width across the image from its landmarks', () => {
    expect(faceWidth([{ x: 0.4 }, { x: 0.62 }, { x: 0.5 }])).toBeCloseTo(0.22);
    expect(faceWidth(null)).toBeNull();
    expect(faceWidth([])).toBeNull();
  });

  it('says the room is too dark first, then that the face is too far, else nothing', () => {
    expect(viewIssue(DARK_LUMA - 1, 0.3)).toBe('dark');
    expect(viewIssue(DARK_LUMA - 1, 0.05)).toBe('dark');
    expect(viewIssue(120, FAR_FACE_WIDTH - 0.01)).toBe('far');
    expect(viewIssue(120, 0.3)).toBeNull();
    // No face: distance cannot be told; a dim room still can.
    expect(viewIssue(120, null)).toBeNull();
    expect(viewIssue(10, null)).toBe('dark');
    expect(viewIssue(null, null)).toBeNull();
  });
});
