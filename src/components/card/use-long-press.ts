// Hold-to-act for cards (spec 000 §9: card long-press 1000 ms). After a long press the click that ends the
// same press is swallowed, so the user gets one action, not two.
import { useEffect, useRef, type PointerEvent } from 'react';

export const LONG_PRESS_MS = 1000;

export function useLongPress(onLongPress: (() => void) | undefined, ms = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    handlers: onLongPress
      ? {
          onPointerDown: (event: PointerEvent) => {
            if (event.pointerType === 'mouse' && event.button !== 0) return;
            fired.current = false;
            cancel();
            timer.current = setTimeout(() => {
              fired.current = true;
              onLongPress();
            }, ms);
          },
          onPointerUp: cancel,
          onPointerLeave: cancel,
          onPointerCancel: cancel,
          // A keyboard press never follows a long press: forget a swallow that no click consumed.
          onKeyDown: () => (fired.current = false),
          // Touch browsers open a menu on a long press; the card owns that gesture.
          onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
        }
      : {},
    /** True (once) when the click being handled ends a long press. */
    consumeLongPress: () => {
      const wasLong = fired.current;
      fired.current = false;
      return wasLong;
    },
  };
}
