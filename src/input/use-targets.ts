// Keeps the runtime's view of the targets current: recollected (once per frame at most) whenever the page's
// controls change, a modal opens or closes, or the layout moves.
import { useEffect, useRef, useState } from 'react';
import { collectTargets, type Targets } from './targets';

const WATCHED = ['disabled', 'hidden', 'aria-modal', 'aria-disabled', 'inert', 'href', 'data-choice'];

function sameTargets(a: Targets, b: Targets): boolean {
  return (
    a.layer === b.layer &&
    a.all.length === b.all.length &&
    a.all.every((el, i) => el === b.all[i]) &&
    a.choices.length === b.choices.length &&
    a.rows.join() === b.rows.join()
  );
}

// Only purely drawn layers: the speech layer holds real buttons (turn sound on, close) and must be watched.
const OWN_LAYERS = '.number-badges, .dwell-layer';
const isOwnDrawing = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(OWN_LAYERS) != null;

export function useTargets(): Targets {
  const [targets, setTargets] = useState<Targets>(() => collectTargets());
  const current = useRef(targets);

  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = collectTargets();
        if (sameTargets(next, current.current)) return;
        current.current = next;
        setTargets(next);
      });
    };
    const observer = new MutationObserver((records) => {
      // The runtime's own drawing (badges redrawn on every scroll frame, the dwell ring) never changes the targets.
      if (records.some((r) => !isOwnDrawing(r.target) && (r.type === 'childList' || WATCHED.includes(r.attributeName ?? '')))) refresh();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED });
    window.addEventListener('resize', refresh);
    refresh();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', refresh);
    };
  }, []);

  return targets;
}

/** Presses a target as a tap would: a click for controls, focus for fields that take typing. */
export function pressTarget(element: HTMLElement | undefined): void {
  if (!element) return;
  if (element.matches('input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select')) {
    element.focus();
    return;
  }
  element.click();
}
