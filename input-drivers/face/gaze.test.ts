// The gaze engine on a fake WebGazer regression and face frames the test hands over one by one: settings, no
// prediction before calibration, samples only from a fresh face, clamping, clear, stop, sharing; and the eye
// patches cut from a frame's landmarks, from the very pixels the frame carries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaceFrame, Landmark } from './engine';
import { CALIBRATION_CAPACITY, createGazeEngine, eyePatches, type GazePoint, type WebGazerApi } from './gaze';

function fakeWebGazer() {
  const regressions: { [field: string]: unknown }[] = [];
  class DataWindow {
    constructor(readonly size: number) {}
  }
  /** Predicts the mean of the recorded points: enough to see which samples arrived. */
  class RidgeReg {
    [field: string]: unknown;
    samples: [number, number][] = [];
    constructor() {
      regressions.push(this);
    }
    init() {
      this.samples = [];
    }
    addData(_eyes: unknown, screen: [number, number]) {
      this.samples.push(screen);
    }
    predict() {
      if (this.samples.length === 0) return null;
      const mean = (i: 0 | 1) => this.samples.reduce((sum, s) => sum + s[i], 0) / this.samples.length;
      return { x: mean(0), y: mean(1) };
    }
  }
  const api = { params: { saveDataAcrossSessions: true, applyKalmanFilter: false }, reg: { RidgeReg }, util: { DataWindow } } as unknown as WebGazerApi;
  return { api, regressions };
}

/** A face's 478 landmarks with both eyes 4 % wide, the person's left eye on the image's right. */
function face(): Landmark[] {
  const points: Landmark[] = Array.from({ length: 478 }, () => ({ x: 0.5, y: 0.5, z: 0 }));
  const eye = (top: number[], bottom: number[], left: number) => {
    top.forEach((i, k) => (points[i] = { x: left + (0.04 * k) / (top.length - 1), y: 0.4, z: 0 }));
    bottom.forEach((i, k) => (points[i] = { x: left + (0.04 * k) / (bottom.length - 1), y: 0.42, z: 0 }));
  };
  eye([466, 388, 387, 386, 385, 384, 398], [263, 249, 390, 373, 374, 380, 381, 382, 362], 0.55);
  eye([246, 161, 160, 159, 158, 157, 173], [33, 7, 163, 144, 145, 153, 154, 155, 133], 0.4);
  return points;
}

/** The frame's pixels: a canvas that records where it was read. */
function image() {
  const reads: number[][] = [];
  const canvas = { width: 640, height: 480, getContext: () => ({ getImageData: (...box: number[]) => (reads.push(box), { box }) }) };
  return { canvas: canvas as unknown as OffscreenCanvas, reads };
}

