// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assembleSentence, guidedMachine, type GuidedParts, type GuidedStep } from '@machines/guided';
import type { Lang } from '@/i18n/language';
import {
  bodyPartPreposition,
  bodyPartsFor,
  complementsFor,
  guidedWordsOf,
  PUNCTUATION_OPTIONS,
  subjectsFor,
  SUGGESTION_COUNT,
  suggestionsFor,
  verbsFor,
  type SubjectId,
} from './content';
import { choicesFor } from './step-choices';

const PT_CONJUGATION = guidedWordsOf('pt').verbs;
const texts = (choices: { word: { text: string } }[]) => choices.map((choice) => choice.word.text);

/** The sentence a user builds by choosing these cards (by id) in this language. */
function build(lang: Lang, subject: SubjectId, verbId: string, complementId: string, mark: GuidedParts['punctuation'], bodyPartId?: string): string {
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

/** The sentence the screen makes of these cards (by id): each step's cards and events, through the machine. */
function say(lang: Lang, ids: readonly string[]): string | null {
  const actor = createActor(guidedMachine).start();
  for (const id of ids) {
    const step = actor.getSnapshot().value as GuidedStep;
    const choice = choicesFor(step, actor.getSnapshot().context, lang).find((c) => c.id === id);
    if (!choice) throw new Error(`No card ${id} at the ${step} step in ${lang}`);
    actor.send(choice.event);
  }
  return actor.getSnapshot().context.sentence;
}

describe('guided words in Spanish (tú, neutral Latin American)', () => {
  it('has its own subjects and verbs: "tener" for states, "gustar" said without the subject word', () => {
    expect(subjectsFor('es').map((c) => c.label)).toEqual(['Yo', 'Él', 'Ella', 'Ellos', 'Nosotros', 'Tú']);
    expect(verbsFor('eu', 'es').map((c) => c.label)).toEqual(['Quiero', 'Necesito', 'Tengo', 'Me gusta', 'Voy', 'Pido']);
    expect(verbsFor('voce', 'es').map((c) => c.label)).toEqual(['Quieres', 'Necesitas', 'Tienes', 'Te gusta', 'Vas', 'Pides']);
    expect(texts(complementsFor('tenemos', 'es'))).toEqual(['dolor', 'hambre', 'sed', 'frío', 'calor', 'miedo']);
    expect(texts(complementsFor('a ellos les gusta', 'es'))).toContain('fútbol');
    expect(texts(complementsFor('pedimos', 'es'))).toEqual(['algo', 'ayuda', 'atención']);
  });

  it('builds the sentences of the screen, with ¿ and ¡ opening questions and exclamations', () => {
    expect(say('es', ['eu', 'want', 'water', '.'])).toBe('Yo quiero agua.');
    expect(say('es', ['eu', 'need', 'help', '!'])).toBe('¡Yo necesito ayuda!');
    expect(say('es', ['voce', 'go', 'home', '?'])).toBe('¿Tú vas a casa?');
    expect(say('es', ['eu', 'be', 'hungry', '.'])).toBe('Yo tengo hambre.');
    expect(say('es', ['eu', 'go', 'bathroom', '.'])).toBe('Yo voy al baño.');
    expect(say('es', ['nos', 'go', 'bed', '.'])).toBe('Nosotros vamos a la cama.');
    expect(say('es', ['eles', 'need', 'bathroom', '.'])).toBe('Ellos necesitan ir al baño.');
  });

  it('goes through the pain step: "tengo dolor de cabeza", "dolor en la mano"', () => {
    expect(say('es', ['eu', 'be', 'pain', 'cabeca', '.'])).toBe('Yo tengo dolor de cabeza.');
    expect(say('es', ['ela', 'be', 'pain', 'mao', '?'])).toBe('¿Ella tiene dolor en la mano?');
    expect(build('es', 'eles', 'be', 'pain', '.', 'garganta')).toBe('Ellos tienen dolor de garganta.');
  });

  it('leaves the subject word out before "gustar", whose form names the person', () => {
    expect(say('es', ['eu', 'like', 'music', '!'])).toBe('¡Me gusta la música!');
    expect(say('es', ['voce', 'like', 'walk', '?'])).toBe('¿Te gusta pasear?');
    expect(say('es', ['ele', 'like', 'football', '.'])).toBe('A él le gusta el fútbol.');
    expect(say('es', ['nos', 'like', 'read', '.'])).toBe('Nos gusta leer.');
  });

  it('suggests whole sentences with their opening marks', () => {
    expect(suggestionsFor('es').map(assembleSentence)).toEqual(['¡Yo necesito ayuda!', 'Yo quiero agua.', 'Yo voy al baño.', 'Yo tengo hambre.']);
    expect(suggestionsFor('es', 'voce', 'go').map(assembleSentence)).toEqual(['Tú vas al baño.', '¿Tú vas a casa?']);
    expect(suggestionsFor('es', 'eu', 'like').map(assembleSentence)).toEqual(['¡Me gusta la música!']);
  });

  it('names the tones in Spanish and keeps Portuguese and English sentences as they were', () => {
    expect(PUNCTUATION_OPTIONS.map((p) => p.label.es)).toEqual(['Afirmación', 'Pregunta', 'Exclamación']);
    expect(say('pt', ['eu', 'be', 'pain', 'cabeca', '.'])).toBe('Eu estou com dor na cabeça.');
    expect(say('en', ['eu', 'be', 'pain', 'cabeca', '?'])).toBe('I am in pain in my head?');
    expect(say('pt', ['eu', 'like', 'music', '!'])).toBe('Eu gosto de música!');
  });

  it('plays the default language’s words in a language without its own guided.json', () => {
    expect(subjectsFor('xx').map((c) => c.label)).toEqual(subjectsFor('pt').map((c) => c.label));
    expect(say('xx', ['nos', 'need', 'water', '.'])).toBe('Nós precisamos de água.');
  });
});
