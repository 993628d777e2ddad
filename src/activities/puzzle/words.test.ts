// @vitest-environment node
// The word suggestions' tier mix (spec 001 §9) and the letter tiles' pictures.
import { describe, expect, it } from 'vitest';
import { validateWord } from '@machines/word-puzzle';
import { letterEmoji } from './letter-emoji';
import { suggestWords, WORD_POOLS, WORD_SUGGESTIONS, wordMix } from './words';
import { inLanguage } from '@/i18n/language';

describe('word suggestions', () => {
  it('mixes 4/1/1 for 0–2 words played, 2/2/2 for 3–5, 1/2/3 from 6', () => {
    expect(wordMix(0)).toEqual({ easy: 4, medium: 1, hard: 1 });
    expect(wordMix(2)).toEqual({ easy: 4, medium: 1, hard: 1 });
    expect(wordMix(3)).toEqual({ easy: 2, medium: 2, hard: 2 });
    expect(wordMix(5)).toEqual({ easy: 2, medium: 2, hard: 2 });
    expect(wordMix(6)).toEqual({ easy: 1, medium: 2, hard: 3 });
  });

  it('offers six words by that mix, none already played while others remain', () => {
    for (const lang of ['pt', 'en'] as const) {
      const pools = WORD_POOLS[lang]!;
      const played = [...pools.easy.slice(0, 3), ...pools.hard.slice(0, 4)];
      const offered = suggestWords(lang, played);
      expect(offered).toHaveLength(WORD_SUGGESTIONS);
      expect(offered.filter((w) => pools.hard.includes(w))).toHaveLength(3);
      expect(offered.filter((w) => pools.easy.includes(w))).toHaveLength(1);
      for (const word of offered) expect(played).not.toContain(word);
    }
  });

  it('every pool word can be played', () => {
    for (const lang of ['pt', 'en'] as const) for (const words of Object.values(inLanguage(WORD_POOLS, lang))) for (const word of words) expect(validateWord(word), word).toBeNull();
  });
});

describe('letter pictures', () => {
  it('a vowel’s second occurrence shows its second picture; accents take the plain letter’s; each language its own', () => {
    expect(letterEmoji('a', 0, 'pt')).not.toBe(letterEmoji('a', 1, 'pt'));
    expect(letterEmoji('ã', 0, 'pt')).toBe(letterEmoji('a', 0, 'pt'));
    expect(letterEmoji('ç', 0, 'pt')).toBe(letterEmoji('c', 0, 'pt'));
    expect(letterEmoji('b', 5, 'pt')).toBe(letterEmoji('b', 0, 'pt'));
    expect(letterEmoji('g', 0, 'pt')).toBe('🐱');
    expect(letterEmoji('c', 0, 'en')).toBe('🐱');
  });
});
