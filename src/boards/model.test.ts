// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '@/components/card/contrast';
import { CATEGORY_COLOR_HEX, CATEGORY_COLORS, textIn, withText } from './model';

describe('the board model', () => {
  it('draws every one of the twelve category colours with a label readable at 7:1 or better', () => {
    expect(CATEGORY_COLORS).toHaveLength(12);
    for (const color of CATEGORY_COLORS) {
      const shade = CATEGORY_COLOR_HEX[color];
      expect(contrastRatio(shade, readableTextOn(shade)!), color).toBeGreaterThanOrEqual(7);
    }
  });

  it('shows a one-language text in both languages, and an edit of a bilingual text changes its language only', () => {
    expect(textIn({ pt: 'Rex' }, 'en')).toBe('Rex');
    expect(textIn({ pt: 'Água', en: 'Water' }, 'en')).toBe('Water');
    expect(withText({ pt: 'Água', en: 'Water' }, 'en', 'Cold water')).toEqual({ pt: 'Água', en: 'Cold water' });
    expect(withText({ pt: 'Rex' }, 'en', 'Rexy')).toEqual({ en: 'Rexy' });
  });
});
