// What a camera pointer (the head pointer, the gaze) shares with its presses: the target a blink or a face gesture
// will press, outlined as the pointer moves when no dwell outlines it, and the press itself (with the blink driver).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { InputSource } from '@input-drivers/commands';
import { methodOfSource } from './activation';
import { INPUT_ATTRIBUTES } from './dom';
import { createBlinkDriver } from './face/blink-driver';
import { getVideoAspect, subscribeFaceFrames } from './face/session';
import type { InputProfile } from './profile/schema';
import { dispatch, onRuntime, pressTarget } from './runtime';
import { pointerTarget, snappedTarget, type Targets } from './targets';

export interface PointerPressProps {
  targets: Targets;
  profile: InputProfile;
  paused: boolean;
  /** A blink or a select gesture with no target under the pointer (or no pointer): what it stands for instead. */
  onPressWithoutTarget?: (source: InputSource) => void;
}

/**
 * Snapping with no dwell (a blink or a gesture presses): the target nearest the pointer is outlined as it moves —
 * a dwell outlines its own — and kept through jitter, so what the press will choose is always on screen. Returns
 * what takes each new point (null: the pointer is lost).
 */
export function useAimOutline({ targets, profile, paused }: PointerPressProps, dwelling: boolean) {
  const outline = profile.dwell.snap !== 'off' && !dwelling;
  const aimed = useRef<HTMLElement | null>(null);
  const latest = useRef({ targets, outline, paused });
  useLayoutEffect(() => {
    latest.current = { targets, outline, paused };
  });
  useEffect(() => () => aimed.current?.removeAttribute(INPUT_ATTRIBUTES.snapTarget), []);
  return useCallback((point: { x: number; y: number } | null) => {
    const { targets: t, outline: outlining, paused: resting } = latest.current;
    const before = aimed.current;
    if (!outlining && !before) return;
    const index = point && outlining ? snappedTarget(t, point.x, point.y, before ? t.all.indexOf(before) : null, resting) : null;
    const next = index === null ? null : (t.all[index] ?? null);
    if (next !== before) {
      before?.removeAttribute(INPUT_ATTRIBUTES.snapTarget);
      next?.setAttribute(INPUT_ATTRIBUTES.snapTarget, '');
    }
    aimed.current = next;
  }, []);
}

/**
 * A double blink (when on) and a select gesture go through the runtime like any press (ignored while resting); the
 * runtime hands them back (pointerPress) to press what the pointer is on — snapping, the target outlined (the one the
 * dwell fills, or the head pointer aims at), which jitter and a blink's closed eyes do not move — or, with nothing
 * under it, what the profile makes them stand for.
 */
export function usePointerPresses({ targets, profile, paused, onPressWithoutTarget }: PointerPressProps, last: RefObject<{ x: number; y: number } | null>, previewOnly: boolean) {
  const snap = profile.dwell.snap !== 'off';
  const latest = useRef({ targets, onPressWithoutTarget, snap });
  useLayoutEffect(() => {
    latest.current = { targets, onPressWithoutTarget, snap };
  });
  useEffect(
    () =>
      onRuntime('pointerPress', ({ source }) => {
        const { targets: t, onPressWithoutTarget: noTarget, snap: snapping } = latest.current;
        const point = last.current;
        const outlined = snapping ? t.all.findIndex((element) => element.hasAttribute(INPUT_ATTRIBUTES.snapTarget)) : -1;
        const index = outlined >= 0 ? outlined : !point ? null : snapping ? snappedTarget(t, point.x, point.y, null) : pointerTarget(t, point.x, point.y);
        const element = index === null ? null : t.all[index];
        // Marked on the page's own timeline (never sent anywhere), as gestures are: the tests read what it pressed.
        performance.mark('aceno:pointer-press', { detail: { source, pressed: element?.isConnected ?? false } });
        if (element?.isConnected) pressTarget(element, methodOfSource(source));
        else noTarget?.(source);
      }),
    [last],
  );
  const blinkOn = profile.camera.blink && !previewOnly;
  const blink = useMemo(() => (blinkOn ? createBlinkDriver({ frames: subscribeFaceFrames, aspect: getVideoAspect }) : null), [blinkOn]);
  useEffect(() => blink?.setPaused(paused), [blink, paused]);
  useEffect(() => blink?.start(dispatch), [blink]);
}
