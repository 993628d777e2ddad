// The input profile's shape and rules: which drivers run, their timings and the switch bindings, validated with zod
// (mini), with the allowed ranges the settings screen shows. Presets are in presets.ts, storage in store.ts. Load
// it with a dynamic import: zod must stay out of the first-load JS.
import { z } from '@/config/zod';
import { isKnownKeyCode, MAX_GAMEPAD_BUTTON, sameInput, type SwitchBinding } from '@input-drivers/bindings';
import type { ScanSettings } from '@machines/scanning';
import { GESTURE_ACTIONS, GESTURES, LIMITS as GESTURE_LIMITS, type GestureAction, type GestureSettings, type RestPose } from '@machines/face-gestures';
import { MAGNIFIER_MODES, type MagnifierMode } from '../magnifier/lens';
import { faceSwitches } from './face-switches';

export type Preset = 'touch' | 'keyboard' | 'oneSwitchAuto' | 'twoSwitchStep' | 'pointerDwell' | 'headPointer' | 'eyeGaze';
export const PRESET_NAMES: readonly Preset[] = ['touch', 'keyboard', 'oneSwitchAuto', 'twoSwitchStep', 'pointerDwell', 'headPointer', 'eyeGaze'];

/**
 * What the camera drives: nothing (a camera panel may still track, with the inclusive mode's dwell), the head
 * pointer, eye gaze, or face gestures alone (switches by face, no pointer: for scanning).
 */
export type CameraMethod = 'off' | 'head' | 'gaze' | 'gestures';
export const CAMERA_METHODS: readonly CameraMethod[] = ['off', 'head', 'gaze', 'gestures'];

/** Which pointers snap to the nearest target: none, the camera's (head, gaze), or every pointer with dwell. */
export type SnapMode = 'off' | 'camera' | 'all';
export const SNAP_MODES: readonly SnapMode[] = ['off', 'camera', 'all'];

export interface InputProfile {
  preset: Preset;
  keyboard: { enabled: boolean; numberKeys: boolean };
  switch: { enabled: boolean; bindings: SwitchBinding[] };
  /** The scanning machine's own settings, plus whether each highlighted item is spoken (auditory scanning). */
  scan: ScanSettings & { auditory: boolean };
  dwell: {
    enabled: boolean;
    dwellMs: number;
    toleranceRadius: number;
    lockoutMs: number;
    /** The dwell fills on the target nearest the pointer (within about a target's width), with a margin before another takes over. */
    snap: SnapMode;
    /** A dwell on a small target first shows its area enlarged, and the next dwell chooses in it (magnifier/lens.ts). */
    magnifier: MagnifierMode;
  };
  camera: {
    method: CameraMethod;
    /** A double blink presses what the head pointer is on (or selects the scan highlight) while the face is tracked. */
    blink: boolean;
    /** Head-pointer amplification about the centre (spec 001 §9: 1.8). */
    gain: number;
    /** 0 = quick, 1 = steady; the middle is the default One Euro filter. */
    smoothing: number;
    /** Start the camera and tracking when the app opens. */
    autoStart: boolean;
    /** Face gestures as switches, each with its action, threshold, hold and pause after firing. */
    gestures: GestureSettings;
    /** The head at rest (set by "Calibrate my face"): turns and tilts are measured from it. */
    restPose: RestPose;
  };
}

export interface ProfileError {
  /** Where, dotted: 'scan.intervalMs', 'switch.bindings.1.code'; '' for the whole profile. */
  path: string;
  /** i18n key with its namespace, for t(): 'input:errors.scan.intervalMs'. */
  key: string;
  /** Interpolation values of the text (the allowed range). */
  values?: { min: number; max: number };
}

export type ProfileResult = { ok: true; profile: InputProfile } | { ok: false; errors: ProfileError[] };

/** Allowed ranges, shared with the settings screen's controls. Keys are the error-text names. */
export const LIMITS = {
  'scan.intervalMs': { min: 100, max: 10_000 },
  'scan.firstItemFactor': { min: 1, max: 5 },
  'scan.loops': { min: 1, max: 10 },
  'scan.debounceMs': { min: 0, max: 1000 },
  'scan.acceptanceMs': { min: 0, max: 300 },
  'scan.holdToSelectMs': { min: 200, max: 5000 },
  'bindings.gamepadButton': { min: 0, max: MAX_GAMEPAD_BUTTON },
  'bindings.gamepadPad': { min: 0, max: 7 },
  'dwell.dwellMs': { min: 300, max: 3000 },
  'dwell.toleranceRadius': { min: 5, max: 200 },
  'dwell.lockoutMs': { min: 0, max: 5000 },
  'camera.gain': { min: 0.5, max: 5 },
  'camera.smoothing': { min: 0, max: 1 },
  'gestures.threshold': GESTURE_LIMITS.threshold,
  'gestures.holdMs': GESTURE_LIMITS.holdMs,
  'gestures.cooldownMs': GESTURE_LIMITS.cooldownMs,
} as const;
type Limited = keyof typeof LIMITS;

const NS = 'input:errors.';
const err = (name: string) => ({ error: NS + name });
function ranged(name: Limited, integer = false) {
  const { min, max } = LIMITS[name];
  return (integer ? z.int(err(name)) : z.number(err(name))).check(z.gte(min, err(name)), z.lte(max, err(name)));
}

