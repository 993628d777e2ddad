// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expand, expansionAt, withAbbreviation, withPhrase, type Abbreviation, type Phrase } from './phrases';

const list = (withAbbreviation([], 'obg', 'obrigado', 'pt') ?? []) as Abbreviation[];
const abbreviations = withAbbreviation(withAbbreviation(list, 'dr p', 'Dr. Paulo', 'pt')!, 'ty', 'thank you', 'en')!;

describe('typing: abbreviations', () => {
  it('offers the expansion of the abbreviation the text ends with, accents and case ignored', () => {
    expect(expansionAt('Muito obg', abbreviations, 'pt')).toEqual({ long: 'obrigado', length: 3 });
    expect(expansionAt('OBG', abbreviations, 'pt')).toEqual({ long: 'obrigado', length: 3 });
    expect(expansionAt('Ligue para o dr p', abbreviations, 'pt')).toEqual({ long: 'Dr. Paulo', length: 4 });
    expect(expansionAt('Ligue para o dr. p', abbreviations, 'pt')).toEqual({ long: 'Dr. Paulo', length: 5 });
    expect(expansionAt('robg', abbreviations, 'pt')).toBeNull();
    expect(expansionAt('obg ', abbreviations, 'pt')).toBeNull();
    expect(expansionAt('ty', abbreviations, 'pt')).toBeNull();
    expect(expansionAt('ty', abbreviations, 'en')).toEqual({ long: 'thank you', length: 2 });
  });

  it('puts the expansion in place of the abbreviation', () => {
    expect(expand('Ligue para o dr p', { long: 'Dr. Paulo', length: 4 })).toBe('Ligue para o Dr. Paulo ');
  });

  it('keeps one expansion per short form and language, and refuses an empty or too long one', () => {
    const changed = withAbbreviation(abbreviations, 'OBG', 'obrigada', 'pt')!;
    expect(changed.filter((a) => a.lang === 'pt').map((a) => `${a.short}→${a.long}`)).toEqual(['OBG→obrigada', 'dr p→Dr. Paulo']);
    expect(withAbbreviation(abbreviations, ' ', 'x', 'pt')).toBeNull();
    expect(withAbbreviation(abbreviations, 'x', 'y'.repeat(301), 'pt')).toBeNull();
  });
});

describe('typing: phrases', () => {
  it('keeps a saved phrase once, newest first, in its latest category', () => {
    const a: Phrase = { id: '1', text: 'Estou com dor', category: 'general', lang: 'pt', at: 1 };
    const b: Phrase = { id: '2', text: 'Estou com dor', category: 'health', lang: 'pt', at: 2 };
    const c: Phrase = { id: '3', text: 'Bom dia', category: 'general', lang: 'pt', at: 3 };
    expect(withPhrase(withPhrase(withPhrase([], a), b), c).map((p) => `${p.text}:${p.category}`)).toEqual(['Bom dia:general', 'Estou com dor:health']);
  });
});
