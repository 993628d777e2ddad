// The head-pointer driver: each face frame of the camera session becomes a `point` command (source 'head') in
// viewport pixels, or `pointLost` when the face leaves; every point is marked for the frame → pointer bench.
import type { InputDriver } from '@input-drivers/commands';
import type { FaceFrame } from '@input-drivers/face/engine';
import { createHeadPointer, type HeadPointerSettings } from './head-pointer';
import { DEFAULT_ONE_EURO, type OneEuroParams } from './one-euro';

/** The smoothing slider's default: it gives exactly DEFAULT_ONE_EURO. */
export const DEFAULT_SMOOTHING = 0.5;

/**
 * The profile's smoothing (0 = quick and jittery … 1 = steady and slower) as One Euro parameters: the rest cutoff
 * and the speed coefficient both scale by 4 for each half of the slider, from DEFAULT_ONE_EURO at its middle.
 */
export function oneEuroForSmoothing(smoothing: number): OneEuroParams {
  const s = Number.isFinite(smoothing) ? Math.min(1, Math.max(0, smoothing)) : DEFAULT_SMOOTHING;
  const scale = 4 ** (1 - 2 * s);
  return { minCutoff: DEFAULT_ONE_EURO.minCutoff * scale, beta: DEFAULT_ONE_EURO.beta * scale, dCutoff: DEFAULT_ONE_EURO.dCutoff };
}

/** Head-pointer settings from the profile's camera section; the rest is the spec's mapping. */
export function headSettings({ gain, smoothing }: { gain: number; smoothing: number }): Partial<HeadPointerSettings> {
  return { gain, smoothing: oneEuroForSmoothing(smoothing) };
}

export interface HeadDriverOptions {
  /** The landmark stream (the camera session's subscribeFaceFrames). */
  frames: (listener: (frame: FaceFrame) => void) => () => void;
  settings?: Partial<HeadPointerSettings>;
  viewport?: () => { width: number; height: number };
  /** Called at each point with the camera frame's time; a performance mark by default. */
  mark?: (frameAt: number) => void;
}

export interface HeadDriver extends InputDriver {
  /** The current pose becomes the window centre; false before any face was seen. */
  recentre(): boolean;
  setSettings(settings: Partial<HeadPointerSettings>): void;
}

const windowViewport = () => ({ width: window.innerWidth, height: window.innerHeight });
/** Frames between two clearings of the pointer marks: two minutes at 30 frames a second. */
export const POINTER_MARKS_KEPT = 3600;
let pointerMarks = 0;
/** Each point's mark for the bench; cleared every POINTER_MARKS_KEPT points, so a day of head pointing never piles up. */
export const performanceMark = (frameAt: number) => {
  pointerMarks += 1;
  if (pointerMarks % POINTER_MARKS_KEPT === 0) performance.clearMarks('aceno:pointer');
  performance.mark('aceno:pointer', { detail: { frameAt } });
};

export function createHeadDriver({ frames, settings = {}, viewport = windowViewport, mark = performanceMark }: HeadDriverOptions): HeadDriver {
  const pointer = createHeadPointer(settings);
  return {
    id: 'head',
    recentre: () => pointer.recentre(),
    setSettings: (next) => pointer.setSettings(next),
    start(emit) {
      let present = false;
      return frames((frame) => {
        const point = pointer.update(frame.landmarks, frame.at, viewport());
        if (point) {
          present = true;
          emit({ type: 'point', x: point.x, y: point.y, source: 'head' });
          mark(frame.at);
        } else if (present) {
          present = false;
          emit({ type: 'pointLost', source: 'head' });
        }
      });
    },
  };
}
