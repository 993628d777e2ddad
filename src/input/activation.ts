// Which way the last choice was made (issue 15: a therapist's report shows selections per input method): the input
// runtime notes the method just before it presses a target; a press it did not make (a tap, a click, Tab and Enter)
// is 'touch'. With it, how much effort the choice took: the scan steps and seconds before a switch selection, the
// dwell time of a dwell, head or gaze selection. Small and free of the runtime, so the card-usage record can read it
// without loading the runtime.
import type { InputSource } from '@input-drivers/commands';

export type InputMethod = 'touch' | 'keys' | 'switch' | 'dwell' | 'head' | 'gaze' | 'blink' | 'gesture';
export const INPUT_METHODS: readonly InputMethod[] = ['touch', 'keys', 'switch', 'dwell', 'head', 'gaze', 'blink', 'gesture'];

/** What a choice cost beyond its method, when the runtime knows it. */
export interface ActivationEffort {
  /** Highlights shown from the scan's start to this selection (switch scanning). */
  scanSteps?: number;
  /** Milliseconds from the scan's start to this selection. */
  scanMs?: number;
  /** The dwell time the selection took (dwell, head pointer, gaze). */
  dwellMs?: number;
}

export interface Activation extends ActivationEffort {
  method: InputMethod;
}

/** A noted method counts for the choice it pressed: the card's own handler runs in the same task, well within this. */
const FRESH_MS = 1000;
let last: { activation: Activation; at: number } | null = null;

export function noteActivation(method: InputMethod, effort: ActivationEffort = {}, now = Date.now()): void {
  last = { activation: { method, ...effort }, at: now };
}

/** How the choice being handled now was made; 'touch' when the runtime did not press it. Read once. */
export function takeActivation(now = Date.now()): Activation {
  const noted = last;
  last = null;
  return noted && now - noted.at <= FRESH_MS ? noted.activation : { method: 'touch' };
}

/** The method alone (see takeActivation). */
export function takeActivationMethod(now = Date.now()): InputMethod {
  return takeActivation(now).method;
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
    case 'gesture':
      return 'gesture';
    default:
      return 'touch';
  }
}
