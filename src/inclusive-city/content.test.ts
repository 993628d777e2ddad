// @vitest-environment node
// Inclusive City's phrases (issue 16): every place has 15–22 blocks in both languages, ids unique, the user's most
// important sentence in each; the generic set is the spec's; word mode shows the last meaningful word.
import { describe, expect, it } from 'vitest';
import { CATEGORY_INFO, CITY_BLOCKS, GENERIC_BLOCKS, PLACE_CATEGORIES } from './content';
import { keyWord } from './word-mode';

describe('Inclusive City content', () => {
  it('has the eleven places, each with 15 to 22 blocks in pt and en, unique ids, short texts', () => {
    expect(PLACE_CATEGORIES).toHaveLength(11);
    for (const category of PLACE_CATEGORIES) {
      const blocks = CITY_BLOCKS[category];
      expect(blocks.length, category).toBeGreaterThanOrEqual(15);
      expect(blocks.length, category).toBeLessThanOrEqual(22);
      expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length);
      for (const block of blocks) {
        expect(block.text.pt.trim(), `${category}/${block.id}`).not.toBe('');
        expect(block.text.en.trim(), `${category}/${block.id}`).not.toBe('');
        expect(block.text.pt.length).toBeLessThanOrEqual(70);
        expect(block.emoji).not.toBe('');
      }
      expect(blocks.some((b) => b.id === 'cant-speak'), category).toBe(true);
      expect(CATEGORY_INFO[category].title.pt).not.toBe('');
    }
    expect(GENERIC_BLOCKS.map((b) => b.id)).toEqual(['help', 'thanks', 'yes', 'no', 'water', 'bathroom']);
  });

  it('word mode: the last word of 3 letters or more that is not a stop word, in upper case', () => {
    expect(keyWord('Tem genérico?', 'pt-BR')).toBe('GENÉRICO');
    expect(keyWord('Uma água, por favor', 'pt-BR')).toBe('ÁGUA');
    expect(keyWord('Onde fica o banheiro?', 'pt-BR')).toBe('BANHEIRO');
    expect(keyWord('I need this medicine', 'en')).toBe('MEDICINE');
    expect(keyWord('Can you write it down for me?', 'en')).toBe('DOWN');
    expect(keyWord('Do you deliver?', 'en')).toBe('DELIVER');
    // Nothing meaningful left: the last word.
    expect(keyWord('Sim', 'pt-BR')).toBe('SIM');
    expect(keyWord('No', 'en')).toBe('NO');
    expect(keyWord('Não', 'pt-BR')).toBe('NÃO');
  });
});
