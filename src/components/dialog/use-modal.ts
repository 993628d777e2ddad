// What every modal layer does while it is shown: lock the page scroll, move focus into it, keep Tab inside it,
// and give focus back to the element that opened it (WAI-ARIA dialog pattern).
import { useEffect, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModal(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    (initialFocus?.current ?? container.current)?.focus();

    function keepTabInside(event: KeyboardEvent) {
      const root = container.current;
      if (event.key !== 'Tab' || !root) return;
      const tabbables = [...root.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (!root.contains(current) || (event.shiftKey && (current === first || current === root))) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', keepTabInside);
    return () => {
      document.removeEventListener('keydown', keepTabInside);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus]);
}
