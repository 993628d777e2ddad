// The eye-gaze engine: WebGazer's eye-patch tracker and ridge regression, driven frame by frame on the app's own
// video; its self-hosted browser build loads lazily as a classic script. No begin(): no second camera, no DOM of
// its own, no mouse listeners, no alert, no storage; calibration samples come only from record().
export interface GazePoint {
  /** Viewport px. */
  x: number;
  y: number;
  /** performance.now() of the camera frame the prediction comes from. */
  at: number;
}

export interface GazeEngine {
  /** Loads WebGazer if needed, then predicts on each new frame of the video (null: no face, or not calibrated yet). */
  start(video: HTMLVideoElement, onGaze: (gaze: GazePoint | null) => void): Promise<() => void>;
  /** One calibration sample: the user is looking at viewport point x, y now (ignored without a recent face). */
  record(x: number, y: number): void;
  /** Forgets every calibration sample. */
  clear(): void;
  /** Also hears each prediction while started (the calibration's validation); returns the unsubscribe. */
  subscribe(listener: (gaze: GazePoint | null) => void): () => void;
}

/** Opaque to us: WebGazer's pair of eye image patches from one frame. */
type EyePatches = object;

interface Tracker {
  init(): Promise<unknown>;
  detector: { faceMeshSolution?: { setOptions(options: Record<string, unknown>): void; initialize?(): Promise<void> } } | null;
  getEyePatches(video: HTMLVideoElement, canvas: HTMLCanvasElement, width: number, height: number): Promise<EyePatches | false | null>;
}

interface Regression {
  init(): void;
  addData(eyes: EyePatches, screen: [number, number], type: 'click'): void;
  predict(eyes: EyePatches): { x: number; y: number } | null;
  [field: string]: unknown;
}

/** The parts of the webgazer global this engine uses. */
export interface WebGazerApi {
  params: { faceMeshSolutionPath: string; saveDataAcrossSessions: boolean; applyKalmanFilter: boolean };
  tracker: { TFFaceMesh: new () => Tracker };
  reg: { RidgeReg: new () => Regression };
  util: { DataWindow: new (size: number) => unknown };
}

export const WEBGAZER_BASE = `${import.meta.env.BASE_URL}vendor/webgazer/`;
/**
 * The face mesh WebGazer runs on: the wasm and model the head pointer already self-hosts (@mediapipe/face_mesh
 * 0.4.1657299874), not the older copy WebGazer ships (0.4.1633559619, about 16 MB more to download and cache for
 * the same landmarks). WebGazer's own face_mesh.js wrapper, inside webgazer.js, drives them through the same
 * solution API; tests/gaze.spec.ts checks that predictions come, also after the head pointer loaded them first.
 */
export const FACE_MESH_BASE = `${import.meta.env.BASE_URL}vendor/face_mesh/`;
/** Samples the regression keeps: a whole calibration (WebGazer's own default keeps only the last 50). */
export const CALIBRATION_CAPACITY = 300;
/** A sample needs eye patches at most this old. */
const FRESH_MS = 250;

const loads = new Map<string, Promise<WebGazerApi>>();

