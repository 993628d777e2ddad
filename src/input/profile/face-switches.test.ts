// Face gestures as scanning switches: which switch each gesture stands for, the presets that set a face-only
// profile up, and a profile that scans by face alone (no key or button) being valid.
import { describe, expect, it } from 'vitest';
import { faceSwitches } from './face-switches';
import { applyFacePreset, PRESETS } from './presets';
import { validateProfile } from './schema';

describe('faceSwitches', () => {
  it('is nothing while the camera is off, or no gesture is on', () => {
    const one = applyFacePreset(PRESETS.touch, 'mouthSelects');
    expect(faceSwitches({ ...one, camera: { ...one.camera, method: 'off' } })).toEqual({ primary: false, secondary: false });
    expect(faceSwitches(PRESETS.headPointer)).toEqual({ primary: false, secondary: false }); // every gesture off
  });

  it('an open mouth that selects is the switch of automatic scanning; eyebrows that move and a mouth that selects are the two of step scanning', () => {
    const one = applyFacePreset(PRESETS.touch, 'mouthSelects');
    expect(one.scan).toMatchObject({ method: 'auto', switches: 1 });
    expect(faceSwitches(one)).toEqual({ primary: true, secondary: false });
    const two = applyFacePreset(PRESETS.touch, 'browsNextMouthSelects');
    expect(two.scan).toMatchObject({ method: 'step', switches: 2 });
    expect(faceSwitches(two)).toEqual({ primary: true, secondary: true });
    // Step scanning with only a select gesture: no way to move.
    expect(faceSwitches({ ...two, camera: { ...two.camera, gestures: { ...two.camera.gestures, browsUp: { ...two.camera.gestures.browsUp, enabled: false } } } })).toEqual({ primary: false, secondary: true });
  });
});

describe('applyFacePreset', () => {
  it('with no pointer, the gestures drive scanning by themselves: the camera starts with the app, switches on, no dwell', () => {
    const profile = applyFacePreset(PRESETS.keyboard, 'browsNextMouthSelects');
    expect(profile.camera).toMatchObject({ method: 'gestures', autoStart: true });
    expect(profile.switch.enabled).toBe(true);
    expect(profile.switch.bindings).toEqual(PRESETS.keyboard.switch.bindings);
    expect(profile.dwell.enabled).toBe(false);
    // Valid with no key or button bound: the face is the switches.
    expect(validateProfile(profile).ok).toBe(true);
    expect(validateProfile({ ...profile, camera: { ...profile.camera, method: 'off' } }).ok).toBe(false);
  });

  it.each([
    ['head pointer', PRESETS.headPointer, 'head'],
    ['gaze', PRESETS.eyeGaze, 'gaze'],
  ] as const)('with the %s, the gestures press what it is on and the scanning is left as it was', (_, base, method) => {
    const profile = applyFacePreset(base, 'mouthSelects');
    expect(profile.camera.method).toBe(method);
    expect(profile.camera.gestures.mouthOpen).toMatchObject({ enabled: true, action: 'select' });
    expect(profile.scan).toEqual(base.scan);
    expect(profile.switch).toEqual(base.switch);
    expect(profile.dwell.enabled).toBe(true);
    expect(validateProfile(profile).ok).toBe(true);
  });
});
