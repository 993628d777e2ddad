// Dwell selection for any pointer: the mouse by default (head-mice and eye trackers that move the cursor), or the
// head pointer / gaze, whose points reach it through the input runtime like every other command. Resting on a target for the dwell time presses it; a ring counts down
// at the pointer or on the target (with the seconds left when the ring starts late); while paused only the pause
// control answers.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InputSource } from '@input-drivers/commands';
import { createPointerDwellDriver } from '@input-drivers/pointer';
import { DEFAULT_DWELL_SETTINGS, dwellMachine, type DwellSettings } from '@machines/dwell';
import { pointerTarget, snappedTarget, type Targets } from './targets';
import { INPUT_ATTRIBUTES, SELECTORS } from './dom';
import { dispatch, onRuntime, pressTarget } from './runtime';
import { methodOfSource } from './activation';
import { LENS_DWELL_SHARE, opensLens, type MagnifierMode } from './magnifier/lens';
import { createSmoother, snappingDwell } from './snap';
import { lookThrough, Magnifier, type MagnifiedTarget } from './magnifier/Magnifier';

const RING_RADIUS = 26;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;


interface DwellInputProps {
  targets: Targets;
  settings: Partial<DwellSettings>;
  paused: boolean;
  /** Whose points it follows; the mouse pointer (whose driver it starts) when none is given. */
  source?: InputSource;
  /** 'target': the ring sits on the centre of the target (a jittery head or gaze pointer); else at the pointer. */
  ringOn?: 'pointer' | 'target';
  /** The dwell fills on the target nearest the pointer (snap.ts), which is outlined at once. */
  snap?: boolean;
  /** A dwell on a small target (or any, 'always') first shows its area enlarged; the next dwell chooses in it. */
  magnifier?: MagnifierMode;
}

/** The attribute that ties an enlarged target to its place in the magnifier's list. */
const MAGNIFIED_INDEX = 'data-magnified-index';

/** What the lens shows when a dwell on `element` opens it; null when it does not (a big target, the pause, alone in view). */
function lensOf(element: HTMLElement, targets: Targets, mode: MagnifierMode): MagnifiedTarget[] | null {
  if (element.hasAttribute(INPUT_ATTRIBUTES.pause) || !opensLens(mode, element.getBoundingClientRect())) return null;
  return lookThrough(element, targets.all.map((other) => (other.closest(SELECTORS.dwellSkip) ? null : other)));
}

