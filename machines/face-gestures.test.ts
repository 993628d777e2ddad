// Face gestures from streams of blendshapes and head poses at 30 frames a second: each fires after its hold, once
// per hold, not again within its pause, never without a face nor in the second after the face comes back; the
// calibration sets thresholds above a face's resting values.
import { describe, expect, it } from 'vitest';
import {
  applyGesturePreset,
  calibrate,
  DEFAULT_GESTURES,
  FACE_BACK_GRACE_MS,
  gestureSignals,
  GESTURES,
  initialGestureState,
  stepGestures,
  withThresholds,
  type Gesture,
  type GestureFrame,
  type GestureSettings,
  type RestPose,
} from './face-gestures';

const FRAME_MS = 1000 / 30;
const LEVEL: RestPose = { yaw: 0, pitch: 0, roll: 0 };
const RESTING = { jawOpen: 0.02, browInnerUp: 0.05, eyeBlinkLeft: 0.05, eyeBlinkRight: 0.05, mouthSmileLeft: 0.01, mouthSmileRight: 0.01 };

/** Only the listed gestures on, with the default thresholds and times unless given. */
function only(on: Partial<Record<Gesture, Partial<GestureSettings[Gesture]>>>): GestureSettings {
  const settings = { ...DEFAULT_GESTURES };
  for (const gesture of GESTURES) settings[gesture] = { ...settings[gesture], enabled: gesture in on, ...on[gesture] };
  return settings;
}

type Segment = { ms: number; blendshapes?: Record<string, number>; pose?: RestPose; face?: boolean };

/** Frames for a script of segments, from time 0. */
function frames(segments: Segment[]): GestureFrame[] {
  const out: GestureFrame[] = [];
  let at = 0;
  for (const { ms, blendshapes = {}, pose = LEVEL, face = true } of segments) {
    const end = at + ms;
    for (; at < end; at += FRAME_MS) out.push(face ? { at, blendshapes: { ...RESTING, ...blendshapes }, pose } : { at, blendshapes: null, pose: null });
  }
  return out;
}

/** Runs the frames; each firing with its time. */
function run(stream: GestureFrame[], settings: GestureSettings, rest?: RestPose) {
  let state = initialGestureState();
  const fired: { gesture: Gesture; at: number }[] = [];
  for (const frame of stream) {
    const step = stepGestures(state, frame, settings, rest);
    state = step.state;
    for (const gesture of step.fired) fired.push({ gesture, at: frame.at });
  }
  return { fired, state };
}

const settle = { ms: FACE_BACK_GRACE_MS + 200 };
const mouth = (ms: number, jawOpen = 0.7): Segment => ({ ms, blendshapes: { jawOpen } });

describe('each gesture', () => {
  it('reads its own signal, by the person’s own left and right', () => {
    const signals = (blendshapes: Record<string, number>, pose: RestPose = LEVEL) => gestureSignals({ ...RESTING, ...blendshapes }, pose);
    expect(signals({ jawOpen: 0.8 }).mouthOpen).toBe(0.8);
    expect(signals({ browInnerUp: 0.7 }).browsUp).toBe(0.7);
    expect(signals({ browOuterUpLeft: 0.6, browOuterUpRight: 0.8 }).browsUp).toBeCloseTo(0.7);
    expect(signals({ mouthSmileLeft: 0.6, mouthSmileRight: 0.8 }).smile).toBeCloseTo(0.7);
    expect(signals({ mouthPucker: 0.9 }).pucker).toBe(0.9);
    const wink = signals({ eyeBlinkLeft: 0.9, eyeBlinkRight: 0.1 });
    expect([wink.winkLeft, wink.winkRight, wink.eyesClosed]).toEqual([0.8, 0, 0.1]);
    const closed = signals({ eyeBlinkLeft: 0.9, eyeBlinkRight: 0.85 });
    expect(closed.eyesClosed).toBe(0.85);
    expect(closed.winkLeft).toBeLessThan(0.1); // both eyes closed is not a wink
    const turned = signals({}, { yaw: 22.5, pitch: 0, roll: 0 });
    expect([turned.turnLeft, turned.turnRight]).toEqual([0.5, 0]);
    const tilted = signals({}, { yaw: 0, pitch: 0, roll: -45 });
    expect([tilted.tiltLeft, tilted.tiltRight]).toEqual([0, 1]);
    const up = signals({}, { yaw: 0, pitch: 15, roll: 0 });
    expect([up.headUp, up.headDown]).toEqual([0.5, 0]);
  });

  it('measures turns and tilts from the resting pose', () => {
    const rest = { yaw: 0, pitch: 0, roll: 20 }; // a head that rests tilted to its left
    expect(gestureSignals(RESTING, { yaw: 0, pitch: 0, roll: 20 }, rest).tiltLeft).toBe(0);
    expect(gestureSignals(RESTING, { yaw: 0, pitch: 0, roll: -2.5 }, rest).tiltRight).toBe(0.5);
  });
});

