// The input profile of this device: which drivers run, their timings and the switch bindings, validated with
// zod (mini) and kept in Dexie. Load it with a dynamic import: zod must stay out of the first-load JS.
import * as z from 'zod/mini';
import { isKnownKeyCode, MAX_GAMEPAD_BUTTON, sameInput, type SwitchBinding } from '@input-drivers/bindings';
import { readSetting, writeSetting } from '@/storage/store';
import type { ScanSettings } from '@machines/scanning';

export type Preset = 'touch' | 'keyboard' | 'oneSwitchAuto' | 'twoSwitchStep' | 'pointerDwell' | 'headPointer' | 'eyeGaze';
export const PRESET_NAMES: readonly Preset[] = ['touch', 'keyboard', 'oneSwitchAuto', 'twoSwitchStep', 'pointerDwell', 'headPointer', 'eyeGaze'];

/** What the camera drives: nothing (a camera panel may still track, with the inclusive mode's dwell), the head pointer or eye gaze. */
export type CameraMethod = 'off' | 'head' | 'gaze';
export const CAMERA_METHODS: readonly CameraMethod[] = ['off', 'head', 'gaze'];

export interface InputProfile {
  preset: Preset;
  keyboard: { enabled: boolean; numberKeys: boolean };
  switch: { enabled: boolean; bindings: SwitchBinding[] };
  /** The scanning machine's own settings, plus whether each highlighted item is spoken (auditory scanning). */
  scan: ScanSettings & { auditory: boolean };
  dwell: { enabled: boolean; dwellMs: number; toleranceRadius: number; lockoutMs: number };
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
    }),
    camera: z.object({
      method: z.enum(CAMERA_METHODS as [CameraMethod, ...CameraMethod[]], err('invalid')),
      blink: z.boolean(),
      gain: ranged('camera.gain'),
      smoothing: ranged('camera.smoothing'),
      autoStart: z.boolean(),
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
      const has = (id: SwitchBinding['switchId']) => bindings.some((binding) => binding.switchId === id);
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

// ---- Defaults and presets ----------------------------------------------------------------------------------

const SPACE: SwitchBinding = { switchId: 'primary', kind: 'key', code: 'Space' };
const ENTER: SwitchBinding = { switchId: 'secondary', kind: 'key', code: 'Enter' };

const TOUCH: InputProfile = {
  preset: 'touch',
  keyboard: { enabled: false, numberKeys: false },
  switch: { enabled: false, bindings: [] },
  // DESIGN.md: scan 1000 ms, first item ×1.5, 3 loops then pause; debounce 250 ms; acceptance off (0–300 ms)
  scan: {
    method: 'auto', pattern: 'linear', intervalMs: 1000, firstItemFactor: 1.5, loops: 3, debounceMs: 250,
    acceptanceMs: 0, holdToSelectMs: null, switches: 1, auditory: false,
  },
  // DESIGN.md: dwell 1000 ms (300–3000), ~30 px tolerance, 1000 ms lock-out
  dwell: { enabled: false, dwellMs: 1000, toleranceRadius: 30, lockoutMs: 1000 },
  // Blink on: a double blink is deliberate (short blinks never select), so tracking from any camera panel can use it.
  camera: { method: 'off', blink: true, gain: 1.8, smoothing: 0.5, autoStart: false },
};

/** What each preset switches on; everything else is off, and timings keep the defaults. */
export const PRESETS: Readonly<Record<Preset, InputProfile>> = {
  touch: TOUCH,
  keyboard: { ...TOUCH, preset: 'keyboard', keyboard: { enabled: true, numberKeys: true } },
  oneSwitchAuto: {
    ...TOUCH,
    preset: 'oneSwitchAuto',
    switch: { enabled: true, bindings: [SPACE] },
    scan: { ...TOUCH.scan, method: 'auto', pattern: 'linear', switches: 1 },
  },
  twoSwitchStep: {
    ...TOUCH,
    preset: 'twoSwitchStep',
    switch: { enabled: true, bindings: [SPACE, ENTER] },
    scan: { ...TOUCH.scan, method: 'step', switches: 2 },
  },
  pointerDwell: { ...TOUCH, preset: 'pointerDwell', dwell: { ...TOUCH.dwell, enabled: true } },
  headPointer: {
    ...TOUCH,
    preset: 'headPointer',
    dwell: { ...TOUCH.dwell, enabled: true },
    camera: { ...TOUCH.camera, method: 'head', blink: true, autoStart: true },
  },
  // WebGazer gives no eye landmarks: no blink.
  eyeGaze: {
    ...TOUCH,
    preset: 'eyeGaze',
    dwell: { ...TOUCH.dwell, enabled: true },
    camera: { ...TOUCH.camera, method: 'gaze', blink: false, autoStart: true },
  },
};

/**
 * A new device works with the keyboard at once (1–9, arrows, Escape) and looks the same to touch users; the
 * number keys can be turned off (WCAG 2.1.4).
 */
export const DEFAULT_PROFILE: InputProfile = PRESETS.keyboard;

/**
 * Switches to a preset: which drivers run and how scanning moves come from the preset; the user's timings stay,
 * and so do the switch bindings when they already provide the switches the preset needs. A camera preset brings
 * its method, blink and auto-start; any other turns the camera method off; gain and smoothing always stay.
 */
export function applyPreset(profile: InputProfile, preset: Preset): InputProfile {
  const base = PRESETS[preset];
  const needs = base.switch.bindings.map((binding) => binding.switchId);
  const keepBindings = needs.every((id) => profile.switch.bindings.some((b) => b.switchId === id));
  return {
    preset,
    keyboard: { ...base.keyboard },
    switch: { enabled: base.switch.enabled, bindings: [...(keepBindings ? profile.switch.bindings : base.switch.bindings)] },
    scan: { ...profile.scan, method: base.scan.method, pattern: preset === 'oneSwitchAuto' ? 'linear' : profile.scan.pattern, switches: base.scan.switches },
    dwell: { ...profile.dwell, enabled: base.dwell.enabled },
    camera:
      base.camera.method === 'off'
        ? { ...profile.camera, method: 'off' }
        : { ...profile.camera, method: base.camera.method, blink: base.camera.blink, autoStart: base.camera.autoStart },
  };
}

// ---- Storage ----------------------------------------------------------------------------------------------

const SETTING = 'input-profile';
const anything = (value: unknown): value is unknown => value !== undefined;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
type Listener = (profile: InputProfile) => void;
const listeners = new Set<Listener>();

/** Fields a newer version added are taken from the base, so an older stored profile still loads. */
function withDefaults(stored: Record<string, unknown>, base: InputProfile): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base, ...stored };
  for (const section of ['keyboard', 'switch', 'scan', 'dwell', 'camera'] as const) {
    const value = stored[section];
    if (isRecord(value)) merged[section] = { ...base[section], ...value };
  }
  return merged;
}