export function DwellInput({ targets, settings, paused, source = 'mouse', ringOn = 'pointer', snap = false, magnifier = 'off' }: DwellInputProps) {
  const dweller = useActorRef(dwellMachine, { input: { settings } });
  const ring = useSelector(dweller, ({ context }) =>
    context.ringVisible && context.pointer
      ? {
          x: context.pointer.x,
          y: context.pointer.y,
          target: context.target,
          progress: context.progress,
          // The seconds left, shown when the ring appears late (the inclusive mode's countdown 2, 1).
          seconds: context.settings.ringDelayMs > 0 ? Math.ceil((context.settings.dwellMs - context.elapsedMs) / 1000) : null,
        }
      : null,
  (a, b) => a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.target === b.target && a.progress === b.progress && a.seconds === b.seconds),
  );
  const [opened, setMagnified] = useState<MagnifiedTarget[] | null>(null);
  // The setting turned off while the layer is open: it is gone.
  const magnified = magnifier === 'off' ? null : opened;
  const latest = useRef({ targets, paused, snap, magnifier, magnified });
  useLayoutEffect(() => {
    latest.current = { targets, paused, snap, magnifier, magnified };
  });
  // Snapping, the points are averaged over a moment: a camera pointer's jitter cancels out (snap.ts).
  const [smoother] = useState(createSmoother);
  // The lens opened or closed: the eyes jump to the new layout, and the average of where they were on the old one
  // would drag the pointer across other targets first (the bench: 99 % right on a phone's keys at σ = 60 px with
  // the average started anew, 98 % without, and a third of a second slower).
  useLayoutEffect(() => smoother.reset(), [smoother, magnified]);
  const method = methodOfSource(source);
  /** A target of the magnifier chosen: the layer closes and the page's own control is pressed. */
  const choose = useCallback(
    (element: HTMLElement, how?: { dwellMs: number }) => {
      setMagnified(null);
      pressTarget(element, how ? method : undefined, how);
    },
    [method],
  );
  // The target a snapping pointer will choose is outlined from the first moment, before the ring shows.
  const snapped = useSelector(dweller, ({ context }) => (snap ? context.target : null));
  useEffect(() => {
    const element = snapped === null ? undefined : targets.all[snapped];
    element?.setAttribute(INPUT_ATTRIBUTES.snapTarget, '');
    return () => element?.removeAttribute(INPUT_ATTRIBUTES.snapTarget);
  }, [snapped, targets]);

  // Snapping, the target is what counts: any move keeps the dwell, and each target's time adds up over a window, so a
  // jitter onto a neighbour and back costs only the moments spent there (snap.ts, snappingDwell).
  useEffect(
    () => dweller.send({ type: 'SETTINGS', settings: snap ? snappingDwell(settings, DEFAULT_DWELL_SETTINGS.dwellMs) : { ...settings, accumulateMs: 0 } }),
    [dweller, settings, snap],
  );

  // The targets changed under a still pointer (a new screen, a dialog): what it rests on is looked up again, so a
  // dwell never lands on whatever control took the old one's place in the list.
  useEffect(() => {
    const pointer = dweller.getSnapshot().context.pointer;
    if (!pointer) return;
    const target = latest.current.snap
      ? snappedTarget(targets, pointer.x, pointer.y, null, latest.current.paused)
      : pointerTarget(targets, pointer.x, pointer.y, latest.current.paused);
    if (target !== pointer.target) dweller.send({ type: 'POINT', x: pointer.x, y: pointer.y, target });
  }, [dweller, targets]);

  useEffect(() => {
    const subscription = dweller.on('activate', ({ index }) => {
      const { targets: t, magnifier: mode, magnified: shown } = latest.current;
      const element = t.all[index];
      const effort = { dwellMs: dweller.getSnapshot().context.settings.dwellMs };
      const inLens = element?.getAttribute(MAGNIFIED_INDEX);
      const target = inLens == null ? undefined : shown?.[Number(inLens)];
      if (target) return choose(target.element, effort);
      if (element && !shown && mode !== 'off') {
        const lens = lensOf(element, t, mode);
        if (lens) {
          setMagnified(lens);
          // Opening the lens chose nothing: the choice in it costs one dwell, without the lock-out after a choice.
          dweller.send({ type: 'UNLOCK' });
          return;
        }
      }
      pressTarget(element, method, effort);
    });
    // Whether resting on a target would open the lens, kept per target while the screen stays the same.
    let opening: { targets: Targets; element: HTMLElement; opens: boolean } | null = null;
    const ownDwell = (t: Targets, index: number | null): number | undefined => {
      const { magnifier: mode, magnified: shown } = latest.current;
      const element = index === null ? undefined : t.all[index];
      if (!element || mode === 'off' || shown) return undefined;
      if (opening?.targets !== t || opening.element !== element) opening = { targets: t, element, opens: lensOf(element, t, mode) !== null };
      // Opening the lens chooses nothing (its bar closes it): it takes half the dwell.
      return opening.opens ? dweller.getSnapshot().context.settings.dwellMs * LENS_DWELL_SHARE : undefined;
    };
    const stopPointer = onRuntime('pointer', ({ command }) => {
      if (command.source !== source) return;
      if (command.type === 'pointLost') {
        smoother.reset();
        return dweller.send({ type: 'POINT_LOST' });
      }
      const { targets: t, paused: resting, snap: snapping } = latest.current;
      const { x, y } = snapping ? smoother.point(command.x, command.y, performance.now()) : command;
      // Snapping, the nearest target now: no margin for the one being filled (it held the dwell on a neighbour the
      // pointer was already inside); the time adding up per target is what keeps a jitter from stealing it.
      const target = snapping ? snappedTarget(t, x, y, null, resting) : pointerTarget(t, x, y, resting);
      dweller.send({ type: 'POINT', x, y, target, dwellMs: ownDwell(t, target) });
    });
    const stopMouse = source === 'mouse' ? createPointerDwellDriver().start(dispatch) : undefined;
    return () => {
      stopMouse?.();
      stopPointer();
      subscription.unsubscribe();
    };
  }, [dweller, source, method, choose, smoother]);

  const lens = magnified && (
    <Magnifier
      targets={magnified}
      indexAttribute={MAGNIFIED_INDEX}
      onChoose={(element) => choose(element)}
      onClose={() => setMagnified(null)}
    />
  );
  if (!ring) return lens;
  let at = { x: ring.x, y: ring.y };
  const element = ring.target === null ? undefined : targets.all[ring.target];
  if (ringOn === 'target' && element) {
    const box = element.getBoundingClientRect();
    at = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return (
    <>
      {lens}
      <div className="dwell-layer" aria-hidden="true">
        <svg className="dwell-ring" style={{ left: at.x, top: at.y }} viewBox="0 0 64 64" data-progress={ring.progress.toFixed(2)}>
          {ring.seconds !== null && <circle className="dwell-ring__face" cx="32" cy="32" r={RING_RADIUS} />}
          <circle className="dwell-ring__track" cx="32" cy="32" r={RING_RADIUS} />
          <circle
            className="dwell-ring__progress"
            cx="32"
            cy="32"
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - ring.progress)}
          />
          {ring.seconds !== null && (
            <text className="dwell-ring__seconds" x="32" y="33" data-seconds={ring.seconds}>
              {ring.seconds}
            </text>
          )}
        </svg>
      </div>
    </>
  );
}