const switchId = z.enum(['primary', 'secondary'], err('bindings.invalid'));
const bindingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ switchId, kind: z.literal('key'), code: z.string(err('bindings.unknownKey')).check(z.refine(isKnownKeyCode, err('bindings.unknownKey'))) }),
    z.object({ switchId, kind: z.literal('mouse'), button: z.literal([0, 1, 2], err('invalid')) }),
    z.object({
      switchId,
      kind: z.literal('gamepad'),
      button: ranged('bindings.gamepadButton', true),
      pad: z.optional(ranged('bindings.gamepadPad', true)),
    }),
  ],
  err('bindings.invalid'),
);

const gestureSchema = z.object({
  enabled: z.boolean(),
  action: z.enum(GESTURE_ACTIONS as unknown as [GestureAction, ...GestureAction[]], err('invalid')),
  threshold: ranged('gestures.threshold'),
  holdMs: ranged('gestures.holdMs'),
  cooldownMs: ranged('gestures.cooldownMs'),
});
const gesturesSchema = z.object(Object.fromEntries(GESTURES.map((gesture) => [gesture, gestureSchema])) as Record<(typeof GESTURES)[number], typeof gestureSchema>);
/** Degrees, within what a head can turn. */
const angle = z.number(err('invalid')).check(z.gte(-90, err('invalid')), z.lte(90, err('invalid')));

const profileSchema = z
  .object({
    preset: z.enum(PRESET_NAMES as [Preset, ...Preset[]], err('invalid')),
    keyboard: z.object({ enabled: z.boolean(), numberKeys: z.boolean() }),
    switch: z.object({ enabled: z.boolean(), bindings: z.array(bindingSchema) }),
    scan: z.object({
      method: z.enum(['auto', 'step'], err('invalid')),
      pattern: z.enum(['linear', 'rowColumn'], err('invalid')),
      intervalMs: ranged('scan.intervalMs'),
      firstItemFactor: ranged('scan.firstItemFactor'),
      loops: ranged('scan.loops', true),
      debounceMs: ranged('scan.debounceMs'),
      acceptanceMs: ranged('scan.acceptanceMs'),
      holdToSelectMs: z.nullable(ranged('scan.holdToSelectMs')),
      switches: z.literal([1, 2], err('invalid')),
      auditory: z.boolean(),
    }),
    dwell: z.object({
      enabled: z.boolean(),
      dwellMs: ranged('dwell.dwellMs'),
      toleranceRadius: ranged('dwell.toleranceRadius'),
      lockoutMs: ranged('dwell.lockoutMs'),
      snap: z.enum(SNAP_MODES as [SnapMode, ...SnapMode[]], err('invalid')),
      magnifier: z.enum(MAGNIFIER_MODES as [MagnifierMode, ...MagnifierMode[]], err('invalid')),
    }),
    camera: z.object({
      method: z.enum(CAMERA_METHODS as [CameraMethod, ...CameraMethod[]], err('invalid')),
      blink: z.boolean(),
      gain: ranged('camera.gain'),
      smoothing: ranged('camera.smoothing'),
      autoStart: z.boolean(),
      gestures: gesturesSchema,
      restPose: z.object({ yaw: angle, pitch: angle, roll: angle }),
    }),
  })
  .check(
    z.superRefine((profile, ctx) => {
      const issue = (path: (string | number)[], name: string) =>
        ctx.addIssue({ code: 'custom', path, message: NS + name, input: profile });
      const { bindings } = profile.switch;
      bindings.forEach((binding, i) => {
        if (bindings.slice(0, i).some((other) => sameInput(other, binding))) issue(['switch', 'bindings', i], 'bindings.duplicate');
      });
      if (!profile.switch.enabled) return;
      const byFace = faceSwitches(profile);
      const has = (id: SwitchBinding['switchId']) => bindings.some((binding) => binding.switchId === id) || byFace[id];
      if (!has('primary')) issue(['switch', 'bindings'], 'bindings.missingPrimary');
      if (profile.scan.switches === 2 && !has('secondary')) issue(['switch', 'bindings'], 'bindings.missingSecondary');
      // One switch stepping with no way to select would move forever.
      if (profile.scan.method === 'step' && profile.scan.switches === 1 && profile.scan.holdToSelectMs === null) {
        issue(['scan', 'method'], 'scan.stepNeedsSelect');
      }
    }, { when: (payload) => payload.issues.length === 0 }), // cross-checks read a profile whose fields are valid
  );

export function validateProfile(value: unknown): ProfileResult {
  const result = profileSchema.safeParse(value, { error: () => NS + 'invalid' });
  if (result.success) {
    const profile: InputProfile = result.data;
    return { ok: true, profile };
  }
  const errors = result.error.issues.map((issue): ProfileError => {
    const key = issue.message.startsWith(NS) ? issue.message : NS + 'invalid';
    const name = key.slice(NS.length);
    return { path: issue.path.join('.'), key, ...(name in LIMITS ? { values: { ...LIMITS[name as Limited] } } : {}) };
  });
  return { ok: false, errors };
}
