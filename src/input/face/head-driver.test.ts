// @vitest-environment node
// The head-pointer driver on synthetic face sequences: points follow the head (mirrored) with source 'head',
// a face leaving gives one pointLost, every point is marked with its frame time, and the smoothing slider.
import { describe, expect, it } from 'vitest';
import type { Command } from '@input-drivers/commands';
import type { FaceFrame } from '@input-drivers/face/engine';
import { createHeadDriver, oneEuroForSmoothing, performanceMark, POINTER_MARKS_KEPT } from './head-driver';
import { DEFAULT_ONE_EURO } from './one-euro';
import { syntheticFace } from './synthetic-face';

const VIEW = { width: 1000, height: 800 };

function stream() {
  const listeners = new Set<(frame: FaceFrame) => void>();
  return {
    frames: (listener: (frame: FaceFrame) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (frame: FaceFrame) => listeners.forEach((l) => l(frame)),
    count: () => listeners.size,
  };
}

const face = (noseX: number, at: number): FaceFrame => ({
  landmarks: syntheticFace({ nose: { x: noseX, y: 0.56 } }).map((p) => ({ ...p, z: p.z ?? 0 })),
  at,
  processingMs: 10,
});

describe('head-pointer driver', () => {
  it('moves the pointer right when the head moves to the image left (mirrored), marks each point, loses it once', () => {
    const s = stream();
    const marks: number[] = [];
    const commands: Command[] = [];
    const driver = createHeadDriver({ frames: s.frames, viewport: () => VIEW, mark: (at) => marks.push(at) });
    const stop = driver.start((c) => commands.push(c));
    for (let i = 0; i < 30; i += 1) s.send(face(0.5, i * 33)); // centre
    for (let i = 30; i < 60; i += 1) s.send(face(0.35, i * 33)); // image left = the user's right
    s.send({ landmarks: null, at: 60 * 33, processingMs: 10 });
    s.send({ landmarks: null, at: 61 * 33, processingMs: 10 });

    const points = commands.filter((c): c is Extract<Command, { type: 'point' }> => c.type === 'point');
    expect(points).toHaveLength(60);
    expect(points.every((p) => p.source === 'head')).toBe(true);
    expect(points[29]!.x).toBeCloseTo(500, 0);
    expect(points[59]!.x).toBeGreaterThan(700); // 0.15 × 1.8 = 27% of the width to the right
    expect(commands.filter((c) => c.type === 'pointLost')).toEqual([{ type: 'pointLost', source: 'head' }]);
    expect(marks).toEqual(points.map((_, i) => i * 33));
    stop();
    expect(s.count()).toBe(0);
  });

  it('re-centres on the current pose', () => {
    const s = stream();
    const commands: Command[] = [];
    const driver = createHeadDriver({ frames: s.frames, viewport: () => VIEW, mark: () => {} });
    driver.start((c) => commands.push(c));
    expect(driver.recentre()).toBe(false); // no face yet
    for (let i = 0; i < 30; i += 1) s.send(face(0.42, i * 33));
    expect(driver.recentre()).toBe(true);
    s.send(face(0.42, 30 * 33));
    const last = commands.at(-1) as Extract<Command, { type: 'point' }>;
    expect(last.x).toBeCloseTo(500, 0);
    expect(last.y).toBeCloseTo(400, 0);
  });

  it('maps the smoothing slider onto One Euro parameters: the middle is the default, higher is steadier', () => {
    expect(oneEuroForSmoothing(0.5)).toEqual(DEFAULT_ONE_EURO);
    const quick = oneEuroForSmoothing(0);
    const steady = oneEuroForSmoothing(1);
    expect(quick.minCutoff).toBeGreaterThan(DEFAULT_ONE_EURO.minCutoff);
    expect(steady.minCutoff).toBeLessThan(DEFAULT_ONE_EURO.minCutoff);
    expect(steady.beta).toBeLessThan(quick.beta);
    expect(oneEuroForSmoothing(Number.NaN)).toEqual(DEFAULT_ONE_EURO);
  });

  it('never keeps more pointer marks than two minutes of frames', () => {
    performance.clearMarks('aceno:pointer');
    for (let i = 0; i < POINTER_MARKS_KEPT * 2 + 10; i += 1) performanceMark(i);
    const kept = performance.getEntriesByName('aceno:pointer');
    expect(kept.length).toBeLessThanOrEqual(POINTER_MARKS_KEPT);
    expect(kept.at(-1)).toMatchObject({ detail: { frameAt: POINTER_MARKS_KEPT * 2 + 9 } });
    performance.clearMarks('aceno:pointer');
  });
});
