// A long board is drawn a slice at a time: the first cards at once (what is on screen), the rest in later frames,
// so a board of thousands of cards never holds the page (and a tap, a key or a switch) for long.
import { useEffect, useState } from 'react';
import { FIRST_SLICE, SLICE } from './slices';

export { FIRST_SLICE, SLICE };

export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_SLICE));
  const [forTotal, setForTotal] = useState(total);
  if (forTotal !== total) {
    // A new board (or cards added) starts again from what is already drawn, never from nothing.
    setForTotal(total);
    setShown((current) => Math.min(total, Math.max(current, FIRST_SLICE)));
  }
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setShown((current) => Math.min(total, current + SLICE)), 0));
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return Math.min(shown, total);
}
