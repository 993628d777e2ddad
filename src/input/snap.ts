// Snap to item: an imprecise pointer (webcam gaze, a shaking head) chooses the target nearest to it rather than
// only the one exactly under it — the bubble cursor (Grossman & Balakrishnan, CHI 2005), Apple's "Snap to Item".
// Within a reach of about one target's size; the target the dwell is already filling keeps it until another is
// nearer by a margin, so jitter across an edge neither restarts nor steals the dwell.

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
