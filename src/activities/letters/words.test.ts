// @vitest-environment node
// Letters and sounds' suggestions: five, none mastered; hard mode prefers words 1–3 letters longer than the last.
import { describe, expect, it } from 'vitest';
import { WORD_POOLS } from '../puzzle/words';
import { hardWordsLeft, LETTERS_SUGGESTIONS, suggestLetterWords } from './words';

describe('letters suggestions', () => {
  it('offers five words, never a mastered one', () => {
    const mastered = [...WORD_POOLS.pt!.easy.slice(0, 10), ...WORD_POOLS.pt!.medium.slice(0, 5)];
    for (let i = 0; i < 20; i++) {
      const offered = suggestLetterWords('pt', { mastered, hard: false, lastLength: 0 });
      expect(offered).toHaveLength(LETTERS_SUGGESTIONS);
      expect(new Set(offered).size).toBe(LETTERS_SUGGESTIONS);
      for (const word of offered) expect(mastered).not.toContain(word);
    }
  });

  it('in hard mode, words 1 to 3 letters longer than the last one come first', () => {
    const offered = suggestLetterWords('en', { mastered: [], hard: true, lastLength: 5 }, () => 0);
    expect(offered).toHaveLength(LETTERS_SUGGESTIONS);
    for (const word of offered) expect(word.length).toBeGreaterThanOrEqual(6);
    for (const word of offered) expect(word.length).toBeLessThanOrEqual(8);
  });

  it('says whether hard words remain to master', () => {
    expect(hardWordsLeft('pt', [])).toBe(true);
    expect(hardWordsLeft('pt', [...WORD_POOLS.pt!.hard])).toBe(false);
  });
});
