// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countSelections } from './keystrokes';

describe('counting selections', () => {
  it('counts one key a character with no prediction', () => {
    expect(countSelections('Eu quero água', () => [])).toEqual({ characters: 13, selections: 13, steps: 13, savings: 0 });
  });

  it('counts a suggestion as one selection that writes the word and its space', () => {
    // "quero" is offered after "Eu q"; "água" after "Eu quero ".
    const suggest = (before: string) => (before === 'Eu q' ? ['quero'] : before === 'Eu quero ' ? ['água'] : []);
    const count = countSelections('Eu quero água', suggest);
    // E, u, space, q, [quero ], [água] = 6 selections for 13 characters.
    expect(count.selections).toBe(6);
    expect(count.savings).toBeCloseTo(1 - 6 / 13);
  });

  it('counts a two-word suggestion as one selection when the text goes on with both words', () => {
    const suggest = (before: string) => (before === 'Sim, p' ? ['para', 'por favor'] : []);
    // S, i, m, comma, space, p, [por favor] = 7 selections for 14 characters.
    expect(countSelections('Sim, por favor', suggest).selections).toBe(7);
    expect(countSelections('Sim, por favorzinho', suggest).selections).toBe(19);
  });

  it('takes only the exact word (accents and capitals as written), and punctuation is typed', () => {
    expect(countSelections('agua.', () => ['água']).selections).toBe(5);
    expect(countSelections('água.', (before) => (before === '' ? ['água'] : [])).selections).toBe(2);
    // After a suggestion, a comma takes the suggestion's space and writes its own: [água] , [fria] = 3 selections.
    const afterComma = (before: string) => (before === '' ? ['água'] : before === 'água, ' ? ['fria'] : []);
    expect(countSelections('água, fria', afterComma).selections).toBe(3);
    // Typed after a letter, the sign is followed by a space key: a , space f r i a, then [fria] from "água, ".
    expect(countSelections('água, fria', (before) => (before === 'água, ' ? ['fria'] : [])).selections).toBe(7);
    expect(countSelections('', () => ['x'])).toEqual({ characters: 0, selections: 0, steps: 0, savings: 0 });
  });

  it('counts a whole sentence offered as one selection that writes the sentence being typed', () => {
    const sentence = 'Quero ir ao banheiro';
    const suggest = (before: string) => (before === 'Bom dia. Q' ? { suggestions: [sentence, 'Que'], sentences: new Set([sentence]) } : { suggestions: [] });
    // B o m space d i a . space Q, then [Quero ir ao banheiro] = 11 selections for 29 characters.
    expect(countSelections(`Bom dia. ${sentence}`, suggest)).toMatchObject({ characters: 29, selections: 11 });
    // A sentence the text does not go on with is not taken.
    expect(countSelections('Bom dia. Quero sair', suggest).selections).toBe(19);
  });

  it('sums each selection’s cost: a suggestion by its place, a key by its character; a character no key types is left out', () => {
    const suggest = (before: string) => (before === 'Eu ' ? ['quero', 'água'] : []);
    const cost = { suggestion: (index: number) => 10 + index, key: (char: string) => (char === '!' ? undefined : 2) };
    // E, u, space: 3 keys × 2; [quero ] at place 0: 10; then "!": no key, left out.
    expect(countSelections('Eu quero!', suggest, cost)).toEqual({ characters: 8, selections: 4, steps: 16, savings: 0.5 });
  });
});
