// Owns: the face and gaze engines of the camera session (src/input/face/session.ts): the engine's hidden video,
// starting the engine a tracking mode needs, and the streams of face frames and gaze points it feeds.
import type { FaceEngine, FaceFrame } from '@input-drivers/face/engine';
import { createLandmarkerEngine } from '@input-drivers/face/landmarker';
import type { CameraEvent, TrackingMode } from '@machines/camera';
import { faceWidth, meanLuma, VIEW_CHECK_MS, viewIssue, type ViewIssue } from './view-check';

/** One gaze estimate in viewport pixels, or null when the eyes are not found. */
export type GazePoint = { x: number; y: number; at: number } | null;

/** The eye-gaze engine contract (input-drivers/face/gaze.ts): plugged in with provideGazeEngine. */
export interface GazeEngine {
  /** Predicts on each face frame of the one face engine (input-drivers/face/gaze.ts). */
  start(frames: (listener: (frame: FaceFrame) => void) => () => void, onGaze: (gaze: GazePoint) => void): Promise<() => void>;
  record(x: number, y: number): void;
  clear(): void;
}
export type GazeEngineFactory = (options?: { onProgress?: (fraction: number) => void }) => GazeEngine;

const faceListeners = new Set<(frame: FaceFrame) => void>();
const gazeListeners = new Set<(gaze: GazePoint) => void>();
let gazeFactory: GazeEngineFactory | null = null;
let gazeEngine: GazeEngine | null = null;
let videoAspect = 4 / 3;

/** Replaces the eye-gaze engine (tests, another gaze tracker); WebGazer's is the default. */
export function provideGazeEngine(factory: GazeEngineFactory): void {
  gazeFactory = factory;
}

/** The gaze engine while gaze tracking runs (calibration records samples into it), else null. */
export function getGazeEngine(): GazeEngine | null {
  return gazeEngine;
}

/** Tracking stopped: no gaze engine runs any more. */
export function forgetGazeEngine(): void {
  gazeEngine = null;
}

/**
 * The engine's video: in the document and rendered (1 px, transparent) because a detached or display:none video
 * gets no requestVideoFrameCallback in Chromium, so the engine would never see a frame.
 */
export async function engineVideo(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('aria-hidden', 'true');
  video.dataset.cameraEngine = '';
  Object.assign(video.style, { position: 'fixed', left: '0', top: '0', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none' });
  video.srcObject = stream;
  document.body.append(video);
  await video.play();
  if (video.videoWidth > 0 && video.videoHeight > 0) videoAspect = video.videoWidth / video.videoHeight;
  return video;
}

/** The engine for a tracking mode: WebGazer (loaded only when gaze is first tracked) unless another was provided. */
async function gazeEngineFactory(): Promise<GazeEngineFactory> {
  return gazeFactory ?? (await import('@input-drivers/face/gaze')).createGazeEngine;
}

export async function startEngine(mode: TrackingMode, video: HTMLVideoElement, report: (event: CameraEvent) => void): Promise<() => void> {
  const onProgress = (fraction: number) => report({ type: 'PROGRESS', fraction });
  // One face model for every mode: the Face Landmarker's frames feed the face's listeners (head pointer, blinks,
  // gestures) and, tracking gaze, the gaze engine's eye patches too.
  const gazing = mode === 'gaze' ? (await gazeEngineFactory())({ onProgress: (fraction) => onProgress(fraction / 2) }) : null;
  const engine: FaceEngine = createLandmarkerEngine({ onProgress: gazing ? (fraction) => onProgress(0.5 + fraction / 2) : onProgress });
  let stopGaze: (() => void) | null = null;
  let face: boolean | null = null;
  if (gazing) {
    gazeEngine = gazing;
    let gazeFace: boolean | null = null;
    stopGaze = await gazing.start(subscribeFaceFrames, (gaze) => {
      // Tracking gaze, "face found" means the gaze is: eyes found and a prediction made.
      if ((gaze !== null) !== gazeFace) report({ type: 'FACE', present: (gazeFace = gaze !== null) });
      for (const listener of [...gazeListeners]) listener(gaze);
    });
  }
  const luma = brightnessOf(video);
  let checked = -Infinity;
  let issue: ViewIssue | undefined;
  const stopFace = await engine.start(video, (frame) => {
    if (!gazing && (frame.landmarks !== null) !== face) report({ type: 'FACE', present: (face = frame.landmarks !== null) });
    // About once a second: too dark, or the face too far, is said in the camera panel.
    if (frame.at - checked >= VIEW_CHECK_MS) {
      checked = frame.at;
      const next = viewIssue(luma(), faceWidth(frame.landmarks));
      if (next !== issue) report({ type: 'VIEW', issue: (issue = next) });
    }
    for (const listener of [...faceListeners]) listener(frame);
  });
  return () => {
    stopFace();
    stopGaze?.();
  };
}

/** The video's mean brightness now, read from a 16×12 copy of the frame (null where the browser gives no pixels). */
function brightnessOf(video: HTMLVideoElement): () => number | null {
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 12;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return () => {
    if (!context || video.videoWidth === 0) return null;
    try {
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return meanLuma(context.getImageData(0, 0, canvas.width, canvas.height).data);
    } catch {
      return null;
    }
  };
}

/** The landmark stream while face tracking runs. */
export function subscribeFaceFrames(listener: (frame: FaceFrame) => void): () => void {
  faceListeners.add(listener);
  return () => faceListeners.delete(listener);
}

/** The gaze stream while gaze tracking runs. */
export function subscribeGaze(listener: (gaze: GazePoint) => void): () => void {
  gazeListeners.add(listener);
  return () => gazeListeners.delete(listener);
}

/** Width / height of the tracked video (4/3 until one has played): the eye aspect ratio needs it. */
export function getVideoAspect(): number {
  return videoAspect;
}
