// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { assembleSentence, emojisOf, guidedMachine, isPainPhrase, isPainWord, stepNumber, type GuidedEvent, type GuidedStep } from './guided';

type Snapshot = SnapshotFrom<typeof guidedMachine>;

const eu = { id: 'eu', text: 'Eu', emoji: '🙋' };
const estou = { id: 'be', text: 'estou', emoji: '🧍' };
const dor = { id: 'pain', text: 'dor', emoji: '🤕', link: 'com' };
const agua = { id: 'water', text: 'água', emoji: '💧', link: 'de' };
const cabeca = { id: 'cabeca', text: 'cabeça', emoji: '🤕' };

const choose = {
  subject: { type: 'SUBJECT', word: eu },
  verb: { type: 'VERB', word: estou },
  pain: { type: 'COMPLEMENT', word: dor },
  water: { type: 'COMPLEMENT', word: agua },
  head: { type: 'BODY_PART', part: cabeca, preposition: 'na' },
  statement: { type: 'PUNCTUATION', mark: '.' },
  question: { type: 'PUNCTUATION', mark: '?' },
  back: { type: 'BACK' },
  reset: { type: 'RESET' },
  suggestion: { type: 'SUGGESTION', parts: { subject: eu, verb: estou, complement: { ...dor, text: 'dor na cabeça' }, punctuation: '.' } },
} satisfies Record<string, GuidedEvent>;

