// The numbers 1–9 over the first nine choices when number keys are on, so a keyboard user sees which key picks
// which card: drawn in an overlay (aria-hidden) so the cards' names stay their own; announced via aria-keyshortcuts.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

interface Badge {
  key: number;
  top: number;
  left: number;
}

function sameBadges(a: readonly Badge[], b: readonly Badge[]): boolean {
  return a.length === b.length && a.every((badge, i) => badge.key === b[i]!.key && badge.top === b[i]!.top && badge.left === b[i]!.left);
}

export function NumberBadges({ choices, visible }: { choices: readonly HTMLElement[]; visible: boolean }) {
  const [badges, setBadges] = useState<Badge[]>([]);

  useEffect(() => {
    const first = choices.slice(0, 9);
    first.forEach((element, index) => element.setAttribute('aria-keyshortcuts', String(index + 1)));
    let frame = 0;
    if (!visible) return () => first.forEach((element) => element.removeAttribute('aria-keyshortcuts'));
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = first.flatMap((element, index) => {
          const rect = element.getBoundingClientRect();
          // Only where the card itself shows: not over a sticky or bottom bar that covers it, nor off screen.
          const hit = document.elementFromPoint(rect.left + 16, rect.top + 16);
          if (!hit || !element.contains(hit)) return [];
          return [{ key: index + 1, top: rect.top + 4, left: rect.left + 4 }];
        });
        setBadges((shown) => (sameBadges(shown, next) ? shown : next));
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    // The page moving under the cards (a notice or a toast that comes and goes, a picture that loads) measures again:
    // a card covered for a moment gets its number back once it shows.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(document.body);
    const changed = new MutationObserver(measure);
    changed.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      changed.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      first.forEach((element) => element.removeAttribute('aria-keyshortcuts'));
    };
  }, [choices, visible]);

  return createPortal(
    <div className="number-badges" aria-hidden="true">
      {visible && badges.map((badge) => (
        <span key={badge.key} className="number-badge" style={{ top: badge.top, left: badge.left }}>
          {badge.key}
        </span>
      ))}
    </div>,
    document.body,
  );
}
