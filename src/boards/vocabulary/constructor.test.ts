// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_PARTS } from './body-parts';
import { COMMON_WORD_IDS, CONSTRUCTOR_GROUPS, GROUP_IDS, PERSONS, type ConstructorWord, type Person } from './constructor';

const group = (id: string) => CONSTRUCTOR_GROUPS.find((g) => g.id === id)!;
const word = (id: string) => CONSTRUCTOR_GROUPS.flatMap((g) => g.words).find((w) => w.id === id)!;
const verbsFor = (person: Person, lang: 'pt' | 'en') => group('verbs').words.map((verb) => verb.forms![person][lang]);

describe('constructor vocabulary', () => {
  it('has the seven grammar groups of spec 000 §2.8, in order, titled in both languages', () => {
    expect(CONSTRUCTOR_GROUPS.map((g) => g.id)).toEqual(GROUP_IDS);
    expect(CONSTRUCTOR_GROUPS.map((g) => g.title.pt)).toEqual(['Pronomes', 'Verbos', 'Substantivos', 'Adjetivos', 'Artigos', 'Preposições', 'Outros']);
    expect(CONSTRUCTOR_GROUPS.map((g) => g.title.en)).toEqual(['Pronouns', 'Verbs', 'Nouns', 'Adjectives', 'Articles', 'Prepositions', 'Others']);
  });

  it('gives every word a unique id, an emoji and a label in each language it is offered in, none repeated within a screen', () => {
    const all = CONSTRUCTOR_GROUPS.flatMap((g) => g.words);
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length);
    for (const w of all) {
      expect(w.emoji, w.id).not.toBe('');
      for (const lang of w.onlyIn ?? ['pt', 'en', 'es']) expect(w.label[lang]?.trim(), `${w.id} ${lang}`).toBeTruthy();
    }
    expect(all.filter((w) => w.onlyIn).map((w) => `${w.id}: ${w.onlyIn!.join(' ')}`)).toEqual(['the-f: es pt', 'a-f: es pt', 'an: en', 'to-the: es pt', 'of-the: es', 'in-the: es pt', 'on: en']);
    for (const lang of ['pt', 'en', 'es'] as const) {
      for (const g of CONSTRUCTOR_GROUPS) {
        const labels = g.words.filter((w) => !w.onlyIn || w.onlyIn.includes(lang)).map((w) => w.label[lang]);
        expect(new Set(labels).size, `${g.id} ${lang}`).toBe(labels.length);
      }
    }
  });

  it('offers the spec’s six subjects and every word the connective rules name', () => {
    expect(group('pronouns').words.map((w) => w.label.pt)).toEqual(['Eu', 'Você', 'Ele', 'Ela', 'Nós', 'Eles']);
    expect(group('pronouns').words.map((w) => w.label.en)).toEqual(['I', 'You', 'He', 'She', 'We', 'They']);
    const pt = new Set(CONSTRUCTOR_GROUPS.flatMap((g) => g.words.flatMap((w: ConstructorWord) => [w.label.pt, ...PERSONS.map((p) => w.forms?.[p].pt ?? '')])));
    const en = new Set(CONSTRUCTOR_GROUPS.flatMap((g) => g.words.flatMap((w: ConstructorWord) => [w.label.en, ...PERSONS.map((p) => w.forms?.[p].en ?? '')])));
    for (const named of ['Preciso', 'Precisa', 'Precisam', 'Precisamos', 'Água', 'Comida', 'Remédio', 'Ajuda', 'Banho', 'Dor',
      'Vou', 'Vai', 'Vão', 'Vamos', 'Ir', 'Casa', 'Hospital', 'Cama', 'Banheiro', 'Estou', 'Está', 'Estão', 'Estamos', 'Fome', 'Sede', 'Frio', 'Calor', 'Medo']) {
      expect(pt.has(named), named).toBe(true);
    }
    for (const named of ['Pain', 'Go', 'Goes', 'Bathroom', 'Home', 'Hospital', 'Bed', 'Need', 'Needs', 'Am']) expect(en.has(named), named).toBe(true);
    for (const part of BODY_PARTS) expect(pt.has(part.label.pt) && en.has(part.label.en), part.id).toBe(true);
  });

  it('conjugates the spec’s Portuguese table by the last chosen pronoun', () => {
    expect(verbsFor('eu', 'pt').slice(0, 5)).toEqual(['Quero', 'Preciso', 'Estou', 'Gosto', 'Vou']);
    expect(verbsFor('ele', 'pt').slice(0, 5)).toEqual(['Quer', 'Precisa', 'Está', 'Gosta', 'Vai']);
    expect(verbsFor('ela', 'pt').slice(0, 5)).toEqual(['Quer', 'Precisa', 'Está', 'Gosta', 'Vai']);
    expect(verbsFor('voce', 'pt').slice(0, 5)).toEqual(['Quer', 'Precisa', 'Está', 'Gosta', 'Vai']);
    expect(verbsFor('nos', 'pt').slice(0, 5)).toEqual(['Queremos', 'Precisamos', 'Estamos', 'Gostamos', 'Vamos']);
    expect(verbsFor('eles', 'pt').slice(0, 5)).toEqual(['Querem', 'Precisam', 'Estão', 'Gostam', 'Vão']);
    expect(verbsFor('eu', 'en').slice(0, 5)).toEqual(['Want', 'Need', 'Am', 'Like', 'Go']);
    expect(verbsFor('ele', 'en').slice(0, 5)).toEqual(['Wants', 'Needs', 'Is', 'Likes', 'Goes']);
    expect(verbsFor('eles', 'en').slice(0, 5)).toEqual(['Want', 'Need', 'Are', 'Like', 'Go']);
  });

  it('pre-caches about 15 common words that exist (spec 000 §9)', () => {
    expect(COMMON_WORD_IDS).toHaveLength(15);
    for (const id of COMMON_WORD_IDS) expect(word(id), id).toBeDefined();
  });
});
