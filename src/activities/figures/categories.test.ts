// @vitest-environment node
// The figures' twelve categories (spec 001 §3): keys in the spec's order, six per side, the spec's example counts,
// every word in both languages with a symbol, and no word twice in a category.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIGURE_CATEGORY, FIGURE_CATEGORIES, LEFT_CATEGORIES, RIGHT_CATEGORIES } from './categories';

describe('figure categories', () => {
  it('are the spec’s twelve, six on each side, iniciais first and by default', () => {
    expect(FIGURE_CATEGORIES.map((c) => c.key)).toEqual(['iniciais', 'actions', 'basic', 'greetings', 'pain', 'questions', 'feelings', 'descriptive', 'time', 'objects', 'animals', 'colors']);
    expect(LEFT_CATEGORIES.map((c) => c.key)).toEqual(['iniciais', 'actions', 'basic', 'greetings', 'pain', 'questions']);
    expect(RIGHT_CATEGORIES).toHaveLength(6);
    expect(DEFAULT_FIGURE_CATEGORY).toBe('iniciais');
  });

  it('hold 10 to 50 words each (16 essentials, 10 colours, 14 animals), each in pt and en with a symbol, none twice', () => {
    const count = (key: string) => FIGURE_CATEGORIES.find((c) => c.key === key)?.words.length;
    expect(count('iniciais')).toBe(16);
    expect(count('colors')).toBe(10);
    expect(count('animals')).toBe(14);
    for (const category of FIGURE_CATEGORIES) {
      expect(category.words.length).toBeGreaterThanOrEqual(10);
      expect(category.words.length).toBeLessThanOrEqual(50);
      for (const word of category.words) {
        expect(word.pt.trim()).not.toBe('');
        expect(word.en.trim()).not.toBe('');
        expect(word.emoji).toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}/u);
      }
      expect(new Set(category.words.map((w) => w.pt)).size).toBe(category.words.length);
      expect(new Set(category.words.map((w) => w.en)).size).toBe(category.words.length);
    }
  });
});
