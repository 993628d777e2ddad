// Face gestures as switches: each camera frame's blendshapes and head pose become one signal per gesture (0..1),
// and a gesture fires when its signal stays over its threshold for its hold time — once per hold, then not again
// until it is released and its pause after firing has passed. Nothing fires while no face is tracked, nor in the
// first second after the face comes back (a gesture already made then must be released first). A plain reducer
// rather than an XState machine: time comes only from the frames, and thirteen gestures run side by side on every
// frame; the camera's own clock makes it as testable as a simulated one.

/** The gestures a face can make, by the person's own left and right. */
export const GESTURES = [
  'mouthOpen',
  'browsUp',
  'smile',
  'pucker',
  'winkLeft',
  'winkRight',
  'eyesClosed',
  'turnLeft',
  'turnRight',
  'tiltLeft',
  'tiltRight',
  'headUp',
  'headDown',
] as const;
export type Gesture = (typeof GESTURES)[number];

/** What a gesture does: the switch commands the input runtime knows. */
export const GESTURE_ACTIONS = ['select', 'next', 'previous', 'back', 'pause'] as const;
export type GestureAction = (typeof GESTURE_ACTIONS)[number];

export interface GestureSetting {
  enabled: boolean;
  action: GestureAction;
  /** The signal (0..1) must reach this… */
  threshold: number;
  /** …and stay at least at RELEASE_RATIO of it for this long (100–2,000 ms). */
  holdMs: number;
  /** After firing, the gesture cannot fire again for this long (and must be released first). */
  cooldownMs: number;
}

export type GestureSettings = Record<Gesture, GestureSetting>;

/** The head at rest, in degrees (calibration sets it): turns and tilts are measured from here. */
export interface RestPose {
  yaw: number;
  pitch: number;
  roll: number;
}

export interface GestureFrame {
  at: number;
  /** Null: no face in this frame. */
  blendshapes: Readonly<Record<string, number>> | null;
  pose: RestPose | null;
}

export const LIMITS = {
  threshold: { min: 0.05, max: 0.95 },
  holdMs: { min: 100, max: 2000 },
  cooldownMs: { min: 0, max: 5000 },
} as const;

/** After a face comes back, this long passes before any gesture may fire. */
export const FACE_BACK_GRACE_MS = 1000;
/** A hold lasts while the signal stays above this share of the threshold (hysteresis against a flicker). */
export const RELEASE_RATIO = 0.8;
/** A turn or tilt of this many degrees reads 1; looking up or down, POSE_FULL_PITCH_DEG. */
export const POSE_FULL_DEG = 45;
export const POSE_FULL_PITCH_DEG = 30;

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** Each gesture's signal (0..1) from one frame with a face. */
export function gestureSignals(blendshapes: Readonly<Record<string, number>> | null, pose: RestPose | null, rest: RestPose = NO_REST): Record<Gesture, number> {
  const b = (name: string) => clamp01(blendshapes?.[name] ?? 0);
  const yaw = pose ? pose.yaw - rest.yaw : 0;
  const pitch = pose ? pose.pitch - rest.pitch : 0;
  const roll = pose ? pose.roll - rest.roll : 0;
  return {
    mouthOpen: b('jawOpen'),
    browsUp: Math.max(b('browInnerUp'), (b('browOuterUpLeft') + b('browOuterUpRight')) / 2),
    smile: (b('mouthSmileLeft') + b('mouthSmileRight')) / 2,
    pucker: b('mouthPucker'),
    winkLeft: clamp01(b('eyeBlinkLeft') - b('eyeBlinkRight')),
    winkRight: clamp01(b('eyeBlinkRight') - b('eyeBlinkLeft')),
    eyesClosed: Math.min(b('eyeBlinkLeft'), b('eyeBlinkRight')),
    turnLeft: clamp01(yaw / POSE_FULL_DEG),
    turnRight: clamp01(-yaw / POSE_FULL_DEG),
    tiltLeft: clamp01(roll / POSE_FULL_DEG),
    tiltRight: clamp01(-roll / POSE_FULL_DEG),
    headUp: clamp01(pitch / POSE_FULL_PITCH_DEG),
    headDown: clamp01(-pitch / POSE_FULL_PITCH_DEG),
  };
}

