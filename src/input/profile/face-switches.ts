// Which scanning switches a profile's face gestures stand for. Small and free of zod, so the input runtime (part
// of every page) can ask it without loading the profile's validation.
import type { SwitchId } from '@input-drivers/commands';
import type { GestureAction } from '@machines/face-gestures';

/** The parts of an input profile this reads (the profile's own type would make its module import this one's). */
export interface FaceSwitchProfile {
  camera: { method: string; gestures: Readonly<Record<string, { enabled: boolean; action: GestureAction }>> };
  scan: { method: 'auto' | 'step'; switches: number };
}

/**
 * With the camera tracking the face (head pointer, gaze or gestures alone), a gesture that selects is the select switch
 * and one that moves is the move switch: in automatic scanning either one selects; in step scanning the move switch
 * is the primary and the select switch the secondary (one switch alone: a select held past hold-to-select).
 */
export function faceSwitches(profile: FaceSwitchProfile): Record<SwitchId, boolean> {
  const { method, gestures } = profile.camera;
  if (method === 'off') return { primary: false, secondary: false };
  const does = (action: GestureAction) => Object.values(gestures).some((gesture) => gesture.enabled && gesture.action === action);
  if (profile.scan.method === 'auto') return { primary: does('select') || does('next'), secondary: false };
  return { primary: does('next') || (profile.scan.switches === 1 && does('select')), secondary: does('select') };
}
