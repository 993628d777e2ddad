// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { constructorMachine, PLAY_AUDIO_DELAY_MS, type ConstructorEmitted } from './constructor';

const sentence = { text: 'Eu preciso de água', emojiSequence: ['🙋', '❗', '💧'] };

function start(words: readonly string[] = []) {
  const clock = new SimulatedClock();
  const actor = createActor(constructorMachine, { clock, input: { words } }).start();
  const emitted: ConstructorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const words$ = () => actor.getSnapshot().context.words;
  return { actor, clock, emitted, words: words$ };
}

function playing(actor: ReturnType<typeof start>['actor']) {
  return actor.getSnapshot().matches('playing');
}

describe('constructor machine', () => {
  it('keeps the words in the order chosen; removes one by its place; clears all', () => {
    const { actor, words } = start();
    for (const word of ['eu', 'want:eu', 'water', 'water']) actor.send({ type: 'ADD', word });
    expect(words()).toEqual(['eu', 'want:eu', 'water', 'water']);
    actor.send({ type: 'REMOVE', index: 2 });
    expect(words()).toEqual(['eu', 'want:eu', 'water']);
    actor.send({ type: 'REMOVE', index: 7 });
    expect(words()).toEqual(['eu', 'want:eu', 'water']);
    actor.send({ type: 'CLEAR' });
    expect(words()).toEqual([]);
  });

  it('cannot play or clear an empty sentence', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().can({ type: 'PLAY', sentence })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CLEAR' })).toBe(false);
    actor.send({ type: 'PLAY', sentence });
    expect(playing(actor)).toBe(false);
    expect(emitted).toEqual([]);
    actor.send({ type: 'ADD', word: 'eu' });
    expect(actor.getSnapshot().can({ type: 'PLAY', sentence })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CLEAR' })).toBe(true);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().can({ type: 'PLAY', sentence })).toBe(false);
  });

  it('Play opens the sentence at once and speaks it exactly 100 ms later', () => {
    const { actor, clock, emitted } = start(['eu', 'need:eu', 'water']);
    actor.send({ type: 'PLAY', sentence });
    expect(playing(actor)).toBe(true);
    expect(emitted).toEqual([{ type: 'stop' }, { type: 'open', sentence }]);
    clock.increment(PLAY_AUDIO_DELAY_MS - 1);
    expect(emitted.some((e) => e.type === 'speak')).toBe(false);
    clock.increment(1);
    expect(emitted.at(-1)).toEqual({ type: 'speak', text: 'Eu preciso de água', play: 1 });
  });

  it('is playing (Stop shown) until its sound ends; an earlier play’s end is ignored', () => {
    const { actor, clock } = start(['eu']);
    actor.send({ type: 'PLAY', sentence });
    clock.increment(PLAY_AUDIO_DELAY_MS);
    actor.send({ type: 'ENDED', play: 1 });
    expect(playing(actor)).toBe(false);

    actor.send({ type: 'PLAY', sentence });
    clock.increment(PLAY_AUDIO_DELAY_MS);
    actor.send({ type: 'ENDED', play: 1 });
    expect(playing(actor)).toBe(true);
    actor.send({ type: 'ENDED', play: 2 });
    expect(playing(actor)).toBe(false);
  });

  it('Stop stops the sound; a Stop before the 100 ms means nothing is said', () => {
    const { actor, clock, emitted } = start(['eu']);
    actor.send({ type: 'PLAY', sentence });
    emitted.length = 0;
    actor.send({ type: 'STOP' });
    expect(playing(actor)).toBe(false);
    clock.increment(PLAY_AUDIO_DELAY_MS * 5);
    expect(emitted).toEqual([{ type: 'stop' }]);
  });

  it.each([
    ['adding a word', { type: 'ADD', word: 'water' }],
    ['removing a word', { type: 'REMOVE', index: 0 }],
    ['clearing', { type: 'CLEAR' }],
  ] as const)('%s stops the sound and the play', (_, event) => {
    const { actor, clock, emitted } = start(['eu', 'want:eu']);
    actor.send({ type: 'PLAY', sentence });
    clock.increment(PLAY_AUDIO_DELAY_MS);
    emitted.length = 0;
    actor.send(event);
    expect(emitted).toEqual([{ type: 'stop' }]);
    expect(playing(actor)).toBe(false);
    expect(actor.getSnapshot().context.playing).toBeNull();
  });

  it('adding a word stops any sound even when not playing', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'ADD', word: 'eu' });
    expect(emitted).toEqual([{ type: 'stop' }]);
  });
});
