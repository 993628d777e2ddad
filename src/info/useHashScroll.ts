// Brings the section named in the address into view: on arrival (the screen is lazy-loaded, so the browser's own
// jump found nothing) and on every later hash change. Instant on arrival or with reduced motion, smooth otherwise.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { anchorFromHash } from './anchors';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const arrived = useRef(false);

  useEffect(() => {
    const id = anchorFromHash(hash);
    if (!id) {
      arrived.current = true;
      return;
    }
    // One frame later the page has laid out (and a closing mobile menu has collapsed).
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const instant = !arrived.current || prefersReducedMotion();
      arrived.current = true;
      target.scrollIntoView({ behavior: instant ? 'instant' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
