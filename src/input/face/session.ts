// Owns: the page's one camera session, outside React: runs machines/camera.ts and does its effects — opening the
// camera, a hidden-but-rendered video the engine reads, loading the face engine on the first tracking start.
// It hands out snapshots to whoever listens (panels, the head pointer, blink). The engines and their face frames and
// gaze points are in tracking-engines.ts; whether the gaze is calibrated, and the calibration overlay's claim, in
// gaze-status.ts.
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { openCamera } from '@input-drivers/face/camera';
import { cameraMachine, type CameraError, type CameraEvent, type OpenResult, type TrackingInput, type TrackingMode } from '@machines/camera';
import { markUncalibrated } from './gaze-status';
import { markCameraSessionLoaded } from './session-loaded';
import { engineVideo, forgetGazeEngine, getGazeEngine, startEngine, subscribeGaze } from './tracking-engines';

export type { CameraError, TrackingMode };
export type { GazeEngine, GazeEngineFactory, GazePoint } from './tracking-engines';
export { getGazeEngine, getVideoAspect, provideGazeEngine, subscribeFaceFrames, subscribeGaze } from './tracking-engines';

export interface CameraSnapshot {
  camera: 'off' | 'opening' | 'on' | 'error';
  error: CameraError | null;
  /** Only ever non-'off' while camera === 'on'. */
  tracking: 'off' | 'loading' | 'on';
  /** What tracking feeds while it is not 'off'. */
  mode: TrackingMode;
  /** 0..1 model load progress while tracking === 'loading'. */
  progress: number;
  /** The latest frame has a face (tracking on). */
  face: boolean;
  /** Tracking on: too dark, or the face too far (view-check.ts); null when the view is fine. */
  view: 'dark' | 'far' | null;
  /** Previews attach this to their own <video>. */
  stream: MediaStream | null;
  /**
   * A camera check (the settings screen's) is on screen: the pointer follows the face but presses nothing, as a
   * person testing the camera must not have it change their settings (unless their profile points with the camera).
   */
  previewOnly: boolean;
}

const recentreListeners = new Set<() => void>();
const listeners = new Set<() => void>();

/** Counts holders; each hold returns its release, which counts once however often it is called. */
function holdCount(changed: () => void = () => {}) {
  let holds = 0;
  return {
    hold(): () => void {
      holds += 1;
      changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        changed();
      };
    },
    held: (): boolean => holds > 0,
  };
}

const keepers = holdCount();
const previewers = holdCount(() => publish(actor.getSnapshot()));

const machine = cameraMachine.provide({
  actors: {
    openCamera: fromPromise<OpenResult>(async ({ signal }) => {
      const result = await openCamera();
      if (!result.ok) return { ok: false, reason: result.reason };
      // The user stopped while the permission prompt was up: the late stream is released at once.
      if (signal.aborted) result.stop();
      return { ok: true, camera: { stream: result.stream, stop: result.stop } };
    }),
    tracking: fromCallback<CameraEvent, TrackingInput>(({ input, sendBack }) => {
      let stopped = false;
      let stopEngine: (() => void) | null = null;
      let video: HTMLVideoElement | null = null;
      const report = (event: CameraEvent) => !stopped && sendBack(event);
      void (async () => {
        try {
          video = await engineVideo(input.stream);
          if (stopped) return;
          const stop = await startEngine(input.mode, video, report);
          if (stopped) return stop(); // a late engine after a stop is stopped, not kept
          stopEngine = stop;
          report({ type: 'READY' });
        } catch (error) {
          console.error('Face tracking could not start', error);
          report({ type: 'ENGINE_FAILED' });
        }
      })();
      return () => {
        stopped = true;
        stopEngine?.();
        forgetGazeEngine();
        if (video) {
          video.srcObject = null;
          video.remove();
        }
      };
    }),
  },
});

const actor = createActor(machine);
let snapshot: CameraSnapshot = toSnapshot(actor.getSnapshot());
let watchedStream: MediaStream | null = null;

