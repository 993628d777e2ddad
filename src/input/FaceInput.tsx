// The camera's input while the session tracks: the head pointer (or the gaze point), drawn as a dot, feeds a dwell
// on the targets (snapping to the nearest one), and a double blink or a face gesture presses what the pointer is on
// (the head pointer's or the gaze's) — or, with nothing under it (or no pointer, with gestures alone), stands for a scanning switch press. Face
// gestures also move, go back and pause (GestureInput, gesture-plan.ts). Tracking started from a camera panel with no camera method uses the
// inclusive dwell. The gaze point is drawn and dwells only once the gaze is calibrated, and never while the
// calibration's dots run (eyes that see their own pointer chase it instead of the dot).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { Command, InputSource } from '@input-drivers/commands';
import type { DwellSettings } from '@machines/dwell';
import { DwellInput } from './DwellInput';
import { eyeAspectRatios } from './face/ear';
import { DEFAULT_BLINK_SETTINGS } from '@machines/blink';
import { createHeadDriver, headSettings } from './face/head-driver';
import { INCLUSIVE_REGION, WHOLE_WINDOW_REGION } from './face/head-pointer';
import { SELECTORS } from './dom';
import { getVideoAspect, subscribeFaceFrames, subscribeGaze, subscribeRecentre, type GazePoint } from './face/session';
import { getGazeCalibration, subscribeGazeCalibration } from './face/gaze-status';
import { useCameraSession } from './face/use-camera-session';
import type { InputProfile } from './profile/schema';
import type { Targets } from './targets';
import { dispatch, isPaused, onRuntime, pressVirtualSwitch } from './runtime';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { speak } from '@/speech/speech';
import { anyGestureOn, createGestureDriver } from './face/gesture-driver';
import { planGesture, selectWithoutPointer, type GestureContext, type GesturePlan } from './face/gesture-plan';
import type { MagnifierMode } from './magnifier/lens';
import { useAimOutline, usePointerPresses, type PointerPressProps } from './pointer-presses';

/** Spec 001 §4/§9: 100 ms tick, the ring (counting 2, 1) from 500 ms, the click at 2000 ms; any move within the element keeps it. */
export const INCLUSIVE_DWELL: Partial<DwellSettings> = { dwellMs: 2000, tickMs: 100, ringDelayMs: 500, toleranceRadius: 100_000, lockoutMs: 1000 };

interface FaceInputProps {
  targets: Targets;
  profile: InputProfile;
  paused: boolean;
  /** A blink with no target under the pointer: one primary switch press when scanning runs. */
  onBlinkWithoutTarget?: () => void;
}

/** What each camera input gets: the page's targets, the profile, resting, and what a press with no target stands for. */
type PointerInputProps = PointerPressProps;

export function FaceInput({ onBlinkWithoutTarget, ...rest }: FaceInputProps) {
  const latest = useRef({ onBlinkWithoutTarget, profile: rest.profile });
  useLayoutEffect(() => {
    latest.current = { onBlinkWithoutTarget, profile: rest.profile };
  });
  const onPressWithoutTarget = useCallback((source: InputSource) => {
    const { onBlinkWithoutTarget: blinked, profile } = latest.current;
    if (source === 'gesture') runPlan(selectWithoutPointer({ scan: scanningOf(profile) }));
    else blinked?.();
  }, []);
  return <CameraInputs {...rest} onPressWithoutTarget={onPressWithoutTarget} />;
}

function CameraInputs(props: PointerInputProps) {
  const session = useCameraSession();
  const calibration = useSyncExternalStore(subscribeGazeCalibration, getGazeCalibration, getGazeCalibration);
  const { method, gestures } = props.profile.camera;
  const previewOnly = session.previewOnly && method === 'off';
  if (session.tracking !== 'on') return null;
  if (session.mode === 'face') {
    const gesturing = !previewOnly && (method === 'head' || method === 'gestures') && anyGestureOn(gestures);
    return (
      <>
        {method === 'gestures' ? <PressWithoutPointer {...props} /> : <HeadPointerInput {...props} />}
        {gesturing && <GestureInput {...props} />}
      </>
    );
  }
  if (!calibration.calibrated || calibration.dots) return null;
  // Gaze runs on the same face frames: blinks and gestures work with it as with the head pointer.
  const gesturing = !previewOnly && method === 'gaze' && anyGestureOn(gestures);
  return (
    <>
      <GazePointerInput {...props} />
      {gesturing && <GestureInput {...props} />}
    </>
  );
}

