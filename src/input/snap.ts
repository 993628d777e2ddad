// Snap to item: an imprecise pointer (webcam gaze, a shaking head) chooses the target nearest to it rather than
// only the one exactly under it — the bubble cursor (Grossman & Balakrishnan, CHI 2005), Apple's "Snap to Item".
// Within a reach of about one target's size. For a dwell the points are averaged over a moment and each target's
// time adds up (a jitter across an edge neither restarts nor steals the dwell); where only an outline follows the
// pointer (a blink or gesture presses), the outlined target keeps it until another is nearer by a margin.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How far a target reaches beyond its edges, in its own smaller side. */
export const SNAP_REACH = 1;
/** How much nearer another target must be to take over, in the current target's smaller side. */
export const SNAP_MARGIN = 0.35;
/** The dwell's tolerance radius while snapping: any move (the target decides). */
export const SNAP_TOLERANCE = 100_000;
/**
 * Snapping, the dwell adds up each target's time within this share of the dwell (machines/dwell.ts, accumulateMs):
 * the target held for the dwell time within one and a half is chosen (scripts/bench-pointer.mjs measures it).
 */
export const SNAP_WINDOW_SHARE = 1.5;

/** The dwell settings of a snapping pointer: any move keeps the dwell, and time on each target adds up. */
export function snappingDwell<T extends { dwellMs?: number }>(settings: T, dwellMs: number): T & { toleranceRadius: number; accumulateMs: number } {
  return { ...settings, toleranceRadius: SNAP_TOLERANCE, accumulateMs: (settings.dwellMs ?? dwellMs) * SNAP_WINDOW_SHARE };
}

/** Distance from a point to a box: 0 inside it, else to its nearest edge or corner. */
export function distanceToBox(box: Box, x: number, y: number): number {
  const dx = Math.max(box.left - x, 0, x - (box.left + box.width));
  const dy = Math.max(box.top - y, 0, y - (box.top + box.height));
  return Math.hypot(dx, dy);
}

const side = (box: Box) => Math.min(box.width, box.height);

/**
 * The index of the box the pointer snaps to, or null when none is within reach. `current` is the target the dwell
 * is on now (or null): it stays while it is within reach and no other box is nearer by more than the margin.
 */
export function snapTarget(boxes: readonly (Box | null)[], x: number, y: number, current: number | null): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  boxes.forEach((box, index) => {
    if (!box || box.width <= 0 || box.height <= 0) return;
    const distance = distanceToBox(box, x, y);
    if (distance > side(box) * SNAP_REACH) return;
    // Among boxes the pointer is inside (nested or overlapping), the smaller one is meant.
    const tie = distance === 0 && bestDistance === 0 && best !== null && side(box) < side(boxes[best]!);
    if (distance < bestDistance || tie) [best, bestDistance] = [index, distance];
  });
  const held = current !== null ? boxes[current] : null;
  if (held && best !== current) {
    const heldDistance = distanceToBox(held, x, y);
    if (heldDistance <= side(held) * SNAP_REACH && heldDistance - bestDistance <= side(held) * SNAP_MARGIN) return current;
  }
  return best;
}

/**
 * How long the snapping pointer's position is averaged over: a camera pointer's jitter from frame to frame mostly
 * cancels out, so the target the dwell fills on stays put; the bench (scripts/bench-pointer.mjs) measured 300 ms
 * against 150 (more right choices at every σ) for about a third of a second's lag, which a dwell hides.
 */
export const SNAP_SMOOTHING_MS = 300;

/** An exponential average of the pointer's points over time (frames may come unevenly); reset when the pointer is lost. */
export function createSmoother(timeConstantMs = SNAP_SMOOTHING_MS) {
  let last: { x: number; y: number; at: number } | null = null;
  return {
    point(x: number, y: number, at: number): { x: number; y: number } {
      if (last === null) last = { x, y, at };
      // A point of the same moment (or an older one) adds no time: it does not move the average.
      else if (at > last.at) {
        const weight = 1 - Math.exp(-(at - last.at) / timeConstantMs);
        last = { x: last.x + weight * (x - last.x), y: last.y + weight * (y - last.y), at };
      }
      return { x: last.x, y: last.y };
    },
    reset(): void {
      last = null;
    },
  };
}
