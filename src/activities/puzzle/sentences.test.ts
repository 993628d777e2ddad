// @vitest-environment node
// The sentence suggestions (spec 001 §9): four, from the tiers the last sentence's length asks for, none already
// played, all again once the tiers are used up; and the pieces' pictures.
import { describe, expect, it } from 'vitest';
import { validateSentence } from '@machines/sentence-puzzle';
import { GENERIC_PIECE_EMOJI, pieceEmoji } from './piece-emoji';
import { SENTENCE_POOLS, SENTENCE_SUGGESTIONS, suggestSentences, tiersAfter } from './sentences';
import { inLanguage } from '@/i18n/language';

describe('sentence suggestions', () => {
  it('takes easy and medium after 3 words or fewer, medium and hard up to 5, hard beyond', () => {
    expect(tiersAfter(0)).toEqual(['easy', 'medium']);
    expect(tiersAfter(3)).toEqual(['easy', 'medium']);
    expect(tiersAfter(4)).toEqual(['medium', 'hard']);
    expect(tiersAfter(5)).toEqual(['medium', 'hard']);
    expect(tiersAfter(6)).toEqual(['hard']);
  });

  it('offers four different sentences from those tiers, in both languages', () => {
    for (const lang of ['pt', 'en'] as const) {
      const hard = suggestSentences(lang, 8, []);
      expect(hard).toHaveLength(SENTENCE_SUGGESTIONS);
      expect(new Set(hard).size).toBe(SENTENCE_SUGGESTIONS);
      for (const sentence of hard) expect(inLanguage(SENTENCE_POOLS, lang).hard).toContain(sentence);
      const first = suggestSentences(lang, 0, []);
      for (const sentence of first) expect([...inLanguage(SENTENCE_POOLS, lang).easy, ...inLanguage(SENTENCE_POOLS, lang).medium]).toContain(sentence);
    }
  });

  it('leaves out what was played (whatever its case and spaces), and starts over once everything was', () => {
    const pool = SENTENCE_POOLS.pt!.hard;
    const played = pool.slice(0, pool.length - 4).map((s) => `  ${s.toLocaleUpperCase()} `);
    const offered = suggestSentences('pt', 7, played.map((s) => s.trim().toLocaleLowerCase()));
    expect([...offered].sort()).toEqual([...pool.slice(-4)].sort());
    const all = pool.map((s) => s.toLocaleLowerCase());
    expect(suggestSentences('pt', 7, all)).toHaveLength(SENTENCE_SUGGESTIONS);
  });

  it('every suggested sentence can be played, and each tier has the length its name says', () => {
    for (const lang of ['pt', 'en'] as const) {
      for (const [tier, sentences] of Object.entries(inLanguage(SENTENCE_POOLS, lang))) {
        for (const sentence of sentences) {
          expect(validateSentence(sentence)).toBeNull();
          const words = sentence.split(/\s+/).length;
          if (tier === 'easy') expect(words, sentence).toBeLessThanOrEqual(3);
          if (tier === 'medium') expect(words, sentence).toBeGreaterThanOrEqual(3);
          if (tier === 'hard') expect(words, sentence).toBeGreaterThanOrEqual(6);
        }
      }
    }
  });
});

describe('piece pictures', () => {
  it('finds a word whatever its case and punctuation, in both languages, and a generic symbol otherwise', () => {
    expect(pieceEmoji('Água!')).toBe('💧');
    expect(pieceEmoji('water,')).toBe('💧');
    expect(pieceEmoji('“Gato”')).toBe('🐱');
    expect(pieceEmoji("Let's")).toBe(pieceEmoji('vamos'));
    expect(pieceEmoji('xilofone')).toBe(GENERIC_PIECE_EMOJI);
    expect(pieceEmoji('')).toBe(GENERIC_PIECE_EMOJI);
  });
});
