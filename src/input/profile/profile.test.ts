// @vitest-environment node
// Over 300 lines because the profile is one contract: its defaults and presets, every validation rule with its text,
// and storage with its repairs (each section's and each gesture's) are proven together against one schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { readSetting, resetDatabaseForTests, writeSetting } from '@/storage/store';
import { LIMITS, validateProfile, type InputProfile } from './schema';
import { applyPreset, DEFAULT_PROFILE, PRESETS } from './presets';
import { loadProfile, profileStore, saveProfile, subscribeProfile } from './store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

type Edit = (profile: InputProfile) => void;
function edited(edit: Edit, base: InputProfile = DEFAULT_PROFILE): InputProfile {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}
function errorsOf(value: unknown) {
  const result = validateProfile(value);
  return result.ok ? [] : result.errors;
}

async function reopen() {
  await closeDatabaseAfterTest();
  resetDatabaseForTests(); // the next read opens the database again instead of using memory
  profileStore.resetForTests(); // and so does the profile, as on a new page
}

beforeEach(async () => {
  await emptyDatabaseForTest();
  profileStore.resetForTests();
});
afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('defaults and presets', () => {
  it('follows DESIGN.md timings', () => {
    expect(DEFAULT_PROFILE.scan).toMatchObject({ intervalMs: 1000, firstItemFactor: 1.5, loops: 3, debounceMs: 250, acceptanceMs: 0 });
    expect(DEFAULT_PROFILE.dwell).toMatchObject({ dwellMs: 1000, toleranceRadius: 30, lockoutMs: 1000 });
  });

  it('has valid presets that switch on what their name says', () => {
    for (const profile of Object.values(PRESETS)) expect(validateProfile(profile)).toEqual({ ok: true, profile });
    expect(PRESETS.touch).toMatchObject({ keyboard: { enabled: false }, switch: { enabled: false }, dwell: { enabled: false } });
    expect(PRESETS.keyboard.keyboard).toEqual({ enabled: true, numberKeys: true });
    expect(PRESETS.oneSwitchAuto.switch).toEqual({ enabled: true, bindings: [{ switchId: 'primary', kind: 'key', code: 'Space' }] });
    expect(PRESETS.oneSwitchAuto.scan).toMatchObject({ method: 'auto', pattern: 'linear', switches: 1 });
    expect(PRESETS.twoSwitchStep.switch.bindings).toEqual([
      { switchId: 'primary', kind: 'key', code: 'Space' },
      { switchId: 'secondary', kind: 'key', code: 'Enter' },
    ]);
    expect(PRESETS.twoSwitchStep.scan).toMatchObject({ method: 'step', switches: 2 });
    expect(PRESETS.pointerDwell.dwell.enabled).toBe(true);
  });

  it('has camera presets: head pointer with blink and dwell, eye gaze with dwell, both starting with the app', () => {
    expect(PRESETS.headPointer).toMatchObject({ dwell: { enabled: true }, camera: { method: 'head', blink: true, autoStart: true, gain: 1.8 } });
    expect(PRESETS.eyeGaze).toMatchObject({ dwell: { enabled: true }, camera: { method: 'gaze', autoStart: true } });
    for (const name of ['touch', 'keyboard', 'oneSwitchAuto', 'twoSwitchStep', 'pointerDwell'] as const) expect(PRESETS[name].camera.method).toBe('off');
  });

  it('a camera preset keeps the user’s gain and smoothing; leaving it turns the camera method off', () => {
    const tuned = edited((p) => {
      p.camera.gain = 3;
      p.camera.smoothing = 0.8;
    });
    const head = applyPreset(tuned, 'headPointer');
    expect(head.camera).toEqual({ ...DEFAULT_PROFILE.camera, method: 'head', blink: true, gain: 3, smoothing: 0.8, autoStart: true });
    expect(head.dwell.enabled).toBe(true);
    const gaze = applyPreset(head, 'eyeGaze');
    expect(gaze.camera).toMatchObject({ method: 'gaze', gain: 3 });
    const keyboard = applyPreset(gaze, 'keyboard');
    expect(keyboard.camera).toMatchObject({ method: 'off', gain: 3, smoothing: 0.8 });
    for (const profile of [head, gaze, keyboard]) expect(validateProfile(profile).ok).toBe(true);
  });

  it('applies a preset keeping the user’s timings, and bindings that already fit', () => {
    const tuned = edited((p) => {
      p.scan.intervalMs = 2500;
      p.dwell.dwellMs = 1800;
      p.switch.bindings = [{ switchId: 'primary', kind: 'key', code: 'F13' }];
    });
    const one = applyPreset(tuned, 'oneSwitchAuto');
    expect(one).toMatchObject({ preset: 'oneSwitchAuto', switch: { enabled: true, bindings: [{ code: 'F13' }] }, scan: { intervalMs: 2500 } });
    const two = applyPreset(one, 'twoSwitchStep');
    expect(two.switch.bindings).toEqual(PRESETS.twoSwitchStep.switch.bindings); // F13 alone cannot be two switches
    expect(two.scan).toMatchObject({ method: 'step', switches: 2, intervalMs: 2500 });
    const dwell = applyPreset(two, 'pointerDwell');
    expect(dwell).toMatchObject({ switch: { enabled: false }, dwell: { enabled: true, dwellMs: 1800 }, scan: { method: 'auto', switches: 1 } });
    expect(dwell.switch.bindings).toEqual(two.switch.bindings); // kept for later
    for (const profile of [one, two, dwell]) expect(validateProfile(profile).ok).toBe(true);
  });
});

