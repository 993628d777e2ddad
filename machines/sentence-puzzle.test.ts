// @vitest-environment node
// The sentence puzzle on a simulated clock (spec 001 §4, §5, §9): validation, pieces and colours, a drop only into
// an empty slot, a placed piece going back, correct (spoken once) and incorrect (1.5 s red, toast, 1 s reshuffle),
// a suggestion restarting after 300 ms with audio stopped, and New Sentence.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  isSolved,
  sentencePuzzleMachine,
  shuffle,
  validateSentence,
  type SentencePuzzleEmitted,
} from './sentence-puzzle';

/** A fixed random source: always the same shuffle, so tests know where each piece is. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

function start(random = sequence(0.1, 0.7, 0.3, 0.9, 0.5)) {
  const clock = new SimulatedClock();
  const actor = createActor(sentencePuzzleMachine, { input: { random }, clock });
  const emitted: SentencePuzzleEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const idOf = (word: string, nth = 0) => ctx().pieces.filter((p) => p.word === word)[nth]?.id as string;
  return { actor, clock, emitted, ctx, state, idOf };
}

describe('sentence validation (spec 001 §5)', () => {
  it('needs two words and at most 200 characters, after trimming', () => {
    expect(validateSentence('   ')).toBe('minWords');
    expect(validateSentence('  água  ')).toBe('minWords');
    expect(validateSentence('eu quero')).toBeNull();
    expect(validateSentence(`eu ${'a'.repeat(197)}`)).toBeNull();
    expect(validateSentence(`eu ${'a'.repeat(198)}`)).toBe('tooLong');
    expect(validateSentence(`  eu quero  ${' '.repeat(300)}`)).toBeNull();
    expect(validateSentence('x'.repeat(10_000))).toBe('tooLong');
  });
});

describe('shuffle', () => {
  it('never gives back the sentence in its own order, even from a random source that always says the same', () => {
    const words = ['eu', 'quero', 'água'];
    for (const value of [0, 0.5, 0.999]) expect(shuffle(words, () => value, words)).not.toEqual(words);
    expect(shuffle(['só'], () => 0, ['só'])).toEqual(['só']);
  });
});

describe('sentence puzzle', () => {
  it('refuses a sentence with the spec’s reason and stays at the input stage', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'água' });
    p.actor.send({ type: 'START', text: 'a '.repeat(150) });
    expect(p.emitted).toEqual([
      { type: 'invalid', error: 'minWords' },
      { type: 'invalid', error: 'tooLong' },
    ]);
    expect(p.state()).toBe('input');
  });

  it('cuts the sentence into shuffled pieces with the eight colours cycled, and empty slots', () => {
    const p = start();
    p.actor.send({ type: 'START', text: '  um dois três quatro cinco seis sete oito nove  ' });
    expect(p.state()).toEqual({ playing: 'building' });
    const { pieces, slots, sentence } = p.ctx();
    expect(sentence).toBe('um dois três quatro cinco seis sete oito nove');
    expect(slots).toEqual(Array(9).fill(null));
    expect(pieces.map((piece) => piece.word)).not.toEqual(sentence.split(' '));
    const byOrder = [...pieces].sort((a, b) => a.order - b.order);
    expect(byOrder.map((piece) => piece.colour)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
    expect(byOrder.map((piece) => piece.id)).toEqual(Array.from({ length: 9 }, (_, i) => `piece-${i}`));
  });

  it('takes a piece only into an empty slot, once, and gives a placed piece back', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'eu quero água' });
    p.actor.send({ type: 'PLACE', piece: p.idOf('eu'), slot: 0 });
    p.actor.send({ type: 'PLACE', piece: p.idOf('quero'), slot: 0 });
    p.actor.send({ type: 'PLACE', piece: p.idOf('eu'), slot: 1 });
    expect(p.ctx().slots).toEqual([p.idOf('eu'), null, null]);
    p.actor.send({ type: 'UNPLACE', slot: 0 });
    expect(p.ctx().slots).toEqual([null, null, null]);
  });

  it('solved: says so once with the sentence, and waits for the next one', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'Eu quero água!' });
    ['Eu', 'quero', 'água!'].forEach((word, slot) => p.actor.send({ type: 'PLACE', piece: p.idOf(word), slot }));
    expect(p.state()).toEqual({ playing: 'correct' });
    expect(p.emitted).toEqual([{ type: 'solved', sentence: 'Eu quero água!' }]);
    p.clock.increment(60_000);
    expect(p.state()).toEqual({ playing: 'correct' });
  });

  it('two pieces with the same word are interchangeable', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'o gato e o cão' });
    const order = [p.idOf('o', 1), p.idOf('gato'), p.idOf('e'), p.idOf('o', 0), p.idOf('cão')];
    order.forEach((piece, slot) => p.actor.send({ type: 'PLACE', piece, slot }));
    expect(isSolved(p.ctx())).toBe(true);
    expect(p.state()).toEqual({ playing: 'correct' });
  });

  it('wrong order: red, then after 1.5 s the toast, then 1 s later empty slots and pieces shuffled again', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'eu quero água' });
    ['água', 'quero', 'eu'].forEach((word, slot) => p.actor.send({ type: 'PLACE', piece: p.idOf(word), slot }));
    expect(p.state()).toEqual({ playing: 'incorrect' });
    const before = p.ctx().pieces.map((piece) => piece.id);
    p.actor.send({ type: 'UNPLACE', slot: 0 });
    expect(p.ctx().slots.every((id) => id !== null)).toBe(true); // nothing moves while it shows red
    p.clock.increment(1499);
    expect(p.emitted).toEqual([]);
    p.clock.increment(1);
    expect(p.emitted).toEqual([{ type: 'almost' }]);
    expect(p.state()).toEqual({ playing: 'reshuffling' });
    p.clock.increment(999);
    expect(p.ctx().slots.every((id) => id !== null)).toBe(true);
    p.clock.increment(1);
    expect(p.state()).toEqual({ playing: 'building' });
    expect(p.ctx().slots).toEqual([null, null, null]);
    expect(p.ctx().pieces.map((piece) => piece.id)).not.toEqual(before);
  });

  it('a suggestion stops the audio at once and starts 300 ms later; a second one in between wins', () => {
    const p = start();
    p.actor.send({ type: 'SUGGESTION', text: 'eu gosto de você' });
    expect(p.emitted).toEqual([{ type: 'stopAudio' }]);
    p.clock.increment(200);
    p.actor.send({ type: 'SUGGESTION', text: 'bom dia' });
    p.clock.increment(299);
    expect(p.state()).toBe('restarting');
    p.clock.increment(1);
    expect(p.state()).toEqual({ playing: 'building' });
    expect(p.ctx().sentence).toBe('bom dia');
    expect(p.ctx().used).toEqual(['bom dia']);
  });

  it('New Sentence leaves the game for the input stage, and played sentences are remembered', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'Bom dia' });
    p.actor.send({ type: 'NEW' });
    expect(p.state()).toBe('input');
    p.actor.send({ type: 'START', text: 'bom  dia' });
    expect(p.ctx().used).toEqual(['bom dia']);
  });
});
