// @vitest-environment node
// The calibration on a simulated clock: dot order, samples per dot at their times, switch presses that start or
// end a dot early, validation predictions against the dot shown, the score's arithmetic, repeat, cancel.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CALIBRATION_DOTS,
  DEFAULT_CALIBRATION_SETTINGS,
  VALIDATION_DOTS,
  currentDot,
  gazeCalibrationMachine,
  scoreCalibration,
  type GazeCalibrationSettings,
  type Point,
} from './gaze-calibration';
import { CountingClock } from './scanning.harness';

const viewport = { width: 1000, height: 800 };
const { settleMs, samplesPerDot, sampleEveryMs, measureMs } = DEFAULT_CALIBRATION_SETTINGS;
/** One calibration dot from its appearance to the next dot: settle, then samples every sampleEveryMs. */
const DOT_MS = settleMs + samplesPerDot * sampleEveryMs;

function startCalibration(settings: Partial<GazeCalibrationSettings> = {}) {
  const clock = new CountingClock();
  const records: Point[] = [];
  let clears = 0;
  const machine = gazeCalibrationMachine.provide({
    actions: { record: (_, { x, y }) => records.push({ x, y }), clearSamples: () => (clears += 1) },
  });
  const actor = createActor(machine, { clock, input: { viewport, settings } });
  actor.start();
  const state = () => JSON.stringify(actor.getSnapshot().value);
  return {
    actor,
    clock,
    records,
    clears: () => clears,
    advance: (ms: number) => clock.advance(ms),
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    state,
    context: () => actor.getSnapshot().context,
    is: (path: string) => actor.getSnapshot().matches(path as never),
  };
}

const px = (dot: Point) => ({ x: dot.x * viewport.width, y: dot.y * viewport.height });