export const NO_REST: RestPose = { yaw: 0, pitch: 0, roll: 0 };

const setting = (action: GestureAction, threshold: number, holdMs = 300, cooldownMs = 1000): GestureSetting => ({ enabled: false, action, threshold, holdMs, cooldownMs });

/** Every gesture off; each with the action and the threshold a first try would want. */
export const DEFAULT_GESTURES: GestureSettings = {
  mouthOpen: setting('select', 0.4),
  browsUp: setting('next', 0.5),
  smile: setting('select', 0.5, 400),
  pucker: setting('back', 0.5, 400),
  winkLeft: setting('previous', 0.4),
  winkRight: setting('next', 0.4),
  eyesClosed: setting('pause', 0.6, 1500, 2000),
  turnLeft: setting('previous', 0.45, 400),
  turnRight: setting('next', 0.45, 400),
  tiltLeft: setting('back', 0.45, 400),
  tiltRight: setting('select', 0.45, 400),
  headUp: setting('previous', 0.5, 400),
  headDown: setting('next', 0.5, 400),
};

/** The settings' presets: a ready start a caregiver can then adjust. */
export const GESTURE_PRESETS = {
  /** One gesture: opening the mouth selects (what the pointer is on, or the scan's highlight). */
  mouthSelects: { mouthOpen: { enabled: true, action: 'select' } },
  /** Two switches by face: raised eyebrows move, an open mouth selects. */
  browsNextMouthSelects: { browsUp: { enabled: true, action: 'next' }, mouthOpen: { enabled: true, action: 'select' } },
} as const satisfies Record<string, Partial<Record<Gesture, Pick<GestureSetting, 'enabled' | 'action'>>>>;
export type GesturePreset = keyof typeof GESTURE_PRESETS;

/** A preset over the current settings: its gestures on with its actions, every other gesture off; thresholds kept. */
export function applyGesturePreset(settings: GestureSettings, preset: GesturePreset): GestureSettings {
  const chosen: Partial<Record<Gesture, Pick<GestureSetting, 'enabled' | 'action'>>> = GESTURE_PRESETS[preset];
  const next = { ...settings };
  for (const gesture of GESTURES) next[gesture] = { ...settings[gesture], enabled: false, ...chosen[gesture] };
  return next;
}

type Phase =
  /** Under the threshold: ready. */
  | { kind: 'idle' }
  /** Over the threshold since `since`; fires once held for holdMs. */
  | { kind: 'holding'; since: number }
  /** Fired (or already made when the face came back): nothing more until released. */
  | { kind: 'held' };

export interface GestureState {
  phases: Record<Gesture, Phase>;
  /** When each gesture last fired (for its pause after firing). */
  firedAt: Partial<Record<Gesture, number>>;
  /** When the face came back into view; null while no face is tracked. */
  faceSince: number | null;
  /** The signals of the latest frame with a face (the settings' live meters), or null. */
  signals: Record<Gesture, number> | null;
}

export function initialGestureState(): GestureState {
  const phases = {} as Record<Gesture, Phase>;
  for (const gesture of GESTURES) phases[gesture] = { kind: 'idle' };
  return { phases, firedAt: {}, faceSince: null, signals: null };
}

/**
 * One frame: the new state and the gestures that fire on it. A face lost cancels every hold in progress; a
 * gesture that had fired stays held until it is seen released.
 */