/** Face gestures as switches: each fired gesture does its action (gesture-plan.ts); resting, only the pause gesture counts. */
function GestureInput({ profile, paused }: PointerInputProps) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const { gestures, restPose } = profile.camera;
  const driver = useMemo(() => createGestureDriver({ frames: subscribeFaceFrames }), []);
  const latest = useRef({ paused, scan: null as GestureContext['scan'], t, lang });
  useLayoutEffect(() => {
    latest.current = { paused, scan: scanningOf(profile), t, lang };
  });
  useEffect(() => driver.setSettings(gestures, restPose), [driver, gestures, restPose]);
  useEffect(
    () =>
      driver.start((gesture, action) => {
        const { paused: resting, scan } = latest.current;
        // Each gesture that fires is marked on the page's own timeline (never sent anywhere): the tests and the bench read it.
        performance.mark('aceno:gesture', { detail: { gesture, action, resting } });
        if (resting && action !== 'pause') return;
        runPlan(planGesture(action, { scan }));
        // A pause by face is said as well as shown: the person may not be looking at the pause control.
        if (action === 'pause' && isPaused() !== resting) {
          const { t: text, lang: language } = latest.current;
          speak(text(isPaused() ? 'input.paused' : 'input.resumed'), { lang: language, kind: 'word' }).catch(() => {});
        }
      }),
    [driver],
  );
  return null;
}

/** Face gestures with no pointer: a select presses what the scan or the focus is on. */
function PressWithoutPointer({ onPressWithoutTarget }: PointerInputProps) {
  const latest = useRef(onPressWithoutTarget);
  useLayoutEffect(() => {
    latest.current = onPressWithoutTarget;
  });
  useEffect(() => onRuntime('pointerPress', ({ source }) => latest.current?.(source)), []);
  return null;
}

/** The dot that shows where the pointer is, moved without re-rendering; dimmed while the pointer is lost. */
function usePointerDot() {
  const dot = useRef<HTMLDivElement>(null);
  const show = useCallback((command: Command) => {
    const element = dot.current;
    if (!element) return;
    if (command.type === 'point') {
      element.style.transform = `translate(${command.x}px, ${command.y}px)`;
      element.dataset.x = command.x.toFixed(0);
      element.dataset.y = command.y.toFixed(0);
      element.hidden = false;
      delete element.dataset.lost;
    } else if (command.type === 'pointLost') {
      element.dataset.lost = '';
    }
  }, []);
  return { dot, show };
}

function PointerLayer({ dot, targets, dwell, paused, source, snap, magnifier }: { dot: RefObject<HTMLDivElement | null>; targets: Targets; dwell: Partial<DwellSettings> | null; paused: boolean; source: InputSource; snap: boolean; magnifier: MagnifierMode }) {
  return (
    <>
      <div className="dwell-layer" aria-hidden="true">
        <div ref={dot} className="head-pointer" data-testid="head-pointer" hidden />
      </div>
      {dwell && <DwellInput targets={targets} settings={dwell} paused={paused} source={source} ringOn="target" snap={snap} magnifier={magnifier} />}
    </>
  );
}

/** A camera check is on screen and the profile does not point with the camera: the pointer only shows. */
function usePreviewOnly(camera: InputProfile['camera']): boolean {
  return useCameraSession().previewOnly && camera.method === 'off';
}

/**
 * The profile's dwell, or the inclusive mode's when the camera was started from a panel without a camera method.
 * Eye gaze jitters by tens of pixels from frame to frame even on a steady look, so its dwell holds while the gaze
 * stays on the same target instead of within the profile's few-pixel radius (which would restart it forever).
 */
function useDwellSettings({ camera, dwell }: InputProfile, source: 'head' | 'gaze'): Partial<DwellSettings> | null {
  const inclusive = camera.method === 'off';
  const previewOnly = usePreviewOnly(camera);
  return useMemo(() => {
    if (previewOnly) return null;
    if (inclusive) return INCLUSIVE_DWELL;
    if (!dwell.enabled) return null;
    const toleranceRadius = source === 'gaze' ? GAZE_TOLERANCE : dwell.toleranceRadius;
    return { dwellMs: dwell.dwellMs, toleranceRadius, lockoutMs: dwell.lockoutMs };
  }, [previewOnly, inclusive, dwell, source]);
}