describe('validateProfile', () => {
  it('refuses a camera gain or smoothing out of range, with the range', () => {
    expect(errorsOf(edited((p) => (p.camera.gain = 0.1)))).toEqual([
      { path: 'camera.gain', key: 'input:errors.camera.gain', values: { min: 0.5, max: 5 } },
    ]);
    expect(errorsOf(edited((p) => (p.camera.smoothing = 1.5)))[0]?.key).toBe('input:errors.camera.smoothing');
    expect(errorsOf(edited((p) => ((p.camera as { method: string }).method = 'mind')))[0]?.path).toBe('camera.method');
  });

  it('rejects impossible timings with the field and a clear key', () => {
    expect(errorsOf(edited((p) => (p.scan.intervalMs = -1000)))).toEqual([
      { path: 'scan.intervalMs', key: 'input:errors.scan.intervalMs', values: { min: 100, max: 10_000 } },
    ]);
    expect(errorsOf(edited((p) => (p.scan.intervalMs = 0)))[0]?.path).toBe('scan.intervalMs');
    expect(errorsOf(edited((p) => (p.scan.intervalMs = 10_001)))[0]?.key).toBe('input:errors.scan.intervalMs');
    expect(errorsOf(edited((p) => (p.scan.intervalMs = Number.NaN)))[0]?.key).toBe('input:errors.scan.intervalMs');
    expect(errorsOf(edited((p) => (p.scan.acceptanceMs = 301)))[0]?.key).toBe('input:errors.scan.acceptanceMs');
    expect(errorsOf(edited((p) => (p.scan.loops = 2.5)))[0]?.key).toBe('input:errors.scan.loops');
    expect(errorsOf(edited((p) => (p.dwell.dwellMs = 200)))[0]).toMatchObject({ path: 'dwell.dwellMs', values: { min: 300, max: 3000 } });
    expect(errorsOf(edited((p) => (p.dwell.toleranceRadius = -1)))[0]?.path).toBe('dwell.toleranceRadius');
  });

  it('accepts the edges of every range', () => {
    const edges = edited((p) => {
      p.scan.intervalMs = LIMITS['scan.intervalMs'].max;
      p.scan.acceptanceMs = 300;
      p.dwell.dwellMs = 300;
      p.scan.holdToSelectMs = LIMITS['scan.holdToSelectMs'].min;
    });
    expect(validateProfile(edges).ok).toBe(true);
  });

  it('rejects a key code no keyboard sends', () => {
    const profile = edited((p) => (p.switch.bindings = [{ switchId: 'primary', kind: 'key', code: 'Spacebar' }]), PRESETS.oneSwitchAuto);
    expect(errorsOf(profile)).toEqual([{ path: 'switch.bindings.0.code', key: 'input:errors.bindings.unknownKey' }]);
  });

  it('rejects the same key or button bound twice', () => {
    const profile = edited((p) => {
      p.switch.bindings = [
        { switchId: 'primary', kind: 'key', code: 'Space' },
        { switchId: 'secondary', kind: 'key', code: 'Space' },
      ];
    }, PRESETS.twoSwitchStep);
    expect(errorsOf(profile)).toEqual([{ path: 'switch.bindings.1', key: 'input:errors.bindings.duplicate' }]);
    const pads = edited((p) => {
      p.switch.bindings = [
        { switchId: 'primary', kind: 'gamepad', button: 0 },
        { switchId: 'secondary', kind: 'gamepad', button: 0, pad: 1 },
      ];
    }, PRESETS.twoSwitchStep);
    expect(errorsOf(pads)[0]?.key).toBe('input:errors.bindings.duplicate');
  });

  it('rejects two-switch scanning with one binding, and switches with none', () => {
    const one = edited((p) => (p.switch.bindings = [{ switchId: 'primary', kind: 'mouse', button: 0 }]), PRESETS.twoSwitchStep);
    expect(errorsOf(one)).toEqual([{ path: 'switch.bindings', key: 'input:errors.bindings.missingSecondary' }]);
    const none = edited((p) => (p.switch.bindings = []), PRESETS.oneSwitchAuto);
    expect(errorsOf(none)).toEqual([{ path: 'switch.bindings', key: 'input:errors.bindings.missingPrimary' }]);
    // off switches need no binding
    expect(validateProfile(edited((p) => (p.switch.bindings = []), PRESETS.touch)).ok).toBe(true);
  });

  it('rejects one-switch step scanning that could never select, unless hold selects', () => {
    const stepping = edited((p) => (p.scan.method = 'step'), PRESETS.oneSwitchAuto);
    expect(errorsOf(stepping)).toEqual([{ path: 'scan.method', key: 'input:errors.scan.stepNeedsSelect' }]);
    expect(validateProfile(edited((p) => (p.scan.holdToSelectMs = 1000), stepping)).ok).toBe(true);
  });

  it('rejects garbage with a generic key instead of throwing', () => {
    for (const garbage of [null, 42, 'profile', [], {}]) {
      const errors = errorsOf(garbage);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.key).toMatch(/^input:errors\./);
    }
    expect(errorsOf(edited((p) => Object.assign(p.keyboard, { enabled: 'yes' })))).toEqual([{ path: 'keyboard.enabled', key: 'input:errors.invalid' }]);
    expect(errorsOf({ ...DEFAULT_PROFILE, preset: 'telepathy' })).toEqual([{ path: 'preset', key: 'input:errors.invalid' }]);
  });

  it('drops unknown fields', () => {
    const result = validateProfile({ ...DEFAULT_PROFILE, extra: true });
    expect(result.ok && 'extra' in result.profile).toBe(false);
  });

  it('has a text in both languages for every key it can return', () => {
    const i18n = { pt: createI18n('pt'), en: createI18n('en') };
    const keys = [
      'invalid', 'scan.stepNeedsSelect', 'bindings.invalid', 'bindings.unknownKey', 'bindings.duplicate', 'bindings.missingPrimary',
      'bindings.missingSecondary', ...Object.keys(LIMITS),
    ];
    for (const lang of ['pt', 'en'] as const) {
      for (const key of keys) {
        const text = i18n[lang].t(`input:errors.${key}`, { min: 1, max: 2 });
        expect(text, `${lang} ${key}`).not.toContain('errors.');
        if (key in LIMITS) expect(text).toMatch(/1.*2/);
      }
    }
  });
});