describe('stepGestures', () => {
  it('fires once the signal has stayed over the threshold for the hold time, not before', () => {
    const settings = only({ mouthOpen: { holdMs: 500 } });
    expect(run(frames([settle, mouth(450)]), settings).fired).toEqual([]);
    const { fired } = run(frames([settle, mouth(700)]), settings);
    expect(fired).toHaveLength(1);
    expect(fired[0]!.gesture).toBe('mouthOpen');
    expect(fired[0]!.at - settle.ms).toBeGreaterThanOrEqual(500);
    expect(fired[0]!.at - settle.ms).toBeLessThan(500 + 2 * FRAME_MS);
  });

  it('does not fire under the threshold, nor for a gesture that is off', () => {
    expect(run(frames([settle, mouth(2000, 0.35)]), only({ mouthOpen: {} })).fired).toEqual([]);
    expect(run(frames([settle, mouth(2000)]), only({ browsUp: {} })).fired).toEqual([]);
    expect(run(frames([settle, mouth(2000, 0.35)]), only({ mouthOpen: { threshold: 0.3 } })).fired).toHaveLength(1);
  });

  it('fires once per hold however long it is held, and again after a release and its pause', () => {
    const settings = only({ mouthOpen: { holdMs: 300, cooldownMs: 1000 } });
    expect(run(frames([settle, mouth(5000)]), settings).fired).toHaveLength(1);
    // Released for 400 ms: still within the 1 s pause after firing, so the second opening does not count…
    const quick = run(frames([settle, mouth(400), { ms: 400 }, mouth(400)]), settings).fired;
    expect(quick).toHaveLength(1);
    // …but one that starts after the pause does.
    const later = run(frames([settle, mouth(400), { ms: 1200 }, mouth(400)]), settings).fired;
    expect(later.map((f) => f.gesture)).toEqual(['mouthOpen', 'mouthOpen']);
  });

  it('keeps a hold through a flicker above the release level, and drops it below', () => {
    const settings = only({ mouthOpen: { threshold: 0.5, holdMs: 600 } });
    expect(run(frames([settle, mouth(300), mouth(70, 0.42), mouth(400)]), settings).fired).toHaveLength(1);
    expect(run(frames([settle, mouth(300), mouth(70, 0.3), mouth(400)]), settings).fired).toEqual([]);
  });

  it('fires nothing while no face is tracked, and a hold cut by a lost face starts again', () => {
    const settings = only({ mouthOpen: { holdMs: 500 } });
    expect(run(frames([{ ms: 3000, face: false }]), settings).fired).toEqual([]);
    const cut = run(frames([settle, mouth(400), { ms: 100, face: false }, mouth(300)]), settings);
    expect(cut.fired).toEqual([]);
    expect(cut.state.signals).not.toBeNull();
  });

  it('fires nothing in the first second after the face comes back; a gesture made then must be released first', () => {
    const settings = only({ mouthOpen: { holdMs: 200 } });
    // The face comes back with the mouth open and keeps it open: nothing.
    expect(run(frames([settle, { ms: 200, face: false }, mouth(3000)]), settings).fired).toEqual([]);
    // Comes back, rests, then opens after the grace: fires.
    const { fired } = run(frames([settle, { ms: 200, face: false }, { ms: 1100 }, mouth(400)]), settings);
    expect(fired).toHaveLength(1);
    // Opens within the grace, closes, opens again after it: fires only the second time.
    const twice = run(frames([{ ms: 300 }, mouth(500), { ms: 400 }, mouth(400)]), settings).fired;
    expect(twice).toHaveLength(1);
    expect(twice[0]!.at).toBeGreaterThan(1200);
  });

  it('a head turn fires its side only', () => {
    const settings = only({ turnLeft: {}, turnRight: {} });
    const { fired } = run(frames([settle, { ms: 800, pose: { yaw: 30, pitch: 0, roll: 0 } }, { ms: 1200 }, { ms: 800, pose: { yaw: -30, pitch: 0, roll: 0 } }]), settings);
    expect(fired.map((f) => f.gesture)).toEqual(['turnLeft', 'turnRight']);
  });

  it('two gestures held together each fire once', () => {
    const settings = only({ mouthOpen: {}, browsUp: {} });
    const { fired } = run(frames([settle, { ms: 800, blendshapes: { jawOpen: 0.8, browInnerUp: 0.8 } }]), settings);
    expect(fired.map((f) => f.gesture).sort()).toEqual(['browsUp', 'mouthOpen']);
  });
});