/**
 * One bad value costs that value, not the profile: it returns to the base's (the stored preset's) value, and a
 * bad binding is dropped, so a switch user keeps a working switch.
 */
function repair(candidate: Record<string, unknown>, errors: ProfileError[], base: InputProfile): Record<string, unknown> {
  const copy = structuredClone(candidate);
  const sections = base as unknown as Record<string, unknown>;
  const drop = new Set<number>();
  for (const { path } of errors) {
    const [section, field, index] = path.split('.');
    if (!section || !(section in sections)) continue;
    const target = copy[section];
    if (section === 'switch' && field === 'bindings' && index !== undefined) drop.add(Number(index));
    else if (field && isRecord(target)) target[field] = structuredClone((sections[section] as Record<string, unknown>)[field]);
    else copy[section] = structuredClone(sections[section]);
  }
  const switches = copy.switch;
  if (isRecord(switches) && Array.isArray(switches.bindings)) {
    switches.bindings = switches.bindings.filter((_: unknown, i: number) => !drop.has(i));
  }
  return copy;
}

/** The stored profile of this device, repaired where it can be; the default when there is none or it is garbage. Never throws. */
export async function loadProfile(): Promise<InputProfile> {
  try {
    const stored = await readSetting<unknown>(SETTING, anything, undefined);
    if (stored === undefined) return DEFAULT_PROFILE;
    if (!isRecord(stored)) throw new Error('not an object');
    const base = PRESET_NAMES.find((name) => name === stored.preset) ?? DEFAULT_PROFILE.preset;
    const candidate = withDefaults(stored, PRESETS[base]);
    const first = validateProfile(candidate);
    if (first.ok) return first.profile;
    const repaired = validateProfile(repair(candidate, first.errors, PRESETS[base]));
    if (!repaired.ok) throw new Error(first.errors.map((e) => `${e.path || '(profile)'}: ${e.key}`).join('; '));
    console.warn('Input profile: reset values that were not valid', first.errors);
    return repaired.profile;
  } catch (error) {
    console.warn('Input profile: ignoring the stored profile and using the default', error);
    return DEFAULT_PROFILE;
  }
}

/** Validates, then stores and tells subscribers. A refused profile is not stored: the previous one stays. */
export async function saveProfile(profile: unknown): Promise<ProfileResult> {
  const result = validateProfile(profile);
  if (!result.ok) return result;
  await writeSetting(SETTING, result.profile);
  for (const listener of [...listeners]) listener(result.profile);
  return result;
}

/** Called with each newly saved profile (in this tab); returns the unsubscribe. */
export function subscribeProfile(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
