// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CLOSE_HINT_MS, CLOSE_MESSAGE_MS, fullScreenCardMachine } from './fullscreen-card';

const water = { label: 'Água', symbol: '💧' };
const food = { label: 'Comida', symbol: '🍽️' };

function start(stopSound = vi.fn()) {
  const actor = createActor(fullScreenCardMachine.provide({ actions: { stopSound } })).start();
  return { actor, stopSound };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('full-screen card machine', () => {
  it('shows the progress bar, then the close hint after exactly 3 s', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'SHOW', card: water });
    expect(actor.getSnapshot().matches({ open: 'progress' })).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual(water);
    vi.advanceTimersByTime(CLOSE_HINT_MS - 1);
    expect(actor.getSnapshot().matches({ open: 'progress' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ open: 'hint' })).toBe(true);
  });

  it('closing stops the sound, keeps the card for the close message, then clears', () => {
    const { actor, stopSound } = start();
    actor.send({ type: 'SHOW', card: water });
    actor.send({ type: 'CLOSE' });
    expect(stopSound).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual(water);
    vi.advanceTimersByTime(CLOSE_MESSAGE_MS - 1);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.card).toBeNull();
  });

  it('a card may keep its close message longer: Inclusive City’s label card clears 1 s after closing starts', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', card: { ...water, closeMessageMs: 1000 } });
    actor.send({ type: 'CLOSE' });
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('a second CLOSE while closing does nothing more', () => {
    const { actor, stopSound } = start();
    actor.send({ type: 'SHOW', card: water });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CLOSE' });
    expect(stopSound).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('closing')).toBe(true);
  });

  it('SHOW while open replaces the card and restarts the hint timer', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', card: water });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'SHOW', card: food });
    expect(actor.getSnapshot().context.card).toEqual(food);
    vi.advanceTimersByTime(1500);
    expect(actor.getSnapshot().matches({ open: 'progress' })).toBe(true);
    vi.advanceTimersByTime(1500);
    expect(actor.getSnapshot().matches({ open: 'hint' })).toBe(true);
  });

  it('SHOW during the close message opens the new card and it is not cleared', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', card: water });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SHOW', card: food });
    vi.advanceTimersByTime(CLOSE_MESSAGE_MS + 10);
    expect(actor.getSnapshot().matches({ open: 'progress' })).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual(food);
  });

  it('CLOSE while closed is ignored', () => {
    const { actor, stopSound } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(stopSound).not.toHaveBeenCalled();
  });

  it('a card with autoCloseMs clears by itself at that time, without stopping the sound', () => {
    const { actor, stopSound } = start();
    actor.send({ type: 'SHOW', card: { ...water, autoCloseMs: 3000 } });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.card).toBeNull();
    expect(stopSound).not.toHaveBeenCalled();
  });

  it('a new card restarts the auto-close timer, and a card without autoCloseMs stays open', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', card: { ...water, autoCloseMs: 3000 } });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'SHOW', card: { ...food, autoCloseMs: 3000 } });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.card?.label).toBe('Comida');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches('closed')).toBe(true);

    actor.send({ type: 'SHOW', card: water });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().matches({ open: 'hint' })).toBe(true);
  });
});
