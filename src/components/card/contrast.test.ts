// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, contrastRatio, readableTextOn } from './contrast';

describe('text colour on a coloured card', () => {
  it('matches the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#fff')).toBeCloseTo(6.7, 1);
  });

  it('picks white on dark colours and black on light ones', () => {
    expect(readableTextOn('#1d4ed8')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#fde047')).toBe(DARK_TEXT);
    expect(readableTextOn('#FFF')).toBe(DARK_TEXT);
  });

  it('keeps at least 4.5:1 on every colour, including the hardest mid-greys', () => {
    for (let v = 0; v < 256; v += 3) {
      for (const color of [`#${hex(v)}${hex(v)}${hex(v)}`, `#${hex(v)}${hex(255 - v)}80`, `#ff${hex(v)}00`]) {
        const text = readableTextOn(color);
        expect(text).not.toBeNull();
        expect(contrastRatio(color, text ?? '')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('ignores colours it cannot read', () => {
    expect(readableTextOn('red')).toBeNull();
    expect(readableTextOn('#12')).toBeNull();
  });
});

function hex(n: number) {
  return n.toString(16).padStart(2, '0');
}
