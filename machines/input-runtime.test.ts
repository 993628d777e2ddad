// @vitest-environment node
// The command router: choose by number, focus moved by next/previous with wrapping, activate, back, and pause
// (which silences everything else), switch and pointer routing, blinks, and the capture of a new switch. No timers.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inputRuntimeMachine, type InputRuntimeEmitted, type InputRuntimeEvent } from './input-runtime';

function startRuntime(count = 3) {
  const actor = createActor(inputRuntimeMachine, { input: { count } });
  const emitted: InputRuntimeEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const send = (event: InputRuntimeEvent) => actor.send(event);
  return {
    actor,
    emitted,
    send,
    context: () => actor.getSnapshot().context,
    paused: () => actor.getSnapshot().matches({ running: 'paused' }),
    capturing: () => actor.getSnapshot().matches('capturing'),
  };
}

const key = { source: 'keyboard' } as const;

describe('input runtime', () => {
  it('choose selects a choice that exists and ignores any other number', () => {
    const r = startRuntime(3);
    r.send({ type: 'choose', index: 2, ...key });
    r.send({ type: 'choose', index: 3, ...key });
    r.send({ type: 'choose', index: -1, ...key });
    r.send({ type: 'choose', index: 1.5, ...key });
    expect(r.emitted).toEqual([{ type: 'select', index: 2, source: 'keyboard' }]);
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
    expect(r.emitted.at(-1)).toEqual({ type: 'select', index: 0, source: 'keyboard' });
  });

  it('back is passed on', () => {
    const r = startRuntime();
    r.send({ type: 'back', ...key });
    expect(r.emitted).toEqual([{ type: 'back' }]);
  });

  it('pause toggles, and while paused nothing is chosen, stepped, pressed or backed out of', () => {
    const r = startRuntime(3);
    r.send({ type: 'pause', source: 'control' });
    expect(r.paused()).toBe(true);
    r.send({ type: 'choose', index: 0, ...key });
    r.send({ type: 'next', ...key });
    r.send({ type: 'activate', ...key });
    r.send({ type: 'activate', source: 'blink' });
    r.send({ type: 'back', ...key });
    r.send({ type: 'switchUp', switchId: 'primary', source: 'switch' });
    expect(r.emitted).toEqual([{ type: 'paused', paused: true }]);
    r.send({ type: 'pause', source: 'control' });
    expect(r.paused()).toBe(false);
    r.send({ type: 'choose', index: 0, ...key });
    expect(r.emitted.slice(1)).toEqual([{ type: 'paused', paused: false }, { type: 'select', index: 0, source: 'keyboard' }]);
  });

  it('a switch press while resting wakes the runtime and is not passed on as a selection', () => {
    const r = startRuntime(3);
    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    expect(r.paused()).toBe(false);
    expect(r.emitted).toEqual([{ type: 'paused', paused: true }, { type: 'paused', paused: false }]);
    r.send({ type: 'switchDown', switchId: 'secondary', source: 'switch' });
    expect(r.emitted.at(-1)).toEqual({ type: 'switch', command: { type: 'switchDown', switchId: 'secondary', source: 'switch' } });
  });

  it('pointers keep moving while resting, so a dwell can still reach the pause control', () => {
    const r = startRuntime(3);
    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'point', x: 4, y: 5, source: 'mouse' });
    expect(r.emitted.at(-1)).toEqual({ type: 'pointer', command: { type: 'point', x: 4, y: 5, source: 'mouse' } });
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

  it('passes switch presses to the scanning and points to the dwell of their source', () => {
    const r = startRuntime(3);
    r.send({ type: 'point', x: 1, y: 2, source: 'head' });
    r.send({ type: 'pointLost', source: 'head' });
    r.send({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    r.send({ type: 'switchUp', switchId: 'primary', source: 'switch' });
    expect(r.emitted).toEqual([
      { type: 'pointer', command: { type: 'point', x: 1, y: 2, source: 'head' } },
      { type: 'pointer', command: { type: 'pointLost', source: 'head' } },
      { type: 'switch', command: { type: 'switchDown', switchId: 'primary', source: 'switch' } },
      { type: 'switch', command: { type: 'switchUp', switchId: 'primary', source: 'switch' } },
    ]);
  });

  it('a blink presses what the head pointer is on, not the keyboard focus', () => {
    const r = startRuntime(3);
    r.send({ type: 'next', ...key });
    r.send({ type: 'activate', source: 'blink' });
    expect(r.emitted.at(-1)).toEqual({ type: 'pointerPress', source: 'blink' });
  });

  it('while a switch is captured no command acts, and after it the runtime is as it was (resting stays resting)', () => {
    const r = startRuntime(3);
    r.send({ type: 'CAPTURE_START' });
    expect(r.capturing()).toBe(true);
    r.send({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    r.send({ type: 'choose', index: 0, ...key });
    r.send({ type: 'back', ...key });
    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'point', x: 1, y: 1, source: 'mouse' });
    r.send({ type: 'TARGETS', count: 2 });
    expect(r.emitted).toEqual([{ type: 'capturing', capturing: true }]);
    expect(r.context().count).toBe(2);
    r.send({ type: 'CAPTURE_END' });
    expect(r.capturing()).toBe(false);
    r.send({ type: 'choose', index: 1, ...key });
    expect(r.emitted.slice(1)).toEqual([{ type: 'capturing', capturing: false }, { type: 'select', index: 1, source: 'keyboard' }]);

    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'CAPTURE_START' });
    r.send({ type: 'CAPTURE_END' });
    expect(r.paused()).toBe(true);
  });

  it('passes typing on to the screen that takes it, even with no targets, but not while resting or capturing', () => {
    const r = startRuntime(0);
    r.send({ type: 'text', text: 'á', ...key });
    r.send({ type: 'edit', action: 'deleteWord', ...key });
    r.send({ type: 'suggest', index: 2, ...key });
    expect(r.emitted).toEqual([
      { type: 'typed', command: { type: 'text', text: 'á', ...key } },
      { type: 'typed', command: { type: 'edit', action: 'deleteWord', ...key } },
      { type: 'typed', command: { type: 'suggest', index: 2, ...key } },
    ]);
    r.emitted.length = 0;
    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'text', text: 'a', ...key });
    r.send({ type: 'pause', source: 'control' });
    r.send({ type: 'CAPTURE_START' });
    r.send({ type: 'text', text: 'b', ...key });
    r.send({ type: 'CAPTURE_END' });
    expect(r.emitted.filter((e) => e.type === 'typed')).toEqual([]);
  });
});
