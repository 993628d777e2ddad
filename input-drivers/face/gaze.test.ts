// The gaze engine on a fake WebGazer and a video whose frames the test releases one by one: settings before the
// first frame, no prediction before calibration, samples only from a fresh face, clamping, clear, stop, sharing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALIBRATION_CAPACITY, createGazeEngine, type GazePoint, type WebGazerApi } from './gaze';

type Eyes = { id: number };

function fakeWebGazer() {
  const scene = { face: true as boolean, frames: 0 };
  const setOptions = vi.fn();
  const initialize = vi.fn(async () => {});
  const regressions: { [field: string]: unknown }[] = [];
  class DataWindow {
    constructor(readonly size: number) {}
  }
  class TFFaceMesh {
    detector: { faceMeshSolution: { setOptions: typeof setOptions; initialize: typeof initialize } } | null = null;
    async init() {
      this.detector = { faceMeshSolution: { setOptions, initialize } };
    }
    async getEyePatches(): Promise<Eyes | false> {
      scene.frames += 1;
      return scene.face ? { id: scene.frames } : false;
    }
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
    addData(_eyes: Eyes, screen: [number, number]) {
      this.samples.push(screen);
    }
    predict() {
      if (this.samples.length === 0) return null;
      const mean = (i: 0 | 1) => this.samples.reduce((sum, s) => sum + s[i], 0) / this.samples.length;
      return { x: mean(0), y: mean(1) };
    }
  }
  const api = {
    params: { faceMeshSolutionPath: './mediapipe/face_mesh', saveDataAcrossSessions: true, applyKalmanFilter: false },
    tracker: { TFFaceMesh },
    reg: { RidgeReg },
    util: { DataWindow },
  } as unknown as WebGazerApi;
  return { api, scene, setOptions, initialize, regressions };
}

/** A playing video whose next frame arrives only when the test calls frame(). */
function fakeVideo() {
  const video = document.createElement('video');
  let pending: (() => void) | null = null;
  Object.defineProperties(video, {
    readyState: { value: 4 },
    videoWidth: { value: 640 },
    videoHeight: { value: 480 },
    requestVideoFrameCallback: { value: (cb: () => void) => ((pending = cb), 1) },
    cancelVideoFrameCallback: { value: () => (pending = null) },
  });
  const frame = async () => {
    const cb = pending;
    pending = null;
    cb?.();
    // The prediction is asynchronous (eye patches, then regression): let it settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { video, frame, waiting: () => pending !== null };
}

async function started(fake = fakeWebGazer(), onProgress?: (f: number) => void) {
  const engine = createGazeEngine({ base: '/vendor/webgazer/', load: async () => fake.api, onProgress });
  const { video, frame, waiting } = fakeVideo();
  const seen: (GazePoint | null)[] = [];
  const stop = await engine.start(video, (g) => seen.push(g));
  return { engine, fake, video, frame, waiting, seen, stop };
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: () => {} } as unknown as CanvasRenderingContext2D);
  Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
});
afterEach(() => vi.restoreAllMocks());

describe('gaze engine', () => {
  it('points WebGazer at the self-hosted face mesh, keeps nothing across sessions and runs the mesh on the CPU', async () => {
    const progress: number[] = [];
    const { fake } = await started(undefined, (f) => progress.push(f));
    expect(fake.api.params).toMatchObject({ faceMeshSolutionPath: '/vendor/face_mesh/', saveDataAcrossSessions: false, applyKalmanFilter: true });
    expect(fake.setOptions).toHaveBeenCalledWith({ useCpuInference: true });
    expect(fake.setOptions.mock.invocationCallOrder[0]).toBeLessThan(fake.initialize.mock.invocationCallOrder[0]!);
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
    const { engine, fake, frame, seen } = await started();
    engine.record(100, 100);
    await frame();
    expect(seen.at(-1)).toBeNull();
    fake.scene.face = false;
    await frame();
    engine.record(100, 100);
    fake.scene.face = true;
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
    const { engine, fake, frame, seen } = await started();
    const heard: (GazePoint | null)[] = [];
    const unsubscribe = engine.subscribe((g) => heard.push(g));
    await frame();
    engine.record(10, 20);
    await frame();
    fake.scene.face = false;
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
    const framesBefore = fake.scene.frames;
    const second = await started(fake);
    await second.frame();
    expect(second.seen.at(-1)).toMatchObject({ x: 50, y: 60 });
    expect(fake.scene.frames).toBe(framesBefore + 1);
  });
});
