// The camera's input while the session tracks: the head pointer (or the gaze point), drawn as a dot, feeds a dwell
// on the targets, and a double blink presses what the head pointer is on — or, with nothing under it, counts as
// one switch press for the scanning. Tracking started from a camera panel with no camera method uses the
// inclusive dwell. The gaze point is drawn and dwells only once the gaze is calibrated, and never while the
// calibration's dots run (eyes that see their own pointer chase it instead of the dot).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { Command, InputSource } from '@input-drivers/commands';
import type { DwellSettings } from '@machines/dwell';
import { DwellInput } from './DwellInput';
import { createBlinkDriver } from './face/blink-driver';
import { createHeadDriver, headSettings } from './face/head-driver';
import { INCLUSIVE_REGION, WHOLE_WINDOW_REGION } from './face/head-pointer';
import { SELECTORS } from './dom';
import { getVideoAspect, subscribeFaceFrames, subscribeGaze, subscribeRecentre } from './face/session';
import { getGazeCalibration, subscribeGazeCalibration } from './face/gaze-status';
import { useCameraSession } from './face/use-camera-session';
import type { InputProfile } from './profile/schema';
import { pointerTarget, type Targets } from './targets';
import { dispatch, onRuntime, pressTarget } from './runtime';

/** Spec 001 §4/§9: 100 ms tick, the ring (counting 2, 1) from 500 ms, the click at 2000 ms; any move within the element keeps it. */
export const INCLUSIVE_DWELL: Partial<DwellSettings> = { dwellMs: 2000, tickMs: 100, ringDelayMs: 500, toleranceRadius: 100_000, lockoutMs: 1000 };

interface FaceInputProps {
  targets: Targets;
  profile: InputProfile;
  paused: boolean;
  /** A blink with no target under the pointer: one primary switch press when scanning runs. */
  onBlinkWithoutTarget?: () => void;
}

export function FaceInput(props: FaceInputProps) {
  const session = useCameraSession();
  const calibration = useSyncExternalStore(subscribeGazeCalibration, getGazeCalibration, getGazeCalibration);
  if (session.tracking !== 'on') return null;
  if (session.mode === 'face') return <HeadPointerInput {...props} />;
  return calibration.calibrated && !calibration.dots ? <GazePointerInput {...props} /> : null;
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

function PointerLayer({ dot, targets, dwell, paused, source }: { dot: RefObject<HTMLDivElement | null>; targets: Targets; dwell: Partial<DwellSettings> | null; paused: boolean; source: InputSource }) {
  return (
    <>
      <div className="dwell-layer" aria-hidden="true">
        <div ref={dot} className="head-pointer" data-testid="head-pointer" hidden />
      </div>
      {dwell && <DwellInput targets={targets} settings={dwell} paused={paused} source={source} ringOn="target" />}
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

function GazePointerInput({ targets, profile, paused }: FaceInputProps) {
  const { dot, show } = usePointerDot();
  const dwell = useDwellSettings(profile, 'gaze');
  useEffect(() => {
    let present = false;
    return subscribeGaze((gaze) => {
      let command: Command | null = null;
      if (gaze) command = { type: 'point', x: gaze.x, y: gaze.y, source: 'gaze' };
      else if (present) command = { type: 'pointLost', source: 'gaze' };
      present = gaze !== null;
      if (!command) return;
      show(command);
      dispatch(command);
    });
  }, [show]);
  return <PointerLayer dot={dot} targets={targets} dwell={dwell} paused={paused} source="gaze" />;
}

function HeadPointerInput({ targets, profile, paused, onBlinkWithoutTarget }: FaceInputProps) {
  const { camera } = profile;
  const { dot, show } = usePointerDot();
  const dwell = useDwellSettings(profile, 'head');
  const last = useRef<{ x: number; y: number } | null>(null);
  const latest = useRef({ targets, onBlinkWithoutTarget });
  useLayoutEffect(() => {
    latest.current = { targets, onBlinkWithoutTarget };
  });
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
        show(command);
        dispatch(command);
      }),
    [head, show],
  );

  const previewOnly = usePreviewOnly(camera);
  const blinkOn = camera.blink && !previewOnly;
  const blink = useMemo(() => (blinkOn ? createBlinkDriver({ frames: subscribeFaceFrames, aspect: getVideoAspect }) : null), [blinkOn]);
  useEffect(() => blink?.setPaused(paused), [blink, paused]);
  // The blink goes through the runtime like any press (ignored while resting); the runtime hands it back to press
  // what the head pointer is on, or, with nothing under it, to stand for one switch press.
  useEffect(() => {
    if (!blink) return;
    const stopPress = onRuntime('pointerPress', () => {
      const { targets: t, onBlinkWithoutTarget: noTarget } = latest.current;
      const point = last.current;
      const target = point ? pointerTarget(t, point.x, point.y) : null;
      if (target !== null) pressTarget(t.all[target], 'blink');
      else noTarget?.();
    });
    const stopBlink = blink.start(dispatch);
    return () => {
      stopBlink();
      stopPress();
    };
  }, [blink]);

  return <PointerLayer dot={dot} targets={targets} dwell={dwell} paused={paused} source="head" />;
}
