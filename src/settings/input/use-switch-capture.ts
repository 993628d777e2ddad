// While one capture is on, the next press a switch sends is the answer (see the input runtime's capture); Escape
// cancels. A press on the capture's own Cancel button is left to it, so the mouse can still cancel.
import { useEffect, useEffectEvent } from 'react';
import { captureSwitch, type CapturedInput } from '@/input/switch-capture';

export { toBinding, type CapturedInput } from '@/input/switch-capture';

/** While `active`, the next press is reported once through `onInput`, and Escape calls `onCancel`. */
export function useSwitchCapture(
  active: boolean,
  onInput: (input: CapturedInput) => void,
  onCancel: () => void,
  ignore: () => Element | null,
): void {
  // The latest callbacks, read by a capture that lives until it ends.
  const report = useEffectEvent((input: CapturedInput | null) => (input ? onInput(input) : onCancel()));
  const ownElement = useEffectEvent(ignore);

  useEffect(() => {
    if (!active) return;
    return captureSwitch({ onResult: (input) => report(input), ignore: () => ownElement() });
  }, [active]);
}
