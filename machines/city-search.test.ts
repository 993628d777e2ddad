// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CITY_DEBOUNCE_MS, citySearchMachine } from './city-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const actor = createActor(citySearchMachine).start();
  const searched: string[] = [];
  actor.on('search', ({ text }) => searched.push(text));
  return { actor, searched };
}

describe('city suggestions', () => {
  it('are asked for 300 ms after the last key, once, and only from 2 characters', () => {
    const { actor, searched } = start();
    actor.send({ type: 'TYPE', text: 'S' });
    vi.advanceTimersByTime(1000);
    expect(searched).toEqual([]);
    actor.send({ type: 'TYPE', text: 'Sã' });
    vi.advanceTimersByTime(CITY_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', text: 'São' });
    vi.advanceTimersByTime(CITY_DEBOUNCE_MS - 1);
    expect(searched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(searched).toEqual(['São']);
    expect(actor.getSnapshot().matches('searching')).toBe(true);
  });

  it('show the answer for what is typed now; an answer for older text is dropped', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', text: 'Rec' });
    vi.advanceTimersByTime(CITY_DEBOUNCE_MS);
    actor.send({ type: 'RESULTS', text: 'Re', suggestions: [{ id: 'old', mainText: 'Resende', secondaryText: '' }] });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'RESULTS', text: 'Rec', suggestions: [{ id: '1', mainText: 'Recife', secondaryText: 'Pernambuco, Brasil' }] });
    expect(actor.getSnapshot().context.suggestions.map((s) => s.mainText)).toEqual(['Recife']);
  });

  it('a failed look-up empties the list silently; clearing the field or choosing closes it', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', text: 'Natal' });
    vi.advanceTimersByTime(CITY_DEBOUNCE_MS);
    actor.send({ type: 'RESULTS', text: 'Natal', suggestions: [{ id: '1', mainText: 'Natal', secondaryText: '' }] });
    actor.send({ type: 'TYPE', text: 'Natal ' });
    vi.advanceTimersByTime(CITY_DEBOUNCE_MS);
    actor.send({ type: 'FAILED', text: 'Natal' });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'TYPE', text: ' ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });
});
