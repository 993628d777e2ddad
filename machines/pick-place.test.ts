// @vitest-environment node
// Pick and place: pick, place into an open slot, refused by a taken one (still held), put down by back or by
// pressing the held piece, another piece taken instead, a drag doing both at once, and a held piece that leaves.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pickPlaceMachine, type PickPlaceEmitted } from './pick-place';

function start() {
  const actor = createActor(pickPlaceMachine);
  const emitted: PickPlaceEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted, held: () => actor.getSnapshot().context.picked };
}

describe('pick and place', () => {
  it('the first press picks, the next press on an open slot places', () => {
    const p = start();
    p.actor.send({ type: 'PICK', piece: 'a' });
    expect(p.held()).toBe('a');
    p.actor.send({ type: 'PLACE', slot: 2, open: true });
    expect(p.held()).toBeNull();
    expect(p.emitted).toEqual([
      { type: 'picked', piece: 'a' },
      { type: 'placed', piece: 'a', slot: 2 },
    ]);
  });

  it('a slot that does not take the piece refuses it, and the piece stays held for another slot', () => {
    const p = start();
    p.actor.send({ type: 'PICK', piece: 'a' });
    p.actor.send({ type: 'PLACE', slot: 0, open: false });
    expect(p.held()).toBe('a');
    p.actor.send({ type: 'PLACE', slot: 1, open: true });
    expect(p.emitted.slice(1)).toEqual([
      { type: 'refused', piece: 'a', slot: 0 },
      { type: 'placed', piece: 'a', slot: 1 },
    ]);
  });

  it('back, or the held piece pressed again, puts it down', () => {
    const p = start();
    p.actor.send({ type: 'PICK', piece: 'a' });
    p.actor.send({ type: 'CANCEL' });
    p.actor.send({ type: 'PICK', piece: 'b' });
    p.actor.send({ type: 'PICK', piece: 'b' });
    expect(p.held()).toBeNull();
    expect(p.emitted.filter((e) => e.type === 'cancelled')).toEqual([
      { type: 'cancelled', piece: 'a' },
      { type: 'cancelled', piece: 'b' },
    ]);
  });

  it('another piece pressed while one is held is held instead', () => {
    const p = start();
    p.actor.send({ type: 'PICK', piece: 'a' });
    p.actor.send({ type: 'PICK', piece: 'b' });
    expect(p.held()).toBe('b');
  });

  it('with nothing held, a slot press is the game’s (a placed piece may go back); back does nothing', () => {
    const p = start();
    p.actor.send({ type: 'PLACE', slot: 3, open: false });
    p.actor.send({ type: 'CANCEL' });
    expect(p.emitted).toEqual([{ type: 'slotPressed', slot: 3 }]);
  });

  it('a drag is a pick and a place at once, refused like a press when the slot does not take it', () => {
    const p = start();
    p.actor.send({ type: 'DROP', piece: 'c', slot: 1, open: true });
    p.actor.send({ type: 'DROP', piece: 'd', slot: 1, open: false });
    expect(p.emitted).toEqual([
      { type: 'placed', piece: 'c', slot: 1 },
      { type: 'refused', piece: 'd', slot: 1 },
    ]);
    p.actor.send({ type: 'PICK', piece: 'e' });
    p.actor.send({ type: 'DROP', piece: 'e', slot: 0, open: true });
    expect(p.held()).toBeNull();
  });

  it('a held piece that leaves the pieces (a new round) is let go', () => {
    const p = start();
    p.actor.send({ type: 'PICK', piece: 'a' });
    p.actor.send({ type: 'PIECES', pieces: ['a', 'b'] });
    expect(p.held()).toBe('a');
    p.actor.send({ type: 'PIECES', pieces: ['b'] });
    expect(p.held()).toBeNull();
  });
});