export function stepGestures(state: GestureState, frame: GestureFrame, settings: GestureSettings, rest: RestPose = NO_REST): { state: GestureState; fired: Gesture[] } {
  if (!frame.blendshapes && !frame.pose) {
    const phases = { ...state.phases };
    for (const gesture of GESTURES) if (phases[gesture].kind === 'holding') phases[gesture] = { kind: 'idle' };
    return { state: { ...state, phases, faceSince: null, signals: null }, fired: [] };
  }
  const faceSince = state.faceSince ?? frame.at;
  const settling = frame.at - faceSince < FACE_BACK_GRACE_MS;
  const signals = gestureSignals(frame.blendshapes, frame.pose, rest);
  const phases = { ...state.phases };
  const firedAt = { ...state.firedAt };
  const fired: Gesture[] = [];
  for (const gesture of GESTURES) {
    const { enabled, threshold, holdMs, cooldownMs } = settings[gesture];
    const value = signals[gesture];
    const phase = phases[gesture];
    const over = value >= threshold;
    const kept = value >= threshold * RELEASE_RATIO;
    if (!enabled) {
      phases[gesture] = { kind: 'idle' };
      continue;
    }
    if (phase.kind === 'held') {
      if (!kept) phases[gesture] = { kind: 'idle' };
      continue;
    }
    if (settling) {
      // Made while the face was settling into view: it has to be released before it can count.
      phases[gesture] = over ? { kind: 'held' } : { kind: 'idle' };
      continue;
    }
    if (phase.kind === 'idle') {
      const cooling = firedAt[gesture] !== undefined && frame.at - firedAt[gesture]! < cooldownMs;
      if (over && !cooling) phases[gesture] = { kind: 'holding', since: frame.at };
      else continue;
    } else if (!kept) {
      phases[gesture] = { kind: 'idle' };
      continue;
    }
    const holding = phases[gesture] as { kind: 'holding'; since: number };
    if (frame.at - holding.since >= holdMs) {
      phases[gesture] = { kind: 'held' };
      firedAt[gesture] = frame.at;
      fired.push(gesture);
    }
  }
  return { state: { phases, firedAt, faceSince, signals }, fired };
}

/** How long calibration watches the face at rest. */
export const CALIBRATION_MS = 3000;
/** Fewer frames with a face than this in the calibration window: the face was not in view, nothing is changed. */
export const CALIBRATION_MIN_FRAMES = 15;
/** A calibrated threshold sits this far above the highest resting value (plus three spreads of the rest). */
export const CALIBRATION_MARGIN = 0.15;

export type Calibration = { ok: true; rest: RestPose; thresholds: Record<Gesture, number> } | { ok: false; reason: 'noFace' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Three seconds of the face at rest: the head's resting pose becomes the centre of the turns and tilts, and each
 * gesture's threshold is set just above that person's resting values (their p95 + the margin + three spreads),
 * within the allowed range — so a face that rests with its mouth a little open, or a head that rests tilted,
 * does not fire, and a weak movement still can.
 */
export function calibrate(frames: readonly GestureFrame[]): Calibration {
  const withFace = frames.filter((frame) => frame.blendshapes !== null || frame.pose !== null);
  if (withFace.length < CALIBRATION_MIN_FRAMES) return { ok: false, reason: 'noFace' };
  const poses = withFace.flatMap((frame) => (frame.pose ? [frame.pose] : []));
  const rest: RestPose = poses.length > 0 ? { yaw: median(poses.map((p) => p.yaw)), pitch: median(poses.map((p) => p.pitch)), roll: median(poses.map((p) => p.roll)) } : NO_REST;
  const signals = withFace.map((frame) => gestureSignals(frame.blendshapes, frame.pose, rest));
  const thresholds = {} as Record<Gesture, number>;
  for (const gesture of GESTURES) {
    const values = signals.map((s) => s[gesture]).sort((a, b) => a - b);
    const p95 = values[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    const threshold = p95 + CALIBRATION_MARGIN + 3 * spread;
    thresholds[gesture] = Math.round(Math.min(LIMITS.threshold.max, Math.max(LIMITS.threshold.min + 0.15, threshold)) * 100) / 100;
  }
  return { ok: true, rest, thresholds };
}

/** Calibrated thresholds over the settings (every other part of each gesture's setting kept). */
export function withThresholds(settings: GestureSettings, thresholds: Record<Gesture, number>): GestureSettings {
  const next = { ...settings };
  for (const gesture of GESTURES) next[gesture] = { ...settings[gesture], threshold: thresholds[gesture] };
  return next;
}
