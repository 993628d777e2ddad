// Listens for the next press that a switch sends — a key (by event.code), a mouse button or a gamepad button —
// while one capture is on; Escape cancels. The press is kept from the page, so it neither clicks nor goes back.
import { useEffect, useEffectEvent } from 'react';
import type { SwitchBinding } from '@input-drivers/bindings';
import { watchGamepadButtons } from '@input-drivers/gamepad';

/** A captured press, not yet tied to a switch. */
export type CapturedInput =
  | { kind: 'key'; code: string }
  | { kind: 'mouse'; button: 0 | 1 | 2 }
  | { kind: 'gamepad'; button: number };

export function toBinding(input: CapturedInput, switchId: SwitchBinding['switchId']): SwitchBinding {
  return { ...input, switchId };
}

/** Marks the page while capturing, so the input runtime can leave the press alone. */
const CAPTURING = 'data-input-capturing';

/**
 * While `active`, the next press is reported once through `onInput`, and Escape calls `onCancel`. A press that
 * starts inside `ignore` (the capture's own Cancel button) is left to it, so the mouse can still cancel.
 */
export function useSwitchCapture(
  active: boolean,
  onInput: (input: CapturedInput) => void,
  onCancel: () => void,
  ignore: () => Element | null,
): void {
  // The latest callbacks, read by listeners that live for the whole capture.
  const report = useEffectEvent((input: CapturedInput | null) => (input ? onInput(input) : onCancel()));
  const ownElement = useEffectEvent(ignore);

  useEffect(() => {
    if (!active) return;
    const swallowKeyUp = new Set<string>();
    let swallowClick = false;
    let done = false;
    const finish = (input: CapturedInput | null) => {
      if (done) return;
      done = true;
      report(input);
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
      const own = ownElement();
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
    const stopPads = watchGamepadButtons(window, (_pad, button, pressed) => {
      if (pressed) finish({ kind: 'gamepad', button });
    });

    const listeners: [string, EventListener][] = [
      ['keydown', onKeyDown as EventListener],
      ['keyup', onKeyUp as EventListener],
      ['pointerdown', onPointerDown as EventListener],
      ...['mousedown', 'mouseup', 'click', 'auxclick', 'contextmenu'].map((type): [string, EventListener] => [type, onClick as EventListener]),
    ];
    for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
    document.documentElement.setAttribute(CAPTURING, '');
    return () => {
      stopPads();
      document.documentElement.removeAttribute(CAPTURING);
      // Releases still to come are kept from the page a moment longer (the capture ends on keydown).
      setTimeout(() => {
        for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      }, 1000);
    };
  }, [active]);
}
