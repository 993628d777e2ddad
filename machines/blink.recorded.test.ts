// @vitest-environment node
// Blink selection on a recorded sequence: the eye aspect ratios the real face mesh measured on the blink clip
// (tests/fixtures/blink-ear-sequence.json, recorded by tests/blink-engine.spec.ts), with the camera's own frame
// times and skipped frames. The clip: open, a 100 ms blink, a double blink (two 300 ms closures 300 ms apart),
// a 1.5 s closure, open.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import recording from '../tests/fixtures/blink-ear-sequence.json';
import { blinkMachine, type BlinkEmitted, type BlinkSettings } from './blink';

type Frame = { index: number; at: number; left: number; right: number };
type EventName = (typeof recording.events)[number]['event'];

const frames: Frame[] = (recording.frames as number[][]).map(([index, at, left, right]) => ({ index: index!, at: at!, left: left!, right: right! }));
const loopMs = frames.at(-1)!.at - frames[0]!.at + 1000 / 30;
const event = (name: EventName) => recording.events.find((e) => e.event === name)!;
const eventAt = (index: number) => recording.events.find((e) => index >= e.from && index < e.to)!.event;

/** Replays frames through the machine; each emitted event carries the clip frame it happened on. */
function replay(sequence: Frame[], settings: Partial<BlinkSettings> = {}) {
  const actor = createActor(blinkMachine, { input: { settings } });
  const emitted: (BlinkEmitted & { index: number })[] = [];
  let index = -1;
  actor.on('*', (e) => emitted.push({ ...e, index }));
  actor.start();
  const states: Record<number, unknown> = {};
  for (const frame of sequence) {
    index = frame.index;
    actor.send({ type: 'EAR', left: frame.left, right: frame.right, at: frame.at });
    states[frame.index] = actor.getSnapshot();
  }
  return { emitted, snapshot: (i: number) => states[i] as ReturnType<typeof actor.getSnapshot> | undefined };
}

describe('the recorded blink clip', () => {
  it('covers every closure of the script', () => {
    for (const name of ['shortBlink', 'doubleBlink1', 'doubleBlink2', 'longClosure'] as const) {
      expect(frames.some((f) => eventAt(f.index) === name), name).toBe(true);
    }
  });

  it('selects exactly once: on the double blink, as soon as the eyes open after its second closure', () => {
    const { emitted } = replay(frames);
    expect(emitted.map((e) => e.type)).toEqual(['select']);
    const firstOpen = frames.find((f) => f.index >= event('doubleBlink2').to)!;
    expect(emitted[0]!.index).toBe(firstOpen.index);
  });

  it('the 100 ms blink is ignored: nothing is remembered as a first blink', () => {
    const { emitted, snapshot } = replay(frames);
    const afterShort = frames.find((f) => f.index >= event('shortBlink').to)!;
    expect(snapshot(afterShort.index)?.value).toBe('open');
    expect(snapshot(afterShort.index)?.context.first).toBeNull();
    expect(emitted.filter((e) => e.index < event('doubleBlink2').from)).toEqual([]);
  });

  it('the 1.5 s closure never selects; with the long blink on (1.2 s) it is one long blink', () => {
    const longClosure = frames.filter((f) => f.index >= event('doubleBlink2').to + 30);
    expect(replay(longClosure).emitted).toEqual([]);
    const withLong = replay(longClosure, { longBlinkMs: 1200 }).emitted;
    expect(withLong.map((e) => e.type)).toEqual(['longBlink']);
    expect(eventAt(withLong[0]!.index)).toBe('longClosure');
  });

  it('the face leaving the frame between the two closures of the double blink cancels it', () => {
    const gap = event('doubleBlinkGap');
    const lost = frames.map((f) => (f.index >= gap.from + 3 && f.index < gap.to - 3 ? { ...f, left: NaN, right: NaN } : f));
    expect(lost.some((f) => Number.isNaN(f.left))).toBe(true);
    expect(replay(lost).emitted).toEqual([]);
  });

  it('with the lock-out over, the next loop selects again: two loops, two selects', () => {
    const twice = [...frames, ...frames.map((f) => ({ ...f, at: f.at + loopMs }))];
    expect(replay(twice).emitted.map((e) => e.type)).toEqual(['select', 'select']);
  });
});
