// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hotspotsShown, LIT_MS, sceneMachine, type HotspotDisplay } from './scene';

const start = (display: HotspotDisplay = 'always') => createActor(sceneMachine, { input: { display } }).start();
const shown = (actor: ReturnType<typeof start>) => hotspotsShown(actor.getSnapshot().context);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a scene in use', () => {
  it('lights a chosen hotspot for a while, then lets it go', () => {
    const actor = start();
    actor.send({ type: 'CHOOSE', id: 'fridge' });
    expect(actor.getSnapshot().context.lit).toBe('fridge');
    vi.advanceTimersByTime(LIT_MS - 1);
    expect(actor.getSnapshot().context.lit).toBe('fridge');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.lit).toBeNull();
  });

  it('a new choice lights the new hotspot for its whole time; a touch outside changes nothing that is lit', () => {
    const actor = start();
    actor.send({ type: 'CHOOSE', id: 'fridge' });
    vi.advanceTimersByTime(LIT_MS - 100);
    actor.send({ type: 'CHOOSE', id: 'water' });
    vi.advanceTimersByTime(LIT_MS - 100);
    expect(actor.getSnapshot().context.lit).toBe('water');
    actor.send({ type: 'TOUCH' });
    expect(actor.getSnapshot().context.lit).toBe('water');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.lit).toBeNull();
  });

  it('draws the hotspots always; on a first touch once the photo is touched (anywhere); never unless chosen', () => {
    expect(shown(start('always'))).toBe(true);
    const onTouch = start('firstTouch');
    expect(shown(onTouch)).toBe(false);
    onTouch.send({ type: 'TOUCH' });
    expect(shown(onTouch)).toBe(true);
    const chosenFirst = start('firstTouch');
    chosenFirst.send({ type: 'CHOOSE', id: 'cat' });
    expect(shown(chosenFirst)).toBe(true);
    const never = start('never');
    never.send({ type: 'TOUCH' });
    never.send({ type: 'CHOOSE', id: 'cat' });
    expect(shown(never)).toBe(false);
    expect(never.getSnapshot().context.lit).toBe('cat');
  });

  it('another page starts with nothing lit and untouched, in that page’s display', () => {
    const actor = start('firstTouch');
    actor.send({ type: 'CHOOSE', id: 'cat' });
    actor.send({ type: 'PAGE', display: 'firstTouch' });
    expect(actor.getSnapshot().context).toEqual({ display: 'firstTouch', touched: false, lit: null });
    vi.advanceTimersByTime(LIT_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
