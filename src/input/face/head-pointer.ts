// The head pointer: face-mesh landmarks → a smoothed viewport point, with the inclusive mode's mapping from
// spec 001 §9 as the default, a re-centre command and gain/smoothing parameters.
import type { Landmark } from './ear';
import { DEFAULT_ONE_EURO, OneEuroFilter2D, type OneEuroParams, type Point } from './one-euro';

/** A rectangle as fractions of the window. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface HeadPointerSettings {
  /** Amplification about the centre (spec 001 §9: 1.8). */
  gain: number;
  /** The pointer stays inside this part of the window (spec 001 §9: 10% in, 15% down, 80% × 50%). */
  region: Region;
  /** Camera images are mirrored so moving the head right moves the pointer right. */
  mirror: boolean;
  /** The head position (mirrored, normalised) that maps to the window centre; re-centring moves it. */
  centre: Point;
  smoothing: OneEuroParams;
}

export const INCLUSIVE_REGION: Region = { left: 0.1, top: 0.15, width: 0.8, height: 0.5 };
/** A screen whose controls fill the window (the typing mode's keyboard): the pointer reaches all of it. */
export const WHOLE_WINDOW_REGION: Region = { left: 0.01, top: 0.01, width: 0.98, height: 0.98 };

export const DEFAULT_HEAD_POINTER: HeadPointerSettings = {
  gain: 1.8,
  region: INCLUSIVE_REGION,
  mirror: true,
  centre: { x: 0.5, y: 0.5 },
  smoothing: DEFAULT_ONE_EURO,
};

/** The spec names a weighted nose and eye average without weights: the nose tip carries half, each eye a quarter. */
export const HEAD_LANDMARKS = { nose: 1, rightEye: [33, 133], leftEye: [362, 263] } as const;
const NOSE_WEIGHT = 0.5;

function mean(points: (Landmark | undefined)[]): Point | null {
  if (points.some((p) => !p || !Number.isFinite(p.x) || !Number.isFinite(p.y))) return null;
  const ps = points as Landmark[];
  return { x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length };
}

/** The weighted nose and eye average in camera coordinates (0..1), or null without a usable face. */
export function headPosition(landmarks: readonly Landmark[] | null | undefined): Point | null {
  if (!landmarks) return null;
  const nose = mean([landmarks[HEAD_LANDMARKS.nose]]);
  const right = mean(HEAD_LANDMARKS.rightEye.map((i) => landmarks[i]));
  const left = mean(HEAD_LANDMARKS.leftEye.map((i) => landmarks[i]));
  if (!nose || !right || !left) return null;
  const eyeWeight = (1 - NOSE_WEIGHT) / 2;
  return {
    x: NOSE_WEIGHT * nose.x + eyeWeight * (right.x + left.x),
    y: NOSE_WEIGHT * nose.y + eyeWeight * (right.y + left.y),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Mirrors a camera-space head position into the user's view (the way a mirrored preview shows it). */
export function viewSpace(head: Point, mirror: boolean): Point {
  return { x: mirror ? 1 - head.x : head.x, y: head.y };
}

/**
 * Maps a head position to viewport pixels: mirrored, amplified by gain about the centre, placed in the window
 * and clamped to the region. The centre pose maps to the window centre.
 */
export function mapHeadToViewport(head: Point, viewport: { width: number; height: number }, settings = DEFAULT_HEAD_POINTER): Point {
  const v = viewSpace(head, settings.mirror);
  const { gain, centre, region } = settings;
  const fx = clamp(0.5 + (v.x - centre.x) * gain, region.left, region.left + region.width);
  const fy = clamp(0.5 + (v.y - centre.y) * gain, region.top, region.top + region.height);
  return { x: fx * viewport.width, y: fy * viewport.height };
}

/** Settings in which the given head position is the centre: the current pose then points at the window centre. */
export function recentre(settings: HeadPointerSettings, head: Point): HeadPointerSettings {
  return { ...settings, centre: viewSpace(head, settings.mirror) };
}

export interface HeadPointer {
  /** One camera frame: the smoothed pointer in viewport pixels, or null when there is no face. */
  update(landmarks: readonly Landmark[] | null | undefined, atMs: number, viewport: { width: number; height: number }): Point | null;
  /** The current head pose becomes the window centre; false when no face has been seen yet. */
  recentre(): boolean;
  setSettings(partial: Partial<HeadPointerSettings>): void;
  readonly settings: HeadPointerSettings;
}

/** Merges partial settings over a base; gain stays within 0.5–5 (a non-number keeps the base's). */
export function normalizeHeadPointerSettings(partial: Partial<HeadPointerSettings>, base = DEFAULT_HEAD_POINTER): HeadPointerSettings {
  const s = { ...base, ...partial };
  const gain = Number.isFinite(s.gain) ? clamp(s.gain, 0.5, 5) : base.gain;
  return { ...s, gain, smoothing: OneEuroFilter2D.normalize(s.smoothing, base.smoothing) };
}

/** A head pointer for one landmark stream: smoothing happens on the head position, before the gain. */
export function createHeadPointer(partial: Partial<HeadPointerSettings> = {}): HeadPointer {
  let settings = normalizeHeadPointerSettings(partial);
  const filter = new OneEuroFilter2D(settings.smoothing);
  let smoothed: Point | null = null;
  return {
    update(landmarks, atMs, viewport) {
      const head = headPosition(landmarks);
      if (!head) {
        filter.reset();
        smoothed = null;
        return null;
      }
      smoothed = filter.filter(head, atMs);
      return mapHeadToViewport(smoothed, viewport, settings);
    },
    recentre() {
      if (!smoothed) return false;
      settings = recentre(settings, smoothed);
      return true;
    },
    setSettings(next) {
      settings = normalizeHeadPointerSettings(next, settings);
      filter.setParams(settings.smoothing);
    },
    get settings() {
      return settings;
    },
  };
}