describe('gaze calibration', () => {
  it('clears the engine, then shows the nine dots row by row, sampling each after the settle time', () => {
    const c = startCalibration();
    expect(c.clears()).toBe(1);
    expect(c.is('calibrating.settling')).toBe(true);
    c.advance(settleMs - 1);
    expect(c.records).toEqual([]);
    c.advance(1);
    expect(c.records).toEqual([px(CALIBRATION_DOTS[0]!)]);
    c.advance(samplesPerDot * sampleEveryMs - 1);
    expect(c.records.length).toBe(samplesPerDot);
    expect(c.context().index).toBe(0);
    c.advance(1);
    expect(c.context().index).toBe(1);
    expect(c.is('calibrating.settling')).toBe(true);
    c.advance(DOT_MS * 8);
    expect(c.records.length).toBe(9 * samplesPerDot);
    const perDot = CALIBRATION_DOTS.map((_, i) => c.records.slice(i * samplesPerDot, (i + 1) * samplesPerDot));
    perDot.forEach((samples, i) => expect(new Set(samples.map((s) => `${s.x},${s.y}`))).toEqual(new Set([`${px(CALIBRATION_DOTS[i]!).x},${px(CALIBRATION_DOTS[i]!).y}`])));
    expect(perDot.map((s) => s[0])).toEqual([
      { x: 100, y: 80 }, { x: 500, y: 80 }, { x: 900, y: 80 },
      { x: 100, y: 400 }, { x: 500, y: 400 }, { x: 900, y: 400 },
      { x: 100, y: 720 }, { x: 500, y: 720 }, { x: 900, y: 720 },
    ]);
    expect(c.is('validating.settling')).toBe(true);
  });

  it('a switch press skips the settle time, and ends a dot early only once it has the minimum samples', () => {
    const c = startCalibration({ minSamples: 5 });
    c.send({ type: 'CONFIRM' });
    expect(c.is('calibrating.sampling')).toBe(true);
    expect(c.records.length).toBe(1);
    c.advance(3 * sampleEveryMs);
    c.send({ type: 'CONFIRM' });
    expect(c.context().index).toBe(0);
    c.advance(sampleEveryMs);
    expect(c.records.length).toBe(5);
    c.send({ type: 'CONFIRM' });
    expect(c.context().index).toBe(1);
    expect(c.is('calibrating.settling')).toBe(true);
    // Nine dots confirmed as fast as allowed: settle skipped, five samples each.
    for (let i = 1; i < 9; i += 1) {
      c.send({ type: 'CONFIRM' });
      c.advance(4 * sampleEveryMs);
      c.send({ type: 'CONFIRM' });
    }
    expect(c.records.length).toBe(45);
    expect(c.is('validating')).toBe(true);
  });

  it('validates on four dots, comparing only the predictions made while each dot was measured', () => {
    const c = startCalibration();
    c.advance(DOT_MS * 9);
    expect(c.is('validating.settling')).toBe(true);
    const before = c.records.length;
    // A prediction during the settle time is not measured.
    c.send({ type: 'GAZE', gaze: { x: 0, y: 0 } });
    VALIDATION_DOTS.forEach((dot, i) => {
      c.advance(settleMs);
      expect(c.is('validating.measuring')).toBe(true);
      expect(currentDot(c.context(), 'validating')).toEqual(px(dot));
      // Each dot: one prediction 30 px right of it, one 40 px below, one lost face.
      c.send({ type: 'GAZE', gaze: { x: px(dot).x + 30, y: px(dot).y } });
      c.send({ type: 'GAZE', gaze: { x: px(dot).x, y: px(dot).y + 40 } });
      c.send({ type: 'GAZE', gaze: null });
      c.advance(measureMs);
      if (i < 3) expect(c.context().index).toBe(i + 1);
    });
    expect(c.records.length).toBe(before);
    expect(c.is('scored')).toBe(true);
    const score = c.context().score!;
    expect(score.predictions).toBe(8);
    expect(score.meanErrorPx).toBe(35);
    expect(score.errorPercent).toBeCloseTo((100 * 35) / Math.hypot(1000, 800), 6);
    expect(score.rating).toBe('good');
  });

  it('rates by the error as a share of the screen diagonal, and poor when no gaze was measured', () => {
    const dot = { x: 0, y: 0 };
    const diagonal = Math.hypot(viewport.width, viewport.height);
    const at = (percent: number) => scoreCalibration([{ dot, gaze: [{ x: (percent / 100) * diagonal, y: 0 }] }], viewport);
    expect(at(8).rating).toBe('good');
    expect(at(8.1).rating).toBe('fair');
    expect(at(15).rating).toBe('fair');
    expect(at(15.1).rating).toBe('poor');
    expect(scoreCalibration([{ dot, gaze: [] }], viewport)).toEqual({ meanErrorPx: null, errorPercent: null, rating: 'poor', predictions: 0 });
  });

  it('repeat starts over from the first dot with a cleared engine; done ends', () => {
    const c = startCalibration({ settleMs: 10, measureMs: 10 });
    c.advance(20_000);
    expect(c.is('scored')).toBe(true);
    c.send({ type: 'REPEAT' });
    expect(c.clears()).toBe(2);
    expect(c.context()).toMatchObject({ index: 0, samples: 0, measured: [], score: null });
    expect(c.is('calibrating.settling')).toBe(true);
    c.advance(20_000);
    c.send({ type: 'DONE' });
    expect(c.actor.getSnapshot().status).toBe('done');
    expect(c.state()).toBe('"done"');
  });

  it('cancel ends at once from any dot and leaves no timer running', () => {
    for (const ms of [0, settleMs + 50, DOT_MS * 9 + settleMs + 10]) {
      const c = startCalibration();
      c.advance(ms);
      const records = c.records.length;
      c.send({ type: 'CANCEL' });
      expect(c.state()).toBe('"cancelled"');
      expect(c.clock.pending.size).toBe(0);
      c.advance(DOT_MS);
      expect(c.records.length).toBe(records);
    }
  });

  it('places later dots in a resized viewport', () => {
    const c = startCalibration();
    c.send({ type: 'RESIZE', viewport: { width: 2000, height: 1000 } });
    c.send({ type: 'CONFIRM' });
    expect(c.records[0]).toEqual({ x: 200, y: 100 });
  });
});
