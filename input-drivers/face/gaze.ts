// The eye-gaze engine: WebGazer's ridge regression on eye patches cut from the app's own face frames — the Face
// Landmarker's landmarks and the very pixels they were found on — so gaze shares the one face model with the head
// pointer, blinks and gestures. WebGazer's self-hosted browser build loads lazily as a classic script for its
// regression; its own face tracker never runs. No begin(): no second camera, no DOM of its own, no mouse listeners,
// no alert, no storage; calibration samples come only from record().
import type { FaceFrame } from './engine';
export interface GazePoint {
  /** Viewport px. */
  x: number;
  y: number;
  /** performance.now() of the camera frame the prediction comes from. */
  at: number;
}

export interface GazeEngine {
  /** Loads WebGazer's regression if needed, then predicts on each face frame (null: no face, or not calibrated yet). */
  start(frames: FaceFrames, onGaze: (gaze: GazePoint | null) => void): Promise<() => void>;
  /** One calibration sample: the user is looking at viewport point x, y now (ignored without a recent face). */
  record(x: number, y: number): void;
  /** Forgets every calibration sample. */
  clear(): void;
  /** Also hears each prediction while started (the calibration's validation); returns the unsubscribe. */
  subscribe(listener: (gaze: GazePoint | null) => void): () => void;
}

/** WebGazer's pair of eye image patches from one frame, as its regression reads them. */
export interface EyePatches {
  left: EyePatch;
  right: EyePatch;
}

interface EyePatch {
  patch: ImageData;
  imagex: number;
  imagey: number;
  width: number;
  height: number;
}

interface Regression {
  init(): void;
  addData(eyes: EyePatches, screen: [number, number], type: 'click'): void;
  predict(eyes: EyePatches): { x: number; y: number } | null;
  [field: string]: unknown;
}

/** The parts of the webgazer global this engine uses: its ridge regression, not its face tracker. */
export interface WebGazerApi {
  params: { saveDataAcrossSessions: boolean; applyKalmanFilter: boolean };
  reg: { RidgeReg: new () => Regression };
  util: { DataWindow: new (size: number) => unknown };
}

/** The face frames the gaze engine predicts on (the app's face engine): subscribe, get the unsubscribe. */
export type FaceFrames = (listener: (frame: FaceFrame) => void) => () => void;

export const WEBGAZER_BASE = `${import.meta.env.BASE_URL}vendor/webgazer/`;
/** Samples the regression keeps: a whole calibration (WebGazer's own default keeps only the last 50). */
export const CALIBRATION_CAPACITY = 300;
/** A sample needs eye patches at most this old. */
const FRESH_MS = 250;

/**
 * Where WebGazer cuts each eye patch from the face mesh's landmarks (the Face Landmarker numbers them the same):
 * the box from the top arc's left and top to the bottom arc's right and bottom. WebGazer's "left" is the person's
 * left eye (on the image's right).
 */
const EYES = {
  left: { top: [466, 388, 387, 386, 385, 384, 398], bottom: [263, 249, 390, 373, 374, 380, 381, 382, 362] },
  right: { top: [246, 161, 160, 159, 158, 157, 173], bottom: [33, 7, 163, 144, 145, 153, 154, 155, 133] },
} as const;

/** The two eye patches of a face frame, cut from the very pixels its landmarks were found on; null without them. */
export function eyePatches(frame: FaceFrame, read: (image: OffscreenCanvas | HTMLVideoElement) => ImageReader | null = readerOf): EyePatches | null {
  const { landmarks, image } = frame;
  if (!landmarks || !image) return null;
  const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
  const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
  const reader = read(image);
  if (!reader || width === 0 || height === 0) return null;
  const cut = ({ top, bottom }: { top: readonly number[]; bottom: readonly number[] }): EyePatch | null => {
    const px = (i: number) => (landmarks[i]?.x ?? NaN) * width;
    const py = (i: number) => (landmarks[i]?.y ?? NaN) * height;
    const imagex = Math.round(Math.min(...top.map(px)));
    const imagey = Math.round(Math.min(...top.map(py)));
    const w = Math.round(Math.max(...bottom.map(px))) - imagex;
    const h = Math.round(Math.max(...bottom.map(py))) - imagey;
    if (!(w > 0 && h > 0)) return null;
    return { patch: reader(imagex, imagey, w, h), imagex, imagey, width: w, height: h };
  };
  const left = cut(EYES.left);
  const right = cut(EYES.right);
  return left && right ? { left, right } : null;
}

type ImageReader = (x: number, y: number, width: number, height: number) => ImageData;

/** Reads pixels from the frame's image: its own 2D canvas, or a copy of the video where the engine gave that. */
function readerOf(image: OffscreenCanvas | HTMLVideoElement): ImageReader | null {
  if (!(image instanceof HTMLVideoElement)) {
    const context = image.getContext('2d');
    return context ? (x, y, w, h) => context.getImageData(x, y, w, h) : null;
  }
  const copy = document.createElement('canvas');
  Object.assign(copy, { width: image.videoWidth, height: image.videoHeight });
  const context = copy.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0);
  return (x, y, w, h) => context.getImageData(x, y, w, h);
}

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

/** One calibration per page, whichever engine records it. */
let shared: { api: WebGazerApi; regression: Regression } | null = null;

function emptyRegression(api: WebGazerApi, regression: Regression) {
  regression.init();
  for (const field of ['screenXClicksArray', 'screenYClicksArray', 'eyeFeaturesClicks', 'dataClicks']) {
    regression[field] = new api.util.DataWindow(CALIBRATION_CAPACITY);
  }
}

function setUp(api: WebGazerApi) {
  if (shared?.api === api) return shared;
  api.params.saveDataAcrossSessions = false;
  api.params.applyKalmanFilter = true;
  const regression = new api.reg.RidgeReg();
  emptyRegression(api, regression);
  shared = { api, regression };
  return shared;
}

export function createGazeEngine(options: { onProgress?: (fraction: number) => void; base?: string; load?: (base: string) => Promise<WebGazerApi> } = {}): GazeEngine {
  const base = options.base ?? WEBGAZER_BASE;
  const progress = options.onProgress ?? (() => {});
  const listeners = new Set<(gaze: GazePoint | null) => void>();
  let latest: { eyes: EyePatches; at: number } | null = null;

  return {
    async start(frames, onGaze) {
      progress(0);
      const { regression } = setUp(await (options.load ?? loadWebGazer)(base));
      progress(1);
      let stopped = false;
      const report = (gaze: GazePoint | null) => {
        onGaze(gaze);
        for (const listener of listeners) listener(gaze);
      };
      const unsubscribe = frames((frame) => {
        if (stopped) return;
        let eyes: EyePatches | null = null;
        try {
          eyes = eyePatches(frame);
        } catch (error) {
          console.error('gaze: the eye patches could not be read', error);
        }
        latest = eyes ? { eyes, at: performance.now() } : null;
        const point = eyes ? regression.predict(eyes) : null;
        report(point && Number.isFinite(point.x) && Number.isFinite(point.y) ? { ...clampToViewport(point), at: frame.at } : null);
      });
      return () => {
        stopped = true;
        latest = null;
        unsubscribe();
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
