// @vitest-environment node
// The word puzzle on a simulated clock (spec 001 §4, §5, §9): validation, tiles and distractors, a letter's sound
// and its 1 s guard, the occupied-slot and same-tile rules, the 500 ms check, and the 1.5 s clearing.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { distractorCount, tilesFor, validateWord, wordPuzzleMachine, type WordPuzzleEmitted } from './word-puzzle';

function start({ busy = false } = {}) {
  const clock = new SimulatedClock();
  let audioBusy = busy;
  const actor = createActor(wordPuzzleMachine, {
    input: { random: () => 0.42, now: () => clock.now(), audioBusy: () => audioBusy },
    clock,
  });
  const emitted: WordPuzzleEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const tile = (letter: string, nth = 0) => ctx().tiles.filter((t) => t.letter === letter && t.id.startsWith('correct'))[nth]?.id as string;
  const place = (tileId: string, slot: number) => actor.send({ type: 'PLACE', tile: tileId, slot });
  return { actor, clock, emitted, ctx, tile, place, state: () => actor.getSnapshot().value, setBusy: (b: boolean) => (audioBusy = b) };
}

describe('word validation (spec 001 §5)', () => {
  it('2 to 15 letters, Latin with the Portuguese accents in either case, trimmed', () => {
    expect(validateWord(' a ')).toBe('minLetters');
    expect(validateWord('Pé')).toBeNull();
    expect(validateWord('  AÇÃO  ')).toBeNull();
    expect(validateWord('áàâãéêíóôõúç')).toBeNull();
    expect(validateWord('paralelepípedos')).toBeNull();
    expect(validateWord('paralelepipedoss')).toBe('tooLong');
    expect(validateWord('x'.repeat(10_000))).toBe('tooLong');
    expect(validateWord('gato1')).toBe('onlyLetters');
    expect(validateWord('🐱🐱')).toBe('onlyLetters');
    expect(validateWord('guarda chuva')).toBe('onlyLetters');
    expect(validateWord('<b>oi</b>')).toBe('onlyLetters');
  });
});

describe('tiles', () => {
  it('are the word’s letters with their occurrence, plus min(4, ⌈n/2⌉) distractors not in the word', () => {
    expect([2, 3, 5, 8, 15].map(distractorCount)).toEqual([1, 2, 3, 4, 4]);
    const tiles = tilesFor('banana', () => 0.3);
    const own = tiles.filter((t) => t.id.startsWith('correct-'));
    expect(own.map((t) => t.letter).sort()).toEqual([...'banana'].sort());
    expect(own.filter((t) => t.letter === 'a').map((t) => t.variantIndex).sort()).toEqual([0, 1, 2]);
    const distractors = tiles.filter((t) => t.id.startsWith('distractor-'));
    expect(distractors).toHaveLength(3);
    for (const d of distractors) expect('ban').not.toContain(d.letter);
    // An accented letter keeps its plain letter out of the distractors.
    expect(tilesFor('pé', () => 0).filter((t) => t.id.startsWith('distractor-')).map((t) => t.letter)).not.toContain('e');
  });
});

describe('word puzzle', () => {
  it('refuses bad words with the spec’s reason', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'a' });
    p.actor.send({ type: 'START', text: 'gato!' });
    expect(p.emitted).toEqual([
      { type: 'invalid', error: 'minLetters' },
      { type: 'invalid', error: 'onlyLetters' },
    ]);
    expect(p.state()).toBe('input');
  });

  it('plays each placed letter, but not the same tile in the same slot within 1 s, nor over a sound still playing', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'Sol' });
    expect(p.ctx().word).toBe('sol');
    p.place(p.tile('s'), 0);
    p.actor.send({ type: 'UNPLACE', slot: 0 });
    p.clock.increment(500);
    p.place(p.tile('s'), 0);
    p.clock.increment(600);
    p.actor.send({ type: 'UNPLACE', slot: 0 });
    p.place(p.tile('s'), 0);
    p.setBusy(true);
    p.place(p.tile('o'), 1);
    expect(p.emitted).toEqual([
      { type: 'letterSound', letter: 's' },
      { type: 'letterSound', letter: 's' },
    ]);
  });

  it('an occupied slot frees its earlier letter; a tile moved leaves its old slot; the same tile twice is ignored', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'sol' });
    p.place(p.tile('s'), 0);
    p.place(p.tile('o'), 0);
    expect(p.ctx().slots.map((s) => s?.letter ?? null)).toEqual(['o', null, null]);
    p.place(p.tile('o'), 2);
    expect(p.ctx().slots.map((s) => s?.letter ?? null)).toEqual([null, null, 'o']);
    const before = p.emitted.length;
    p.place(p.tile('o'), 2);
    expect(p.emitted).toHaveLength(before);
  });

  it('checks 500 ms after the last slot is filled: right, the word is said', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'sol' });
    [...'sol'].forEach((letter, slot) => p.place(p.tile(letter), slot));
    expect(p.state()).toEqual({ playing: 'checking' });
    p.clock.increment(499);
    expect(p.emitted.filter((e) => e.type === 'solved')).toEqual([]);
    p.clock.increment(1);
    expect(p.state()).toEqual({ playing: 'correct' });
    expect(p.emitted.at(-1)).toEqual({ type: 'solved', word: 'sol' });
  });

  it('wrong: try again at once, and 1.5 s later the slots and tiles are free again', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'sol' });
    [...'los'].forEach((letter, slot) => p.place(p.tile(letter), slot));
    p.clock.increment(500);
    expect(p.state()).toEqual({ playing: 'incorrect' });
    expect(p.emitted.at(-1)).toEqual({ type: 'tryAgain' });
    p.clock.increment(1499);
    expect(p.ctx().slots.every((s) => s !== null)).toBe(true);
    p.clock.increment(1);
    expect(p.state()).toEqual({ playing: 'idle' });
    expect(p.ctx().slots).toEqual([null, null, null]);
  });

  it('a change during the 500 ms wait is what gets checked', () => {
    const p = start();
    p.actor.send({ type: 'START', text: 'sol' });
    [...'los'].forEach((letter, slot) => p.place(p.tile(letter), slot));
    p.clock.increment(300);
    p.place(p.tile('s'), 0);
    p.place(p.tile('l'), 2);
    expect(p.ctx().slots.map((s) => s?.letter ?? null)).toEqual(['s', 'o', 'l']);
    p.clock.increment(500);
    expect(p.state()).toEqual({ playing: 'correct' });
  });
});
