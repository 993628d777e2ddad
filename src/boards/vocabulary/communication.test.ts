// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveSymbol } from '@/components/card/symbol';
import { expectWellFormed } from './card-list.harness';
import { PHRASE_CATEGORIES, PHRASE_CATEGORY_IDS } from './communication';

const phrases = PHRASE_CATEGORIES.flatMap((category) => category.phrases);

describe('communication phrases', () => {
  it('are 27 per language in the spec’s five categories, in its order', () => {
    expect(PHRASE_CATEGORIES.map((c) => c.id)).toEqual(['greetings', 'common', 'time', 'descriptive', 'questions']);
    expect(PHRASE_CATEGORIES.map((c) => c.id)).toEqual([...PHRASE_CATEGORY_IDS]);
    expect(phrases).toHaveLength(27);
  });

  it('fit keys 1–9 in every category, and name each category in both languages', () => {
    for (const category of PHRASE_CATEGORIES) {
      expect(category.phrases.length, category.id).toBeGreaterThan(0);
      expect(category.phrases.length, category.id).toBeLessThanOrEqual(9);
      expect(category.label.pt).not.toBe('');
      expect(category.label.en).not.toBe('');
    }
  });

  it('have unique ids and labels within a language, each with a real emoji', () => {
    expectWellFormed(phrases);
    for (const category of PHRASE_CATEGORIES) expect(resolveSymbol(category.emoji)).toEqual({ kind: 'emoji', text: category.emoji });
  });
});