/** Any move within the target keeps a gaze dwell (as the inclusive dwell does). */
const GAZE_TOLERANCE = 100_000;

function GazePointerInput(props: PointerInputProps) {
  const { targets, profile, paused } = props;
  const { dot, show } = usePointerDot();
  const dwell = useDwellSettings(profile, 'gaze');
  const last = useRef<{ x: number; y: number } | null>(null);
  const aim = useAimOutline(props, dwell !== null);
  useEffect(() => {
    let present = false;
    const take = (gaze: GazePoint) => {
      let command: Command | null = null;
      if (gaze) command = { type: 'point', x: gaze.x, y: gaze.y, source: 'gaze' };
      else if (present) command = { type: 'pointLost', source: 'gaze' };
      present = gaze !== null;
      last.current = gaze && { x: gaze.x, y: gaze.y };
      aim(last.current);
      if (!command) return;
      show(command);
      dispatch(command);
    };
    // Closed eyes (a blink, a double blink that selects) give the gaze no eyes to read: the point it makes of them
    // jumps, so the pointer stays where the open eyes last put it. A gaze point and its face frame come by two
    // listeners in either order: whichever comes second decides.
    let frame: { at: number; eyesOpen: boolean } | null = null;
    let waiting: NonNullable<GazePoint> | null = null;
    const settle = () => {
      if (!waiting || waiting.at !== frame?.at) return;
      if (frame.eyesOpen) take(waiting);
      waiting = null;
    };
    const stopFrames = subscribeFaceFrames(({ at, landmarks }) => {
      const { left, right } = eyeAspectRatios(landmarks, getVideoAspect());
      frame = { at, eyesOpen: landmarks === null || Math.min(left, right) >= DEFAULT_BLINK_SETTINGS.openAbove };
      settle();
    });
    const stopGaze = subscribeGaze((gaze) => {
      if (!gaze) return take(null);
      waiting = gaze;
      settle();
    });
    return () => {
      stopFrames();
      stopGaze();
    };
  }, [show, aim]);
  usePointerPresses(props, last, usePreviewOnly(profile.camera));
  return <PointerLayer dot={dot} targets={targets} dwell={dwell} paused={paused} source="gaze" snap={profile.dwell.snap !== 'off'} magnifier={profile.dwell.magnifier} />;
}

function HeadPointerInput(props: PointerInputProps) {
  const { targets, profile, paused } = props;
  const { camera } = profile;
  const { dot, show } = usePointerDot();
  const dwell = useDwellSettings(profile, 'head');
  const last = useRef<{ x: number; y: number } | null>(null);
  const snap = profile.dwell.snap !== 'off';
  const aim = useAimOutline(props, dwell !== null);
  const head = useMemo(() => createHeadDriver({ frames: subscribeFaceFrames }), []);

  // The pointer keeps to the middle of the window (spec 001 §9), except on a screen whose controls fill it (a keyboard).
  // The mark may be on the layer itself (the field keyboard's dialog) or inside it (the typing screen).
  const wholeWindow = targets.layer.matches(SELECTORS.wholeWindow) || targets.layer.querySelector(SELECTORS.wholeWindow) !== null;
  useEffect(() => head.setSettings({ ...headSettings(camera), region: wholeWindow ? WHOLE_WINDOW_REGION : INCLUSIVE_REGION }), [head, camera, wholeWindow]);
  useEffect(() => subscribeRecentre(() => head.recentre()), [head]);

  useEffect(
    () =>
      head.start((command) => {
        last.current = command.type === 'point' ? { x: command.x, y: command.y } : null;
        aim(last.current);
        show(command);
        dispatch(command);
      }),
    [head, show, aim],
  );

  usePointerPresses(props, last, usePreviewOnly(profile.camera));

  return <PointerLayer dot={dot} targets={targets} dwell={dwell} paused={paused} source="head" snap={snap} magnifier={profile.dwell.magnifier} />;
}

/** The scanning a profile runs (its settings), or null: face gestures stand for its switches. */
export function scanningOf(profile: InputProfile): GestureContext['scan'] {
  return profile.switch.enabled ? profile.scan : null;
}

/** Does a gesture's plan. */
export function runPlan(plan: GesturePlan): void {
  if (plan.kind === 'command') dispatch(plan.command);
  else if (plan.kind === 'switch') pressVirtualSwitch(plan.holdMs, plan.switchId);
}
