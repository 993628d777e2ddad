// What a face gesture's action does on the screen as it is now: the same commands a switch or a key gives, chosen
// for how this person's profile works — pressing what the head pointer is on, standing for a scanning switch (the
// one that selects or the one that moves, held long enough for the scan's acceptance or hold-to-select), or the
// runtime's own focus, back and pause.
import type { Command, SwitchId } from '@input-drivers/commands';
import type { GestureAction } from '@machines/face-gestures';
import type { ScanSettings } from '@machines/scanning';

/** A gesture standing for a switch press is held past the longest acceptance time the profile allows (300 ms). */
export const GESTURE_PRESS_EXTRA_MS = 60;

export type GesturePlan =
  /** Through the runtime (which ignores all but pause while resting). */
  | { kind: 'command'; command: Command }
  /** One press of a scanning switch, held this long. */
  | { kind: 'switch'; switchId: SwitchId; holdMs: number }
  | { kind: 'none' };

export interface GestureContext {
  /** Switch scanning runs (its settings), or null. */
  scan: Pick<ScanSettings, 'method' | 'switches' | 'acceptanceMs' | 'holdToSelectMs'> | null;
}

const press = (scan: NonNullable<GestureContext['scan']>, switchId: SwitchId, extra = 0): GesturePlan => ({
  kind: 'switch',
  switchId,
  holdMs: scan.acceptanceMs + GESTURE_PRESS_EXTRA_MS + extra,
});

/**
 * The plan for a select when nothing is under a pointer: the scan's selecting press (automatic: the switch; step:
 * the second switch, or with one switch a hold past hold-to-select), or the focused control.
 */
export function selectWithoutPointer({ scan }: GestureContext): GesturePlan {
  if (!scan) return { kind: 'command', command: { type: 'activate', source: 'keyboard' } };
  if (scan.method === 'auto') return press(scan, 'primary');
  if (scan.switches === 2) return press(scan, 'secondary');
  return scan.holdToSelectMs === null ? { kind: 'none' } : press(scan, 'primary', scan.holdToSelectMs);
}

/** The plan for one gesture's action. A select goes to the runtime first, to press what a pointer is on. */
export function planGesture(action: GestureAction, context: GestureContext): GesturePlan {
  const { scan } = context;
  switch (action) {
    case 'select':
      return { kind: 'command', command: { type: 'activate', source: 'gesture' } };
    case 'next':
      if (scan?.method === 'step') return press(scan, 'primary');
      return scan ? { kind: 'none' } : { kind: 'command', command: { type: 'next', source: 'gesture' } };
    case 'previous':
      return scan ? { kind: 'none' } : { kind: 'command', command: { type: 'previous', source: 'gesture' } };
    case 'back':
      return { kind: 'command', command: { type: 'back', source: 'gesture' } };
    case 'pause':
      return { kind: 'command', command: { type: 'pause', source: 'gesture' } };
  }
}