function toSnapshot(state: SnapshotFrom<typeof machine>): CameraSnapshot {
  const { context } = state;
  const camera = state.matches('on') ? 'on' : state.matches('opening') ? 'opening' : state.matches('error') ? 'error' : 'off';
  const tracking = state.matches({ on: { tracking: 'running' } }) ? 'on' : state.matches({ on: 'tracking' }) ? 'loading' : 'off';
  return {
    camera,
    error: context.error,
    tracking,
    mode: context.mode,
    progress: tracking === 'loading' ? context.progress : tracking === 'on' ? 1 : 0,
    face: tracking === 'on' && context.face,
    view: tracking === 'on' ? context.view : null,
    stream: camera === 'on' ? (context.camera?.stream ?? null) : null,
    previewOnly: previewers.held(),
  };
}

const same = (a: CameraSnapshot, b: CameraSnapshot) =>
  (Object.keys(a) as (keyof CameraSnapshot)[]).every((key) => Object.is(a[key], b[key]));

/** A stream that ends by itself (unplugged, permission revoked) is reported once. */
function watchStream(stream: MediaStream | null): void {
  if (stream === watchedStream) return;
  watchedStream = stream;
  for (const track of stream?.getVideoTracks() ?? []) {
    track.addEventListener('ended', () => watchedStream === stream && actor.send({ type: 'CAMERA_ENDED' }), { once: true });
  }
}

function publish(state: SnapshotFrom<typeof machine>): void {
  const next = toSnapshot(state);
  watchStream(next.stream);
  if (same(next, snapshot)) return;
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

actor.subscribe(publish);
actor.start();
markCameraSessionLoaded(() => snapshot.camera !== 'off');

/** Opens the camera (asking permission); resolves once it is on or has failed. */
export function startCamera(): Promise<void> {
  if (snapshot.camera === 'on') return Promise.resolve();
  actor.send({ type: 'START_CAMERA' });
  return new Promise((resolve) => {
    const check = () => {
      if (snapshot.camera === 'opening') return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    check();
  });
}

/** Stops the camera, and with it tracking (spec 001 §4). */
export function stopCamera(): void {
  actor.send({ type: 'STOP_CAMERA' });
}

/** Starts tracking (the engine loads on the first start); ignored unless the camera is on. */
export function startTracking(mode: TrackingMode = 'face'): void {
  actor.send({ type: 'START_TRACKING', mode });
}

export function stopTracking(): void {
  actor.send({ type: 'STOP_TRACKING' });
}

export function getCameraSnapshot(): CameraSnapshot {
  return snapshot;
}

/** useSyncExternalStore-friendly: the listener is called after each change of the snapshot. */
export function subscribeCamera(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the head pointer to take the current pose as the centre (the Re-centre buttons). */
export function recentrePointer(): void {
  for (const listener of [...recentreListeners]) listener();
}

export function subscribeRecentre(listener: () => void): () => void {
  recentreListeners.add(listener);
  return () => recentreListeners.delete(listener);
}

/** Camera and tracking in one go (the floating control, auto-start); tracking starts only if the camera opened. */
export async function startCameraAndTracking(mode: TrackingMode = 'face'): Promise<void> {
  await startCamera();
  if (snapshot.camera === 'on' && snapshot.tracking === 'off') startTracking(mode);
}

/**
 * While something on every screen can reach the camera (the floating control), it stays on across screens; a
 * panel alone stops it when its screen goes away, so the camera is never left on out of reach.
 */
export const keepCameraAcrossScreens = keepers.hold;
export const cameraKeptAcrossScreens = keepers.held;

/** Held while a camera check is mounted (see CameraSnapshot.previewOnly); returns the release. */
export const holdPointerPreview = previewers.hold;

/** What a calibration overlay records into: the running gaze engine; clearing its samples leaves it uncalibrated. */
export const sessionGazeTarget = {
  record: (x: number, y: number) => getGazeEngine()?.record(x, y),
  clear: () => {
    getGazeEngine()?.clear();
    markUncalibrated();
  },
  subscribe: subscribeGaze,
};
