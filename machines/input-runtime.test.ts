// The command router: choose by number, focus moved by next/previous with wrapping, activate, back, and pause
// (which silences everything else). No timers, so no clock.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inputRuntimeMachine, type InputRuntimeEmitted, type InputRuntimeEvent } from './input-runtime';

function startRuntime(count = 3) {
  const actor = createActor(inputRuntimeMachine, { input: { count } });
  const emitted: InputRuntimeEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const send = (event: InputRuntimeEvent) => actor.send(event);
  return { actor, emitted, send, context: () => actor.getSnapshot().context };
}

const key = { source: 'keyboard' } as const;

describe('input runtime', () => {
  it('choose selects a choice that exists and ignores any other number', () => {
    const r = startRuntime(3);
    r.send({ type: 'choose', index: 2, ...key });
    r.send({ type: 'choose', index: 3, ...key });
    r.send({ type: 'choose', index: -1, ...key });
    r.send({ type: 'choose', index: 1.5, ...key });
    expect(r.emitted).toEqual([{ type: 'select', index: 2 }]);
  });

  it('next and previous move the focus, wrapping, and announce it', () => {
    const r = startRuntime(3);
    r.send({ type: 'next', ...key });
    r.send({ type: 'next', ...key });
    r.send({ type: 'next', ...key });
    r.send({ type: 'next', ...key });
    r.send({ type: 'previous', ...key });
    r.send({ type: 'previous', ...key });
    expect(r.emitted.map((e) => (e.type === 'focus' ? e.index : e.type))).toEqual([0, 1, 2, 0, 2, 1]);
    expect(r.context().focus).toBe(1);
  });

  it('previous with no focus starts at the last choice', () => {
    const r = startRuntime(4);
    r.send({ type: 'previous', ...key });
    expect(r.emitted).toEqual([{ type: 'focus', index: 3 }]);
  });

  it('activate selects the focused choice, and nothing when nothing is focused', () => {
    const r = startRuntime(3);
    r.send({ type: 'activate', ...key });
    expect(r.emitted).toEqual([]);
    r.send({ type: 'next', ...key });
    r.send({ type: 'activate', ...key });
    expect(r.emitted.at(-1)).toEqual({ type: 'select', index: 0 });
  });

  it('back is passed on', () => {
    const r = startRuntime();
    r.send({ type: 'back', ...key });
    expect(r.emitted).toEqual([{ type: 'back' }]);
  });

  it('pause toggles, and while paused everything but pause is ignored', () => {
    const r = startRuntime(3);
    r.send({ type: 'pause', source: 'switch' });
    expect(r.context().paused).toBe(true);
    r.send({ type: 'choose', index: 0, ...key });
    r.send({ type: 'next', ...key });
    r.send({ type: 'activate', ...key });
    r.send({ type: 'back', ...key });
    expect(r.emitted).toEqual([{ type: 'paused', paused: true }]);
    r.send({ type: 'pause', source: 'switch' });
    expect(r.context().paused).toBe(false);
    r.send({ type: 'choose', index: 0, ...key });
    expect(r.emitted.slice(1)).toEqual([{ type: 'paused', paused: false }, { type: 'select', index: 0 }]);
  });

  it('TARGETS updates the count (even while paused) and clamps the focus', () => {
    const r = startRuntime(5);
    r.send({ type: 'previous', ...key });
    expect(r.context().focus).toBe(4);
    r.send({ type: 'pause', ...key });
    r.send({ type: 'TARGETS', count: 2 });
    expect(r.context()).toMatchObject({ count: 2, focus: 1 });
    r.send({ type: 'TARGETS', count: 0 });
    expect(r.context()).toMatchObject({ count: 0, focus: null });
  });

  it('with no choices, choose, next, previous and activate do nothing', () => {
    const r = startRuntime(0);
    for (const type of ['next', 'previous', 'activate'] as const) r.send({ type, ...key });
    r.send({ type: 'choose', index: 0, ...key });
    expect(r.emitted).toEqual([]);
  });

  it('leaves pointer and switch commands to the dwell and scanning machines', () => {
    const r = startRuntime(3);
    r.send({ type: 'point', x: 1, y: 2, source: 'head' });
    r.send({ type: 'pointLost', source: 'head' });
    r.send({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    r.send({ type: 'switchUp', switchId: 'primary', source: 'switch' });
    expect(r.emitted).toEqual([]);
    expect(r.context()).toEqual({ paused: false, focus: null, count: 3 });
  });
});