function run(...events: GuidedEvent[]) {
  const actor = createActor(guidedMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const stateOf = (snapshot: Snapshot) => snapshot.value as GuidedStep;

describe('guided flow, model-based: every simple path to the finished sentence', () => {
  // The model walks the machine's own graph; a fresh actor (the system under test) follows each path and must
  // agree with the model at every step and keep the flow's promises.
  const model = createTestModel(guidedMachine, {
    events: Object.values(choose),
    // A state is its step and what is chosen, however it was reached.
    serializeTransition: () => '',
  });
  const paths = model.getSimplePaths({ toState: (snapshot) => snapshot.matches('done'), stopWhen: (snapshot) => snapshot.matches('done') });

  it('finds paths through both branches (with and without the pain step)', () => {
    expect(paths.length).toBeGreaterThan(10);
    const through = (state: GuidedStep) => paths.filter((path) => path.steps.some((step) => step.state.matches(state)));
    expect(through('pain').length).toBeGreaterThan(0);
    expect(paths.length - through('pain').length).toBeGreaterThan(0);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(guidedMachine).start();
    const agrees = (snapshot: Snapshot) => expect(actor.getSnapshot().value).toEqual(snapshot.value);
    await path.test({
      events: Object.fromEntries(
        ['SUBJECT', 'VERB', 'COMPLEMENT', 'BODY_PART', 'PUNCTUATION', 'BACK', 'RESET', 'SUGGESTION'].map((type) => [type, (step: { event: GuidedEvent }) => actor.send(step.event)]),
      ),
      states: {
        subject: (snapshot) => {
          agrees(snapshot);
          expect(actor.getSnapshot().context.verb).toBeNull();
          expect(actor.getSnapshot().context.complement).toBeNull();
        },
        verb: (snapshot) => {
          agrees(snapshot);
          expect(actor.getSnapshot().context.subject).toEqual(eu);
          expect(actor.getSnapshot().context.complement).toBeNull();
        },
        complement: (snapshot) => {
          agrees(snapshot);
          expect(actor.getSnapshot().context.verb).toEqual(estou);
          expect(actor.getSnapshot().context.complement?.text ?? 'dor').not.toContain(' ');
          expect(actor.getSnapshot().context.punctuation).toBeNull();
        },
        pain: (snapshot) => {
          agrees(snapshot);
          expect(actor.getSnapshot().context.complement?.text).toBe('dor');
        },
        punctuation: (snapshot) => {
          agrees(snapshot);
          expect(actor.getSnapshot().context.complement).not.toBeNull();
          expect(actor.getSnapshot().context.punctuation).toBeNull();
        },
        done: (snapshot) => {
          agrees(snapshot);
          const { sentence, intonation, complement } = actor.getSnapshot().context;
          expect(['Eu estou com dor na cabeça.', 'Eu estou com dor na cabeça?', 'Eu estou de água.', 'Eu estou de água?']).toContain(sentence);
          expect(intonation).toBe(sentence?.endsWith('?') ? 'question' : 'statement');
          // The pain step is never skipped: a pain word always arrives here with its body part.
          if (complement?.text.startsWith('dor')) expect(complement.text).toBe('dor na cabeça');
        },
      },
    });
  });
});

describe('guided flow: back rules (spec §4)', () => {
  const toPunctuationViaPain = [choose.subject, choose.verb, choose.pain, choose.head] as const;

  it('verb → subject clears verb, complement and punctuation but keeps the subject', () => {
    const snapshot = run(choose.subject, choose.back);
    expect(stateOf(snapshot)).toBe('subject');
    expect(snapshot.context.subject).toEqual(eu);
    expect(run(choose.subject, choose.verb, choose.back, choose.back).context).toMatchObject({ verb: null, complement: null, punctuation: null });
  });

  it('complement → verb; pain → complement keeping the pain word', () => {
    expect(stateOf(run(choose.subject, choose.verb, choose.back))).toBe('verb');
    const fromPain = run(choose.subject, choose.verb, choose.pain, choose.back);
    expect(stateOf(fromPain)).toBe('complement');
    expect(fromPain.context.complement?.text).toBe('dor');
  });

  it('punctuation → pain step when the complement holds a pain phrase, with the bare pain word again', () => {
    const snapshot = run(...toPunctuationViaPain, choose.back);
    expect(stateOf(snapshot)).toBe('pain');
    expect(snapshot.context.complement).toEqual(dor);
    const again = run(...toPunctuationViaPain, choose.back, { type: 'BODY_PART', part: { id: 'olhos', text: 'olhos', emoji: '👀' }, preposition: 'nos' }, choose.statement);
    expect(again.context.sentence).toBe('Eu estou com dor nos olhos.');
  });

  it('punctuation → complement otherwise, clearing the punctuation', () => {
    const snapshot = run(choose.subject, choose.verb, choose.water, choose.back);
    expect(stateOf(snapshot)).toBe('complement');
    expect(snapshot.context.complement).toEqual(agua);
    expect(snapshot.context.punctuation).toBeNull();
  });

  it('back is ignored on the first step; back from the end lets the tone be chosen again', () => {
    expect(stateOf(run(choose.back))).toBe('subject');
    const snapshot = run(...toPunctuationViaPain, choose.statement, choose.back);
    expect(stateOf(snapshot)).toBe('punctuation');
    expect(snapshot.context).toMatchObject({ punctuation: null, sentence: null });
    expect(run(...toPunctuationViaPain, choose.statement, choose.back, choose.question).context.sentence).toBe('Eu estou com dor na cabeça?');
  });

  it('reset from any step returns to the subject with nothing chosen', () => {
    for (const events of [[choose.subject], [choose.subject, choose.verb, choose.pain], [...toPunctuationViaPain, choose.statement]]) {
      const snapshot = run(...events, choose.reset);
      expect(stateOf(snapshot)).toBe('subject');
      expect(Object.values(snapshot.context).every((value) => value === null)).toBe(true);
    }
  });
});

describe('guided flow: pain step, suggestions and the sentence', () => {
  it('the pain step follows only a complement that is exactly pain/dor, in any case', () => {
    expect(stateOf(run(choose.subject, choose.verb, { type: 'COMPLEMENT', word: { ...dor, text: 'DOR' } }))).toBe('pain');
    expect(stateOf(run(choose.subject, choose.verb, { type: 'COMPLEMENT', word: { id: 'p', text: 'Pain', emoji: '🤕' } }))).toBe('pain');
    expect(stateOf(run(choose.subject, choose.verb, { type: 'COMPLEMENT', word: { id: 'x', text: 'dor de cabeça', emoji: '🤕' } }))).toBe('punctuation');
    expect(isPainWord(' dor ')).toBe(true);
    expect(isPainWord('dores')).toBe(false);
    expect(isPainPhrase({ id: 'pain', text: 'pain in my head', emoji: '' })).toBe(true);
    expect(isPainPhrase({ id: 'pain', text: 'dor', emoji: '' })).toBe(false);
  });

  it('a body part builds pain word + preposition + place, in English too', () => {
    const snapshot = run(
      { type: 'SUBJECT', word: { id: 'ela', text: 'She', emoji: '👩' } },
      { type: 'VERB', word: { id: 'be', text: 'is', emoji: '🧍' } },
      { type: 'COMPLEMENT', word: { id: 'pain', text: 'pain', emoji: '🤕', link: 'in' } },
      { type: 'BODY_PART', part: { id: 'mao', text: 'hand', emoji: '✋' }, preposition: 'in her' },
      { type: 'PUNCTUATION', mark: '!' },
    );
    expect(snapshot.context.complement?.text).toBe('pain in her hand');
    expect(snapshot.context).toMatchObject({ sentence: 'She is in pain in her hand!', intonation: 'exclamation' });
    expect(emojisOf(snapshot.context)).toEqual(['👩', '🧍', '🤕', '✋']);
  });

  it('a suggestion jumps to the end from any step; back from it offers the tone, then the body parts', () => {
    const parts = { subject: eu, verb: estou, complement: { ...dor, text: 'dor na barriga' }, punctuation: '.' as const };
    const snapshot = run(choose.subject, { type: 'SUGGESTION', parts });
    expect(stateOf(snapshot)).toBe('done');
    expect(snapshot.context).toMatchObject({ sentence: 'Eu estou com dor na barriga.', intonation: 'statement' });
    const back = run({ type: 'SUGGESTION', parts }, choose.back, choose.back);
    expect(stateOf(back)).toBe('pain');
    expect(back.context.complement?.text).toBe('dor');
  });

  it('assembles subject + verb + link + complement with a capital and the mark', () => {
    expect(assembleSentence({ subject: { id: 'i', text: 'I', emoji: '' }, verb: { id: 'go', text: 'am going', emoji: '' }, complement: { id: 'b', text: 'bathroom', emoji: '', link: 'to the' }, punctuation: '?' })).toBe(
      'I am going to the bathroom?',
    );
    expect(assembleSentence({ subject: { id: 'voce', text: 'você', emoji: '' }, verb: { id: 'want', text: 'quer', emoji: '' }, complement: { id: 'w', text: 'água', emoji: '' }, punctuation: '.' })).toBe('Você quer água.');
  });

  it('emits "finished" with the sentence when a tone or a suggestion ends it, never on back or reset', () => {
    const actor = createActor(guidedMachine).start();
    const finished: (string | null)[] = [];
    actor.on('finished', ({ context }) => finished.push(context.sentence));
    for (const event of [choose.subject, choose.verb, choose.pain, choose.head, choose.back]) actor.send(event);
    expect(finished).toEqual([]);
    actor.send(choose.head);
    actor.send(choose.statement);
    expect(finished).toEqual(['Eu estou com dor na cabeça.']);
    actor.send(choose.back); // from the end to the tone: nothing is said
    actor.send(choose.reset);
    expect(finished).toEqual(['Eu estou com dor na cabeça.']);
    actor.send(choose.suggestion);
    actor.send(choose.back);
    actor.send(choose.question);
    expect(finished).toEqual(['Eu estou com dor na cabeça.', 'Eu estou com dor na cabeça.', 'Eu estou com dor na cabeça?']);
  });

  it('a complement marked as pain leads to the body parts whatever its word (Spanish "dolor")', () => {
    const tengo = { id: 'be', text: 'tengo', emoji: '🧍' };
    const dolor = { id: 'pain', text: 'dolor', emoji: '🤕', pain: true as const };
    const snapshot = run({ type: 'SUBJECT', word: { id: 'eu', text: 'Yo', emoji: '🙋' } }, { type: 'VERB', word: tengo }, { type: 'COMPLEMENT', word: dolor });
    expect(stateOf(snapshot)).toBe('pain');
    const parts = { subject: eu, verb: tengo, complement: { ...dolor, text: 'dolor de cabeza' }, punctuation: '.' as const };
    expect(isPainPhrase(parts.complement)).toBe(true);
    expect(isPainPhrase(dolor)).toBe(false);
    const back = run({ type: 'SUGGESTION', parts }, choose.back, choose.back);
    expect(stateOf(back)).toBe('pain');
    expect(back.context.complement).toEqual(dolor);
  });

  it('opens the sentence with the tone’s opening mark, and leaves out the subject before a verb that names it', () => {
    const yo = { id: 'eu', text: 'yo', emoji: '🙋' };
    const necesito = { id: 'need', text: 'necesito', emoji: '❗' };
    const ayuda = { id: 'help', text: 'ayuda', emoji: '🆘' };
    const exclaimed = run({ type: 'SUBJECT', word: yo }, { type: 'VERB', word: necesito }, { type: 'COMPLEMENT', word: ayuda }, { type: 'PUNCTUATION', mark: '!', opening: '¡' });
    expect(exclaimed.context).toMatchObject({ sentence: '¡Yo necesito ayuda!', intonation: 'exclamation' });
    // Back to the tone forgets the mark; a tone without one gives none.
    const stated = run({ type: 'SUBJECT', word: yo }, { type: 'VERB', word: necesito }, { type: 'COMPLEMENT', word: ayuda }, { type: 'PUNCTUATION', mark: '!', opening: '¡' }, choose.back, choose.statement);
    expect(stated.context).toMatchObject({ sentence: 'Yo necesito ayuda.', opening: null });
    const meGusta = { id: 'like', text: 'me gusta', emoji: '❤️', withoutSubject: true as const };
    const musica = { id: 'music', text: 'música', emoji: '🎵', link: 'la' };
    expect(assembleSentence({ subject: yo, verb: meGusta, complement: musica, punctuation: '?', opening: '¿' })).toBe('¿Me gusta la música?');
    const suggested = run({ type: 'SUGGESTION', parts: { subject: yo, verb: meGusta, complement: musica, punctuation: '!', opening: '¡' } });
    expect(suggested.context.sentence).toBe('¡Me gusta la música!');
    expect(emojisOf(suggested.context)).toEqual(['🙋', '❤️', '🎵']);
  });

  it('numbers the four progress steps, the pain step being the third', () => {
    expect((['subject', 'verb', 'complement', 'pain', 'punctuation', 'done'] as const).map(stepNumber)).toEqual([1, 2, 3, 3, 4, 4]);
  });
});