describe('storage', () => {
  it('gives the default profile on a new device', async () => {
    expect(await loadProfile()).toEqual(DEFAULT_PROFILE);
  });

  it('saves a valid profile, loads it back and tells subscribers', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeProfile(listener);
    const profile = PRESETS.twoSwitchStep;
    expect(await saveProfile(profile)).toEqual({ ok: true, profile });
    expect(listener).toHaveBeenCalledWith(profile);
    await reopen();
    expect(await loadProfile()).toEqual(profile);
    unsubscribe();
    await saveProfile(PRESETS.touch);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid profile, keeps the previous one and tells nobody', async () => {
    await saveProfile(PRESETS.oneSwitchAuto);
    const listener = vi.fn();
    subscribeProfile(listener);
    const result = await saveProfile(edited((p) => (p.scan.intervalMs = -5), PRESETS.oneSwitchAuto));
    expect(result).toMatchObject({ ok: false, errors: [{ path: 'scan.intervalMs' }] });
    expect(listener).not.toHaveBeenCalled();
    expect(await loadProfile()).toEqual(PRESETS.oneSwitchAuto);
  });

  it('uses the default, with a warning, when the stored profile is garbage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // the last one cannot be repaired: without its only binding, the switch has none
    const lost = { ...PRESETS.oneSwitchAuto, switch: { enabled: true, bindings: [{ switchId: 'primary', kind: 'key', code: 'Nope' }] } };
    for (const garbage of ['{broken', 42, null, [1, 2], lost]) {
      await writeSetting('input-profile', garbage);
      expect(await loadProfile()).toEqual(DEFAULT_PROFILE);
    }
    expect(warn).toHaveBeenCalled();
  });

  it('repairs a stored profile: a bad value returns to its default, a bad binding is dropped, the rest is kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stored = structuredClone(PRESETS.oneSwitchAuto) as unknown as Record<string, Record<string, unknown>>;
    stored.scan!.intervalMs = -3;
    stored.switch!.bindings = [
      { switchId: 'primary', kind: 'key', code: 'NoSuchKey' },
      { switchId: 'primary', kind: 'key', code: 'F13' },
    ];
    await writeSetting('input-profile', stored);
    const loaded = await loadProfile();
    expect(loaded.scan.intervalMs).toBe(1000);
    expect(loaded.switch).toEqual({ enabled: true, bindings: [{ switchId: 'primary', kind: 'key', code: 'F13' }] });
    expect(loaded.preset).toBe('oneSwitchAuto');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('repairs a broken section from the stored preset, so a switch user keeps a switch', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeSetting('input-profile', { ...PRESETS.oneSwitchAuto, switch: 'Space' });
    expect(await loadProfile()).toEqual(PRESETS.oneSwitchAuto);
  });

  it('completes an older profile that lacks newer fields from the defaults', async () => {
    const older = structuredClone(PRESETS.pointerDwell) as unknown as Record<string, Record<string, unknown>>;
    delete older.scan!.auditory;
    delete older.dwell!.lockoutMs;
    await writeSetting('input-profile', older);
    expect(await loadProfile()).toEqual(PRESETS.pointerDwell);
  });

  it('loads a profile stored before the camera section existed, with the camera off', async () => {
    const older = structuredClone(PRESETS.oneSwitchAuto) as unknown as Record<string, unknown>;
    delete older.camera;
    await writeSetting('input-profile', older);
    const loaded = await loadProfile();
    expect(loaded).toEqual(PRESETS.oneSwitchAuto);
    expect(loaded.camera).toMatchObject({ method: 'off', gain: 1.8, smoothing: 0.5, autoStart: false });
  });

  it('repairs a bad camera value alone, keeping the head pointer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeSetting('input-profile', { ...PRESETS.headPointer, camera: { ...PRESETS.headPointer.camera, gain: 99, method: 'telepathy' } });
    const loaded = await loadProfile();
    expect(loaded.preset).toBe('headPointer');
    expect(loaded.camera).toEqual({ ...PRESETS.headPointer.camera });
  });

  it('keeps each stored gesture, completes the ones a newer version added, and repairs one bad gesture alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const camera = structuredClone(PRESETS.headPointer.camera) as unknown as Record<string, unknown>;
    const gestures = camera.gestures as Record<string, Record<string, unknown>>;
    Object.assign(gestures.mouthOpen!, { enabled: true, threshold: 0.33 });
    Object.assign(gestures.browsUp!, { enabled: true, holdMs: 99_999 });
    delete gestures.headDown;
    await writeSetting('input-profile', { ...PRESETS.headPointer, camera });
    const loaded = await loadProfile();
    expect(loaded.camera.gestures.mouthOpen).toMatchObject({ enabled: true, threshold: 0.33 });
    expect(loaded.camera.gestures.browsUp).toEqual(PRESETS.headPointer.camera.gestures.browsUp);
    expect(loaded.camera.gestures.headDown).toEqual(PRESETS.headPointer.camera.gestures.headDown);
    expect(loaded.camera.method).toBe('head');
  });

  it('never throws, even when storage fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await import('@/storage/store');
    vi.spyOn(store, 'readSetting').mockRejectedValue(new Error('disk on fire'));
    await writeSetting('input-profile', PRESETS.oneSwitchAuto);
    await expect(loadProfile()).resolves.toEqual(DEFAULT_PROFILE);
    expect(readSetting).toHaveBeenCalled();
  });
});