/** Face frames the test releases one by one. */
function frames() {
  const scene = { face: true as boolean, frames: 0 };
  const listeners = new Set<(frame: FaceFrame) => void>();
  const subscribe = (listener: (frame: FaceFrame) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const frame = async () => {
    scene.frames += 1;
    const shown: FaceFrame = { landmarks: scene.face ? face() : null, at: performance.now(), processingMs: 1, image: image().canvas };
    for (const listener of [...listeners]) listener(shown);
  };
  return { subscribe, frame, scene, listening: () => listeners.size > 0 };
}

async function started(fake = fakeWebGazer(), onProgress?: (f: number) => void) {
  const engine = createGazeEngine({ base: '/vendor/webgazer/', load: async () => fake.api, onProgress });
  const source = frames();
  const seen: (GazePoint | null)[] = [];
  const stop = await engine.start(source.subscribe, (g) => seen.push(g));
  return { engine, fake, frame: source.frame, scene: source.scene, waiting: source.listening, seen, stop };
}

beforeEach(() => {
  Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
});
afterEach(() => vi.restoreAllMocks());

describe('eye patches from a face frame', () => {
  it('cuts each eye’s box from its arcs, in the frame’s own pixels, the person’s left eye first', () => {
    const { canvas, reads } = image();
    const eyes = eyePatches({ landmarks: face(), at: 0, processingMs: 1, image: canvas })!;
    expect(eyes.left).toMatchObject({ imagex: Math.round(0.55 * 640), imagey: Math.round(0.4 * 480), width: 26, height: 10 });
    expect(eyes.right).toMatchObject({ imagex: Math.round(0.4 * 640), width: 26, height: 10 });
    expect(reads).toEqual([
      [352, 192, 26, 10],
      [256, 192, 26, 10],
    ]);
  });

  it('gives none without a face, without pixels, or where an eye has no size', () => {
    const { canvas } = image();
    expect(eyePatches({ landmarks: null, at: 0, processingMs: 1, image: canvas })).toBeNull();
    expect(eyePatches({ landmarks: face(), at: 0, processingMs: 1 })).toBeNull();
    const flat = face().map((point) => ({ ...point, y: 0.4 }));
    expect(eyePatches({ landmarks: flat, at: 0, processingMs: 1, image: canvas })).toBeNull();
  });
});

describe('gaze engine', () => {
  it('keeps nothing across sessions, filters its predictions, and says when it is ready', async () => {
    const progress: number[] = [];
    const { fake } = await started(undefined, (f) => progress.push(f));
    expect(fake.api.params).toMatchObject({ saveDataAcrossSessions: false, applyKalmanFilter: true });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('predicts nothing before calibration, then from the recorded samples, clamped to the viewport', async () => {
    const { engine, frame, seen } = await started();
    await frame();
    expect(seen).toEqual([null]);
    engine.record(100, 200);
    engine.record(300, 400);
    await frame();
    expect(seen.at(-1)).toMatchObject({ x: 200, y: 300 });
    engine.record(5000, -3000);
    await frame();
    // Mean of the three samples is (1800, -800): outside the 1000 × 800 viewport, held at its edge.
    expect(seen.at(-1)).toMatchObject({ x: 1000, y: 0 });
  });

  it('records a sample only while a face was seen recently', async () => {
    const { engine, scene, frame, seen } = await started();
    engine.record(100, 100);
    await frame();
    expect(seen.at(-1)).toBeNull();
    scene.face = false;
    await frame();
    engine.record(100, 100);
    scene.face = true;
    await frame();
    expect(seen.at(-1)).toBeNull();
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + 1000);
    engine.record(100, 100);
    vi.mocked(performance.now).mockRestore();
    await frame();
    expect(seen.at(-1)).toBeNull();
  });

  it('reports null while the face is out of the frame, and to every subscriber', async () => {
    const { engine, scene, frame, seen } = await started();
    const heard: (GazePoint | null)[] = [];
    const unsubscribe = engine.subscribe((g) => heard.push(g));
    await frame();
    engine.record(10, 20);
    await frame();
    scene.face = false;
    await frame();
    expect(seen.slice(-2).map((g) => g && [g.x, g.y])).toEqual([[10, 20], null]);
    expect(heard).toEqual(seen);
    unsubscribe();
    await frame();
    expect(heard.length).toBe(seen.length - 1);
  });

  it('clear forgets the calibration and keeps room for a whole calibration', async () => {
    const { engine, frame, seen } = await started();
    await frame();
    engine.record(10, 20);
    engine.clear();
    await frame();
    expect(seen.at(-1)).toBeNull();
  });

  it('keeps up to CALIBRATION_CAPACITY samples instead of WebGazer’s 50, also after clear', async () => {
    const fake = fakeWebGazer();
    const { engine } = await started(fake);
    const [regression] = fake.regressions;
    const sizes = () => ['screenXClicksArray', 'screenYClicksArray', 'eyeFeaturesClicks', 'dataClicks'].map((f) => (regression![f] as { size: number }).size);
    expect(sizes()).toEqual([CALIBRATION_CAPACITY, CALIBRATION_CAPACITY, CALIBRATION_CAPACITY, CALIBRATION_CAPACITY]);
    engine.clear();
    expect(sizes().every((size) => size === CALIBRATION_CAPACITY)).toBe(true);
    expect(CALIBRATION_CAPACITY).toBeGreaterThanOrEqual(9 * 15);
  });

  it('stops predicting when stopped, and shares one calibration between engines of the page', async () => {
    const fake = fakeWebGazer();
    const first = await started(fake);
    await first.frame();
    first.engine.record(50, 60);
    first.stop();
    expect(first.waiting()).toBe(false);
    const heardBefore = first.seen.length;
    await first.frame();
    expect(first.seen.length).toBe(heardBefore);
    const second = await started(fake);
    await second.frame();
    expect(second.seen.at(-1)).toMatchObject({ x: 50, y: 60 });
  });
});