describe('calibration', () => {
  it('sets every threshold above this face’s resting values, and centres turns on the resting pose', () => {
    // A face that rests with the mouth a little open, the brows a little up and the head tilted.
    const jitter = (i: number) => (i % 3) * 0.01;
    const rest = frames([{ ms: 3000 }]).map((frame, i) => ({
      ...frame,
      blendshapes: { ...frame.blendshapes, jawOpen: 0.3 + jitter(i), browInnerUp: 0.1 + jitter(i) },
      pose: { yaw: 2, pitch: -1, roll: 18 + jitter(i) * 10 },
    }));
    const result = calibrate(rest);
    if (!result.ok) throw new Error('calibration failed');
    expect(result.rest.roll).toBeCloseTo(18.1, 0);
    expect(result.thresholds.mouthOpen).toBeGreaterThan(0.32 + 0.15);
    expect(result.thresholds.mouthOpen).toBeLessThan(0.6);
    expect(result.thresholds.browsUp).toBeGreaterThan(0.12);
    for (const gesture of GESTURES) {
      expect(result.thresholds[gesture]).toBeGreaterThanOrEqual(0.2);
      expect(result.thresholds[gesture]).toBeLessThanOrEqual(0.95);
    }
    // With those thresholds and that rest, the resting face fires nothing; a real opening still does.
    const settings = withThresholds(only({ mouthOpen: {}, tiltLeft: {}, tiltRight: {}, browsUp: {} }), result.thresholds);
    expect(settings.mouthOpen.holdMs).toBe(DEFAULT_GESTURES.mouthOpen.holdMs);
    const restingAgain = rest.map((frame) => ({ ...frame, at: frame.at }));
    expect(run(restingAgain, settings, result.rest).fired).toEqual([]);
    const opened = frames([settle, { ms: 600, blendshapes: { jawOpen: 0.75, browInnerUp: 0.1 }, pose: { yaw: 2, pitch: -1, roll: 18 } }]);
    expect(run(opened, settings, result.rest).fired.map((f) => f.gesture)).toEqual(['mouthOpen']);
  });

  it('changes nothing when the face was not in view', () => {
    expect(calibrate(frames([{ ms: 3000, face: false }]))).toEqual({ ok: false, reason: 'noFace' });
    expect(calibrate(frames([{ ms: 300 }, { ms: 2700, face: false }]))).toEqual({ ok: false, reason: 'noFace' });
  });
});

describe('presets', () => {
  it('turns on the preset’s gestures with their actions and every other gesture off, keeping thresholds', () => {
    const start = only({ smile: {}, mouthOpen: { threshold: 0.33 } });
    const mouth = applyGesturePreset(start, 'mouthSelects');
    expect(GESTURES.filter((g) => mouth[g].enabled)).toEqual(['mouthOpen']);
    expect(mouth.mouthOpen).toMatchObject({ action: 'select', threshold: 0.33 });
    const two = applyGesturePreset(start, 'browsNextMouthSelects');
    expect(GESTURES.filter((g) => two[g].enabled)).toEqual(['mouthOpen', 'browsUp']);
    expect([two.browsUp.action, two.mouthOpen.action]).toEqual(['next', 'select']);
  });
});