export function loadWebGazer(base = WEBGAZER_BASE): Promise<WebGazerApi> {
  const known = loads.get(base);
  if (known) return known;
  const loading = new Promise<WebGazerApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${base}webgazer.js`;
    script.onload = () => {
      const api = (window as unknown as { webgazer?: WebGazerApi }).webgazer;
      if (api) resolve(api);
      else reject(new Error('webgazer.js loaded without webgazer'));
    };
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
  loading.catch(() => loads.delete(base));
  loads.set(base, loading);
  return loading;
}

/** One tracker (its face mesh loads once, on the CPU) and one calibration per page, whichever engine records it. */
let shared: { api: WebGazerApi; tracker: Tracker; regression: Regression; ready: Promise<void> } | null = null;

function emptyRegression(api: WebGazerApi, regression: Regression) {
  regression.init();
  for (const field of ['screenXClicksArray', 'screenYClicksArray', 'eyeFeaturesClicks', 'dataClicks']) {
    regression[field] = new api.util.DataWindow(CALIBRATION_CAPACITY);
  }
}

function setUp(api: WebGazerApi, faceMesh: string) {
  if (shared?.api === api) return shared;
  api.params.faceMeshSolutionPath = faceMesh;
  api.params.saveDataAcrossSessions = false;
  api.params.applyKalmanFilter = true;
  const tracker = new api.tracker.TFFaceMesh();
  const regression = new api.reg.RidgeReg();
  emptyRegression(api, regression);
  // init() creates the face mesh; CPU inference is switched on before its graph starts (SwiftShader WebGL is about
  // 4 times slower on a CPU-only machine), and its wasm and model load now rather than on the first frame.
  const ready = tracker.init().then(async () => {
    const mesh = tracker.detector?.faceMeshSolution;
    mesh?.setOptions({ useCpuInference: true });
    await mesh?.initialize?.();
  });
  const created = { api, tracker, regression, ready };
  ready.catch(() => shared === created && (shared = null));
  shared = created;
  return created;
}

type VideoWithFrames = HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number; cancelVideoFrameCallback?: (id: number) => void };

/** Calls onFrame for each new video frame (requestVideoFrameCallback, else polling on animation frames). */
function eachFrame(video: VideoWithFrames, onFrame: () => void): () => void {
  let handle = 0;
  let last = -1;
  const useVideoFrames = typeof video.requestVideoFrameCallback === 'function';
  const next = () => {
    if (useVideoFrames) handle = video.requestVideoFrameCallback!(tick);
    else handle = requestAnimationFrame(tick);
  };
  const tick = () => {
    if (useVideoFrames || video.currentTime !== last) onFrame();
    last = video.currentTime;
    next();
  };
  next();
  return () => (useVideoFrames ? video.cancelVideoFrameCallback?.(handle) : cancelAnimationFrame(handle));
}

export function createGazeEngine(
  options: { onProgress?: (fraction: number) => void; base?: string; faceMesh?: string; load?: (base: string) => Promise<WebGazerApi> } = {},
): GazeEngine {
  const base = options.base ?? WEBGAZER_BASE;
  const faceMesh = options.faceMesh ?? FACE_MESH_BASE;
  const progress = options.onProgress ?? (() => {});
  const listeners = new Set<(gaze: GazePoint | null) => void>();
  let latest: { eyes: EyePatches; at: number } | null = null;

  return {
    async start(video, onGaze) {
      progress(0);
      const { tracker, regression, ready } = setUp(await (options.load ?? loadWebGazer)(base), faceMesh);
      progress(0.3);
      await ready;
      progress(1);
      let stopped = false;
      let busy = false;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const report = (gaze: GazePoint | null) => {
        onGaze(gaze);
        for (const listener of listeners) listener(gaze);
      };
      const predict = async () => {
        const at = performance.now();
        const { videoWidth: width, videoHeight: height } = video;
        if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
        context?.drawImage(video, 0, 0, width, height);
        const eyes = await tracker.getEyePatches(video, canvas, width, height);
        if (stopped) return;
        latest = eyes ? { eyes, at } : null;
        const point = eyes ? regression.predict(eyes) : null;
        report(point && Number.isFinite(point.x) && Number.isFinite(point.y) ? { ...clampToViewport(point), at } : null);
      };
      const cancel = eachFrame(video, () => {
        if (busy || stopped || video.readyState < 2 || video.videoWidth === 0) return;
        busy = true;
        predict()
          .catch((error: unknown) => console.error('gaze prediction failed', error))
          .finally(() => (busy = false));
      });
      return () => {
        stopped = true;
        latest = null;
        cancel();
      };
    },
    record(x, y) {
      if (!shared || !latest || performance.now() - latest.at > FRESH_MS) return;
      shared.regression.addData(latest.eyes, [x, y], 'click');
    },
    clear() {
      if (shared) emptyRegression(shared.api, shared.regression);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function clampToViewport({ x, y }: { x: number; y: number }) {
  return { x: Math.min(Math.max(x, 0), window.innerWidth), y: Math.min(Math.max(y, 0), window.innerHeight) };
}
