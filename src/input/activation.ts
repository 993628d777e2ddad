// Which way the last choice was made (issue 15: a therapist's report shows selections per input method): the input
// runtime notes the method just before it presses a target; a press it did not make (a tap, a click, Tab and Enter)
// is 'touch'. Small and free of the runtime, so the card-usage record can read it without loading the runtime.
import type { InputSource } from '@input-drivers/commands';

export type InputMethod = 'touch' | 'keys' | 'switch' | 'dwell' | 'head' | 'gaze' | 'blink';
export const INPUT_METHODS: readonly InputMethod[] = ['touch', 'keys', 'switch', 'dwell', 'head', 'gaze', 'blink'];

/** A noted method counts for the choice it pressed: the card's own handler runs in the same task, well within this. */
const FRESH_MS = 1000;
let last: { method: InputMethod; at: number } | null = null;

export function noteActivation(method: InputMethod, now = Date.now()): void {
  last = { method, at: now };
}

/** The method of the choice being handled now; 'touch' when the runtime did not press it. Read once. */
export function takeActivationMethod(now = Date.now()): InputMethod {
  const noted = last;
  last = null;
  return noted && now - noted.at <= FRESH_MS ? noted.method : 'touch';
}

/** The method a runtime command's source stands for. */
export function methodOfSource(source: InputSource): InputMethod {
  switch (source) {
    case 'keyboard':
      return 'keys';
    case 'switch':
      return 'switch';
    case 'mouse':
      return 'dwell';
    case 'head':
      return 'head';
    case 'gaze':
      return 'gaze';
    case 'blink':
      return 'blink';
    default:
      return 'touch';
  }
}
