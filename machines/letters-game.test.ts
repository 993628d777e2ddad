// @vitest-environment node
// Letters and sounds: a word built from its own letters, each heard when placed; complete and right is solved,
// complete and wrong says not yet until a letter is taken back; Increase Difficulty's two answers.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lettersGameMachine, lettersWord, type LettersEmitted } from './letters-game';

function start() {
  const actor = createActor(lettersGameMachine, { input: { random: () => 0.3 } });
  const emitted: LettersEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const tile = (letter: string, nth = 0) => ctx().tiles.filter((t) => t.letter === letter)[nth]?.id as string;
  return { actor, emitted, ctx, tile, state: () => actor.getSnapshot().value };
}

describe('letters and sounds', () => {
  it('takes a word of 2 to 15 letters, trimmed and lower-cased; blank or odd input starts nothing', () => {
    expect(lettersWord('  Casa ')).toBe('casa');
    expect(lettersWord('   ')).toBeNull();
    expect(lettersWord('c4sa')).toBeNull();
    const g = start();
    g.actor.send({ type: 'START', word: '  ' });
    expect(g.state()).toBe('input');
    expect(g.emitted).toEqual([{ type: 'invalid' }]);
  });

  it('offers the word’s own letters, shuffled, and says each one placed', () => {
    const g = start();
    g.actor.send({ type: 'START', word: 'Lua' });
    expect(g.ctx().tiles.map((t) => t.letter).sort()).toEqual(['a', 'l', 'u']);
    expect(g.ctx().tiles.map((t) => t.letter).join('')).not.toBe('lua');
    g.actor.send({ type: 'PLACE', tile: g.tile('l'), slot: 0 });
    expect(g.emitted).toEqual([{ type: 'letterSound', letter: 'l' }]);
    // A filled slot takes nothing more, and a placed tile is not placed twice.
    g.actor.send({ type: 'PLACE', tile: g.tile('u'), slot: 0 });
    g.actor.send({ type: 'PLACE', tile: g.tile('l'), slot: 1 });
    expect(g.ctx().slots).toEqual([g.tile('l'), null, null]);
  });

  it('complete and right: solved; complete and wrong: not yet, until a letter is taken back and put right', () => {
    const g = start();
    g.actor.send({ type: 'START', word: 'lua' });
    g.actor.send({ type: 'PLACE', tile: g.tile('u'), slot: 0 });
    g.actor.send({ type: 'PLACE', tile: g.tile('l'), slot: 1 });
    g.actor.send({ type: 'PLACE', tile: g.tile('a'), slot: 2 });
    expect(g.state()).toEqual({ playing: 'wrong' });
    expect(g.emitted.at(-1)).toEqual({ type: 'notYet' });
    g.actor.send({ type: 'UNPLACE', slot: 0 });
    g.actor.send({ type: 'UNPLACE', slot: 1 });
    g.actor.send({ type: 'PLACE', tile: g.tile('l'), slot: 0 });
    g.actor.send({ type: 'PLACE', tile: g.tile('u'), slot: 1 });
    expect(g.state()).toEqual({ playing: 'correct' });
    expect(g.emitted.at(-1)).toEqual({ type: 'solved', word: 'lua' });
  });

  it('Increase Difficulty: hard mode while hard words remain, congratulations when none do', () => {
    const g = start();
    g.actor.send({ type: 'HARDER', hardLeft: true });
    expect(g.ctx().level).toBe('hard');
    g.actor.send({ type: 'HARDER', hardLeft: false });
    expect(g.emitted).toEqual([{ type: 'challengeAccepted' }, { type: 'allMastered' }]);
  });

  it('back returns to the input; a new word restarts the game', () => {
    const g = start();
    g.actor.send({ type: 'START', word: 'sol' });
    g.actor.send({ type: 'START', word: 'mar' });
    expect(g.ctx().word).toBe('mar');
    expect(g.ctx().slots).toEqual([null, null, null]);
    g.actor.send({ type: 'BACK' });
    expect(g.state()).toBe('input');
  });
});
