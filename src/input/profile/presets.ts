// The input presets (what each one switches on), the default profile of a new device, and switching presets while
// keeping the user's own timings and bindings.
import type { SwitchBinding } from '@input-drivers/bindings';
import { applyGesturePreset, DEFAULT_GESTURES, NO_REST, type GesturePreset } from '@machines/face-gestures';
import type { InputProfile, Preset } from './schema';

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
  // Snapping on for the camera's pointers (head, gaze), whose jitter is tens of pixels; a mouse lands where it is put.
  dwell: { enabled: false, dwellMs: 1000, toleranceRadius: 30, lockoutMs: 1000, snap: 'camera', magnifier: 'off' },
  // Blink on: a double blink is deliberate (short blinks never select), so tracking from any camera panel can use it.
  // Face gestures all off until a caregiver chooses them (a face that cannot help moving must not select by accident).
  camera: { method: 'off', blink: true, gain: 1.8, smoothing: 0.5, autoStart: false, gestures: DEFAULT_GESTURES, restPose: NO_REST },
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

/**
 * A face-gesture preset: its gestures on (every other off). With the gestures alone driving the app (no pointer),
 * the scanning they need comes with it: one gesture scans automatically, two step through (one moves, one selects).
 * With the head pointer or gaze, the gestures press what the pointer is on, and scanning is left as it was.
 */
export function applyFacePreset(profile: InputProfile, preset: GesturePreset): InputProfile {
  const gestures = applyGesturePreset(profile.camera.gestures, preset);
  const pointing = profile.camera.method === 'head' || profile.camera.method === 'gaze';
  const method = pointing ? profile.camera.method : 'gestures';
  const next: InputProfile = { ...profile, camera: { ...profile.camera, method, gestures, autoStart: true } };
  if (pointing) return next;
  const two = preset === 'browsNextMouthSelects';
  return {
    ...next,
    switch: { ...profile.switch, enabled: true },
    scan: { ...profile.scan, method: two ? 'step' : 'auto', switches: two ? 2 : 1, holdToSelectMs: two ? profile.scan.holdToSelectMs : null },
    dwell: { ...profile.dwell, enabled: false },
  };
}
