// The switch-capture driver: while it runs, the next press a switch sends — a key (by event.code), a mouse button or
// a gamepad button — is reported once, and Escape reports a cancel. The press is kept from the page, so it neither
// clicks nor goes back; the input runtime, told a capture is on, leaves every command alone meanwhile.
import type { SwitchBinding } from './bindings';
import { watchGamepadButtons } from './gamepad';

/** A captured press, not yet tied to a switch. */
export type CapturedInput =
  | { kind: 'key'; code: string }
  | { kind: 'mouse'; button: 0 | 1 | 2 }
  | { kind: 'gamepad'; button: number };

export function toBinding(input: CapturedInput, switchId: SwitchBinding['switchId']): SwitchBinding {
  return { ...input, switchId };
}

export interface CaptureOptions {
  /** The press, or null when the user cancelled with Escape. Called at most once. */
  onResult: (input: CapturedInput | null) => void;
  /** A press that starts inside this element (the capture's own Cancel button) is left to it. */
  ignore?: () => Element | null;
  /** Where presses are heard; the window by default. */
  view?: Window;
}

/** Starts listening; returns the way to stop. */
export function startSwitchCapture({ onResult, ignore, view = window }: CaptureOptions): () => void {
  const swallowKeyUp = new Set<string>();
  let swallowClick = false;
  let done = false;
  const finish = (input: CapturedInput | null) => {
    if (done) return;
    done = true;
    onResult(input);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (done) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.repeat) return;
    swallowKeyUp.add(event.code);
    finish(event.code === 'Escape' ? null : { kind: 'key', code: event.code });
  };
  // The key's release would click a focused button (Space) or reach the keyboard shortcuts: it is kept too.
  const onKeyUp = (event: KeyboardEvent) => {
    if (!swallowKeyUp.delete(event.code)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || done) return; // a finger on a touch screen is not a switch
    const own = ignore?.();
    if (own && event.target instanceof Node && own.contains(event.target)) return;
    if (event.button !== 0 && event.button !== 1 && event.button !== 2) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    swallowClick = true;
    finish({ kind: 'mouse', button: event.button });
  };
  // The click (or context menu) of the captured press must not also press what lies under the cursor.
  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type !== 'mousedown' && event.type !== 'mouseup') swallowClick = false;
  };
  const stopPads = watchGamepadButtons(view, (_pad, button, pressed) => {
    if (pressed) finish({ kind: 'gamepad', button });
  });

  const listeners: [string, EventListener][] = [
    ['keydown', onKeyDown as EventListener],
    ['keyup', onKeyUp as EventListener],
    ['pointerdown', onPointerDown as EventListener],
    ...['mousedown', 'mouseup', 'click', 'auxclick', 'contextmenu'].map((type): [string, EventListener] => [type, onClick as EventListener]),
  ];
  for (const [type, listener] of listeners) view.addEventListener(type, listener, true);
  return () => {
    stopPads();
    done = true;
    // Releases still to come are kept from the page a moment longer (the capture ends on keydown).
    setTimeout(() => {
      for (const [type, listener] of listeners) view.removeEventListener(type, listener, true);
    }, 1000);
  };
}
