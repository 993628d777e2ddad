// Head pointer on synthetic face-mesh sequences: the spec's mapping (mirror, gain 1.8, region), a sweep across
// the screen, re-centring, smoothing and a face leaving the frame.
import { describe, expect, it } from 'vitest';
import { createHeadPointer, DEFAULT_HEAD_POINTER, headPosition, mapHeadToViewport, recentre } from './head-pointer';
import { syntheticFace } from './synthetic-face';

const VIEW = { width: 1000, height: 800 };
const FRAME_MS = 33;

describe('mapping (spec 001 §9)', () => {
  it('the head position is the nose tip weighted by half and each eye centre by a quarter', () => {
    const head = headPosition(syntheticFace({ nose: { x: 0.5, y: 0.56 } }));
    expect(head?.x).toBeCloseTo(0.5, 9);
    expect(head?.y).toBeCloseTo(0.5 * 0.56 + 0.5 * 0.45, 9);
    expect(headPosition(null)).toBeNull();
    expect(headPosition([])).toBeNull();
  });

  it('the centre pose points at the window centre', () => {
    expect(mapHeadToViewport({ x: 0.5, y: 0.5 }, VIEW)).toEqual({ x: 500, y: 400 });
  });

  it('is mirrored and amplified by 1.8: the head 0.1 to the image left moves the pointer 18% right', () => {
    const p = mapHeadToViewport({ x: 0.4, y: 0.55 }, VIEW);
    expect(p.x).toBeCloseTo(680, 6);
    expect(p.y).toBeCloseTo(0.59 * 800, 6);
  });

  it('is clamped to 10% in from the sides, 15% from the top, 80% wide by 50% tall', () => {
    expect(mapHeadToViewport({ x: 1, y: 0 }, VIEW)).toEqual({ x: 100, y: 120 });
    expect(mapHeadToViewport({ x: 0, y: 1 }, VIEW)).toEqual({ x: 900, y: 520 });
  });

  it('gain is a parameter; mirroring can be turned off', () => {
    const settings = { ...DEFAULT_HEAD_POINTER, gain: 1, mirror: false };
    expect(mapHeadToViewport({ x: 0.6, y: 0.5 }, VIEW, settings).x).toBeCloseTo(600, 6);
  });
});

describe('head pointer on a landmark stream', () => {
  it('a head sweeping left→right (as the user sees it) moves the pointer across the screen monotonically', () => {
    const pointer = createHeadPointer();
    const xs: number[] = [];
    // The nose travels 0.8 → 0.2 of the camera image over 2 s (0.78 → 0.28 on the fake-camera clip), then rests.
    for (let i = 0; i <= 75; i++) {
      const nose = { x: 0.8 - (0.6 * Math.min(i, 60)) / 60, y: 0.56 };
      const p = pointer.update(syntheticFace({ nose }), i * FRAME_MS, VIEW);
      xs.push(p?.x ?? NaN);
    }
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThanOrEqual(xs[i - 1]!);
    expect(xs[0]).toBe(100);
    expect(xs[30]).toBeGreaterThan(400);
    expect(xs[30]).toBeLessThan(600);
    expect(xs.at(-1)).toBe(900);
  });

  it('re-centre: the current pose becomes the window centre', () => {
    const pointer = createHeadPointer();
    expect(pointer.recentre()).toBe(false);
    const face = syntheticFace({ nose: { x: 0.6, y: 0.62 } });
    let p = pointer.update(face, 0, VIEW);
    expect(p?.x).toBeLessThan(500);
    expect(pointer.recentre()).toBe(true);
    p = pointer.update(face, FRAME_MS, VIEW);
    expect(p?.x).toBeCloseTo(500, 6);
    expect(p?.y).toBeCloseTo(400, 6);
    expect(recentre(DEFAULT_HEAD_POINTER, { x: 0.6, y: 0.4 }).centre).toEqual({ x: 0.4, y: 0.4 });
  });

  it('a still head with jittery landmarks gives a steadier pointer than the raw mapping', () => {
    const pointer = createHeadPointer();
    let seed = 3;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.006;
    const raw: number[] = [];
    const out: number[] = [];
    for (let i = 0; i < 200; i++) {
      const face = syntheticFace({ nose: { x: 0.5 + rnd(), y: 0.56 + rnd() } });
      raw.push(mapHeadToViewport(headPosition(face)!, VIEW).x);
      out.push(pointer.update(face, i * FRAME_MS, VIEW)!.x);
    }
    const spread = (a: number[]) => Math.max(...a.slice(30)) - Math.min(...a.slice(30));
    expect(spread(out)).toBeLessThan(0.5 * spread(raw));
  });

  it('no face gives null and restarts the smoothing; settings are normalised', () => {
    const pointer = createHeadPointer();
    pointer.update(syntheticFace({ nose: { x: 0.3, y: 0.56 } }), 0, VIEW);
    expect(pointer.update(null, FRAME_MS, VIEW)).toBeNull();
    const back = pointer.update(syntheticFace({ nose: { x: 0.5, y: 0.56 } }), 2 * FRAME_MS, VIEW);
    expect(back?.x).toBeCloseTo(500, 6);
    pointer.setSettings({ gain: NaN });
    expect(pointer.settings.gain).toBe(1.8);
    pointer.setSettings({ gain: 100 });
    expect(pointer.settings.gain).toBe(5);
  });
});
