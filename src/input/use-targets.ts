// Keeps the runtime's view of the targets current: recollected whenever the page's controls change, a modal opens
// or closes, or the layout moves (on the next frame, or at most every 150 ms while the page keeps changing).
import { useEffect, useRef, useState } from 'react';
import { INPUT_ATTRIBUTES } from './dom';
import { collectTargets, type Targets } from './targets';

/** Shortest time between two collections while the page keeps changing. */
const REFRESH_GAP_MS = 150;

const WATCHED = ['disabled', 'hidden', 'aria-modal', 'aria-disabled', 'inert', 'href', INPUT_ATTRIBUTES.choice, INPUT_ATTRIBUTES.skip];

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = -Infinity;
    const collect = () => {
      frame = 0;
      last = performance.now();
      const next = collectTargets();
      if (sameTargets(next, current.current)) return;
      current.current = next;
      setTargets(next);
    };
    // The first change after a quiet moment (a dialog opening, a press) is collected on the next frame; a burst of
    // changes (a long board drawn a slice per frame) at most every REFRESH_GAP_MS, since a collection looks at
    // every control on the page and would otherwise add itself to every frame of the burst.
    const refresh = () => {
      if (frame || timer) return;
      const wait = last + REFRESH_GAP_MS - performance.now();
      if (wait <= 0) frame = requestAnimationFrame(collect);
      else
        timer = setTimeout(() => {
          timer = undefined;
          frame = requestAnimationFrame(collect);
        }, wait);
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
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', refresh);
    };
  }, []);

  return targets;
}
