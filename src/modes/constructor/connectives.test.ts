// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_PARTS } from '@/boards/vocabulary/body-parts';
import { withConnectives } from './connectives';

const pt = (...words: string[]) => withConnectives(words, 'pt');
const en = (...words: string[]) => withConnectives(words, 'en');

describe('Portuguese connectives (spec 000 §5)', () => {
  it.each(['Preciso', 'Precisa', 'Precisam', 'Precisamos'])('%s + need-noun takes "de"', (verb) => {
    for (const noun of ['Água', 'Comida', 'Remédio', 'Ajuda', 'Banho']) {
      expect(pt('Eu', verb, noun)).toBe(`Eu ${verb.toLowerCase()} de ${noun.toLowerCase()}`);
    }
  });

  it('Dor + any body part takes "de"', () => {
    for (const part of BODY_PARTS) expect(pt('Dor', part.label.pt)).toBe(`Dor de ${part.label.pt.toLowerCase()}`);
    expect(pt('Eu', 'Estou', 'Com', 'Dor', 'Cabeça')).toBe('Eu estou com dor de cabeça');
  });

  it.each(['Vou', 'Vai', 'Vão', 'Vamos', 'Ir'])('%s takes "para" before Casa, Hospital, Cama and "ao" before Banheiro', (verb) => {
    const v = verb.toLowerCase();
    expect(pt('Eles', verb, 'Casa')).toBe(`Eles ${v} para casa`);
    expect(pt('Eles', verb, 'Hospital')).toBe(`Eles ${v} para hospital`);
    expect(pt('Eles', verb, 'Cama')).toBe(`Eles ${v} para cama`);
    expect(pt('Eles', verb, 'Banheiro')).toBe(`Eles ${v} ao banheiro`);
  });

  it.each(['Estou', 'Está', 'Estão', 'Estamos'])('%s takes "com" before Dor, Fome, Sede, Frio, Calor, Medo', (verb) => {
    for (const word of ['Dor', 'Fome', 'Sede', 'Frio', 'Calor', 'Medo']) {
      expect(pt('Nós', verb, word)).toBe(`Nós ${verb.toLowerCase()} com ${word.toLowerCase()}`);
    }
  });

  it('adds nothing where no rule applies, nor twice when the connective was chosen', () => {
    expect(pt('Eu', 'Quero', 'Água')).toBe('Eu quero água');
    expect(pt('Eu', 'Preciso', 'Casa')).toBe('Eu preciso casa');
    expect(pt('Eu', 'Estou', 'Feliz')).toBe('Eu estou feliz');
    expect(pt('Eu', 'Preciso', 'De', 'Água')).toBe('Eu preciso de água');
    expect(pt('Eu', 'Quero', 'Ir', 'Banheiro')).toBe('Eu quero ir ao banheiro');
  });

  it('matches words in any case and without accents, and an empty list makes no sentence', () => {
    expect(pt('eu', 'PRECISO', 'agua')).toBe('Eu preciso de agua');
    expect(pt()).toBe('');
  });
});

describe('English connectives (spec 000 §5)', () => {
  it('Pain + any body part takes "in my"', () => {
    for (const part of BODY_PARTS) expect(en('Pain', part.label.en)).toBe(`Pain in my ${part.label.en.toLowerCase()}`);
    expect(en('I', 'Have', 'Pain', 'Head')).toBe('I have pain in my head');
  });

  it.each(['Go', 'Goes'])('%s takes "to" before Bathroom, Home, Hospital, Bed', (verb) => {
    for (const place of ['Bathroom', 'Home', 'Hospital', 'Bed']) {
      expect(en('She', verb, place)).toBe(`She ${verb.toLowerCase()} to ${place.toLowerCase()}`);
    }
    expect(en('She', verb, 'Water')).toBe(`She ${verb.toLowerCase()} water`);
  });

  it('a several-word card ending in "go" gets its "to" too', () => {
    expect(en('I', 'Want', 'To go', 'Bathroom')).toBe('I want to go to bathroom');
  });

  it('Need, Needs and Am add nothing', () => {
    expect(en('I', 'Need', 'Water')).toBe('I need water');
    expect(en('He', 'Needs', 'Help')).toBe('He needs help');
    expect(en('I', 'Am', 'Cold')).toBe('I am cold');
  });

  it('keeps "I" capital anywhere, lower-cases the rest after the first word', () => {
    expect(en('I', 'Want', 'Water')).toBe('I want water');
    expect(en('Yes', 'I', 'Am', 'Happy')).toBe('Yes I am happy');
    expect(en('Water')).toBe('Water');
  });

  it('does not apply the other language’s rules', () => {
    expect(en('Need', 'Water')).toBe('Need water');
    expect(en('Vou', 'Casa')).toBe('Vou casa');
  });
});

describe('Spanish connectives (src/languages/es/words.ts)', () => {
  const es = (...words: string[]) => withConnectives(words, 'es');

  it('"necesito agua" and "tengo hambre" take nothing; "dolor" takes "de" before a body part', () => {
    expect(es('Yo', 'Necesito', 'Agua')).toBe('Yo necesito agua');
    expect(es('Tengo', 'Hambre')).toBe('Tengo hambre');
    expect(es('Tengo', 'Dolor', 'Cabeza')).toBe('Tengo dolor de cabeza');
    for (const part of BODY_PARTS) expect(es('Dolor', part.label.es!)).toBe(`Dolor de ${part.label.es!.toLowerCase()}`);
  });

  it.each(['Voy', 'Vas', 'Va', 'Vamos', 'Van', 'Ir'])('%s takes "al" before Baño and Hospital, "a" before Casa, "a la" before Cama', (verb) => {
    const v = verb.toLowerCase();
    expect(es('Ellos', verb, 'Baño')).toBe(`Ellos ${v} al baño`);
    expect(es('Ellos', verb, 'Hospital')).toBe(`Ellos ${v} al hospital`);
    expect(es('Ellos', verb, 'Casa')).toBe(`Ellos ${v} a casa`);
    expect(es('Ellos', verb, 'Cama')).toBe(`Ellos ${v} a la cama`);
  });

  it('says "Quiero ir al baño", accents and ñ kept, in sentence case', () => {
    expect(es('Quiero', 'Ir', 'Baño')).toBe('Quiero ir al baño');
    expect(es('BAÑO')).toBe('Baño');
  });
});
