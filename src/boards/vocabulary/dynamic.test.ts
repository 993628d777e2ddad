// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectWellFormed } from './card-list.harness';
import { DYNAMIC_CATEGORIES } from './dynamic';

const words = DYNAMIC_CATEGORIES.flatMap((category) => category.words);

describe('dynamic mode content', () => {
  it('has the spec’s nine categories, in its order, in both languages', () => {
    expect(DYNAMIC_CATEGORIES.map((c) => c.title.en)).toEqual([
      'Initial', 'Basic Needs', 'Greetings', 'Pain', 'Questions', 'Feelings', 'Descriptive', 'Time', 'Animals & Objects',
    ]);
    expect(DYNAMIC_CATEGORIES.map((c) => c.title.pt)).toEqual([
      'Iniciais', 'Imediatas', 'Saudações', 'Dor', 'Perguntar', 'Sentimentos', 'Descrever', 'Tempo', 'Animais e Objetos',
    ]);
  });

  it('holds at least the 64 default cards, 8 per category', () => {
    for (const category of DYNAMIC_CATEGORIES) expect(category.words, category.id).toHaveLength(8);
    expect(words.length).toBeGreaterThanOrEqual(64);
  });

  it('gives every card its own id, its own label per language and a real emoji', () => {
    expectWellFormed(words);
  });
});
