// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assembleSentence, type GuidedParts } from '@machines/guided';
import {
  bodyPartPreposition,
  bodyPartsFor,
  complementsFor,
  PT_CONJUGATION,
  PUNCTUATION_OPTIONS,
  subjectsFor,
  SUGGESTION_COUNT,
  suggestionsFor,
  verbsFor,
  type SubjectId,
} from './content';

const texts = (choices: { word: { text: string } }[]) => choices.map((choice) => choice.word.text);

/** The sentence a user builds by choosing these cards (by id) in this language. */
function build(lang: 'pt' | 'en', subject: SubjectId, verbId: string, complementId: string, mark: GuidedParts['punctuation'], bodyPartId?: string): string {
  const verb = verbsFor(subject, lang).find((c) => c.word.id === verbId)!.word;
  let complement = complementsFor(verb.text, lang).find((c) => c.word.id === complementId)!.word;
  if (bodyPartId) {
    const { part, word } = bodyPartsFor(lang).find((c) => c.word.id === bodyPartId)!;
    complement = { ...complement, text: `${complement.text} ${bodyPartPreposition(part, subject, lang)} ${word.text}` };
  }
  const subjectWord = subjectsFor(lang).find((c) => c.word.id === subject)!.word;
  return assembleSentence({ subject: subjectWord, verb, complement, punctuation: mark });
}

describe('guided vocabulary', () => {
  it('has six subjects per language (spec §9)', () => {
    expect(subjectsFor('pt').map((c) => c.label)).toEqual(['Eu', 'Ele', 'Ela', 'Eles', 'Nós', 'Você']);
    expect(subjectsFor('en').map((c) => c.label)).toEqual(['I', 'He', 'She', 'They', 'We', 'You']);
  });

  it('conjugates the five verbs of the spec for each Portuguese pronoun (spec §4)', () => {
    const five = (id: SubjectId) => [PT_CONJUGATION[id].want, PT_CONJUGATION[id].need, PT_CONJUGATION[id].be, PT_CONJUGATION[id].like, PT_CONJUGATION[id].go];
    expect(five('eu')).toEqual(['Quero', 'Preciso', 'Estou', 'Gosto', 'Vou']);
    expect(five('ele')).toEqual(['Quer', 'Precisa', 'Está', 'Gosta', 'Vai']);
    expect(five('ela')).toEqual(five('ele'));
    expect(five('voce')).toEqual(five('ele'));
    expect(five('eles')).toEqual(['Querem', 'Precisam', 'Estão', 'Gostam', 'Vão']);
    expect(five('nos')).toEqual(['Queremos', 'Precisamos', 'Estamos', 'Gostamos', 'Vamos']);
    expect(verbsFor('ele', 'pt').map((c) => c.label).slice(0, 5)).toEqual(['Quer', 'Precisa', 'Está', 'Gosta', 'Vai']);
  });

  it('offers verbs that agree with the English subject', () => {
    expect(texts(verbsFor('eu', 'en'))).toEqual(['want', 'need', 'am', 'like', 'am going', 'ask for']);
    expect(texts(verbsFor('ela', 'en'))).toEqual(['wants', 'needs', 'is', 'likes', 'is going', 'asks for']);
    expect(texts(verbsFor('eles', 'en'))).toEqual(['want', 'need', 'are', 'like', 'are going', 'ask for']);
  });

  it('matches complements to the verb by keyword, with something / help / attention otherwise', () => {
    expect(complementsFor('estão', 'pt')[0]!.word.text).toBe('dor');
    expect(complementsFor('am', 'en')[0]!.word.text).toBe('pain');
    expect(texts(complementsFor('are going', 'en'))).toContain('bathroom');
    expect(texts(complementsFor('precisamos', 'pt'))).toContain('remédio');
    expect(texts(complementsFor('peço', 'pt'))).toEqual(['algo', 'ajuda', 'atenção']);
    expect(texts(complementsFor('dance', 'en'))).toEqual(['something', 'help', 'attention']);
  });

  it('assembles Portuguese with "com" for conditions, "de" before needs, "para"/"ao" before places (spec §5)', () => {
    expect(build('pt', 'eu', 'be', 'pain', '.', 'cabeca')).toBe('Eu estou com dor na cabeça.');
    expect(build('pt', 'eles', 'be', 'pain', '?', 'olhos')).toBe('Eles estão com dor nos olhos?');
    expect(build('pt', 'nos', 'be', 'pain', '.', 'costas')).toBe('Nós estamos com dor nas costas.');
    expect(build('pt', 'ele', 'be', 'pain', '!', 'pe')).toBe('Ele está com dor no pé!');
    expect(build('pt', 'eu', 'need', 'water', '.')).toBe('Eu preciso de água.');
    expect(build('pt', 'voce', 'go', 'home', '?')).toBe('Você vai para casa?');
    expect(build('pt', 'eu', 'go', 'bathroom', '.')).toBe('Eu vou ao banheiro.');
    expect(build('pt', 'ela', 'want', 'water', '.')).toBe('Ela quer água.');
  });

  it('assembles English with "in my / your / his / her / our / their" for pain and "to" for places', () => {
    expect(build('en', 'eu', 'be', 'pain', '.', 'cabeca')).toBe('I am in pain in my head.');
    const possessives = (['voce', 'ele', 'ela', 'nos', 'eles'] as const).map((s) => build('en', s, 'be', 'pain', '.', 'braco'));
    expect(possessives).toEqual([
      'You are in pain in your arm.',
      'He is in pain in his arm.',
      'She is in pain in her arm.',
      'We are in pain in our arm.',
      'They are in pain in their arm.',
    ]);
    expect(build('en', 'eu', 'go', 'bathroom', '.')).toBe('I am going to the bathroom.');
    expect(build('en', 'ele', 'need', 'help', '!')).toBe('He needs help!');
  });

  it('offers three tones and a few whole-sentence suggestions for the chosen subject and verb', () => {
    expect(PUNCTUATION_OPTIONS.map((p) => p.mark)).toEqual(['.', '?', '!']);
    expect(suggestionsFor('pt').map(assembleSentence)).toEqual(['Eu preciso de ajuda!', 'Eu quero água.', 'Eu vou ao banheiro.', 'Eu estou com fome.']);
    expect(suggestionsFor('en', 'ela').map(assembleSentence)).toEqual(['She needs help!', 'She wants water.', 'She is going to the bathroom.', 'She is hungry.']);
    const forVerb = suggestionsFor('pt', 'eles', 'go').map(assembleSentence);
    expect(forVerb).toEqual(['Eles vão ao banheiro.', 'Eles vão para casa?']);
    expect(forVerb.length).toBeLessThanOrEqual(SUGGESTION_COUNT);
  });
});
