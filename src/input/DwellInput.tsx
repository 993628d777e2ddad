// Pointer dwell for head-mouse and eye-tracker users whose device moves the cursor: resting on a target for the
// dwell time presses it, a ring counts down at the pointer, and while paused only the pause control answers.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPointerDwellDriver } from '@input-drivers/pointer';
import { dwellMachine, type DwellSettings } from '@machines/dwell';
import { targetAt, type Targets } from './targets';
import { pressTarget } from './use-targets';

const RING_RADIUS = 26;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export function DwellInput({ targets, settings, paused }: { targets: Targets; settings: Partial<DwellSettings>; paused: boolean }) {
  const dweller = useActorRef(dwellMachine, { input: { settings } });
  const ring = useSelector(dweller, (state) => (state.context.ringVisible && state.context.pointer ? { ...state.context.pointer, progress: state.context.progress } : null));
  const latest = useRef({ targets, paused });
  useLayoutEffect(() => {
    latest.current = { targets, paused };
  });

  useEffect(() => dweller.send({ type: 'SETTINGS', settings }), [dweller, settings]);

  useEffect(() => {
    const subscription = dweller.on('activate', ({ index }) => pressTarget(latest.current.targets.all[index]));
    const stop = createPointerDwellDriver().start((command) => {
      if (command.type === 'pointLost') return dweller.send({ type: 'POINT_LOST' });
      if (command.type !== 'point') return;
      const { targets: t, paused: resting } = latest.current;
      let target = targetAt(t.all, command.x, command.y);
      // Resting: nothing is pressed by looking at it, except the control that ends the rest.
      if (resting && target !== null && !t.all[target]?.hasAttribute('data-input-pause')) target = null;
      dweller.send({ type: 'POINT', x: command.x, y: command.y, target });
    });
    return () => {
      stop();
      subscription.unsubscribe();
    };
  }, [dweller]);

  if (!ring) return null;
  return (
    <div className="dwell-layer" aria-hidden="true">
      <svg className="dwell-ring" style={{ left: ring.x, top: ring.y }} viewBox="0 0 64 64" data-progress={ring.progress.toFixed(2)}>
        <circle className="dwell-ring__track" cx="32" cy="32" r={RING_RADIUS} />
        <circle
          className="dwell-ring__progress"
          cx="32"
          cy="32"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - ring.progress)}
        />
      </svg>
    </div>
  );
}
