// The magnifier's lens: the targets around where a dwell landed, each drawn as a big button over the whole window
// (below a bar that closes it), so small targets (a phone's keyboard, a big board) become big enough for a shaking
// pointer — as OptiKey's magnifier does before it selects. Not a picture of the page enlarged: a phone's window is
// narrow, and its keys enlarged 3× stay about 110 px apart, which a gaze pointer wandering by 60 px misses one time
// in ten. The lens takes the few targets nearest the dwell, in the page's reading order, and spreads them over the
// window in as many columns as its shape suits (two on a phone, four on a computer). Pure geometry, shared by the
// layer and the pointer bench.
import type { Box } from '../snap';

/**
 * How many targets the lens shows: the one the dwell landed on and its nearest neighbours. The pointer bench at
 * σ = 60 px on a phone's keys: 8 in two columns, 99 % right (4 in two columns: 93 %, the one meant missing more
 * often; 9 in three: 96 %, the columns too narrow).
 */
export const MAGNIFIED_COUNT = 8;
/** 'auto' magnifies a target whose smaller side is under this: a phone's keys, not a computer's (a little over WCAG's 44 px). */
export const MAGNIFY_BELOW_PX = 48;
/** Opening the lens chooses nothing (its bar closes it again): it takes this share of the dwell time. */
export const LENS_DWELL_SHARE = 0.5;
/**
 * The bar across the top of the layer that closes it: half again a big button, since a shaking pointer must be able
 * to rest on it when the target meant is not in the lens (the bench: 64 px, a third of those closes ended on a
 * target next to the bar).
 */
export const MAGNIFIER_BAR_PX = 96;
/** The space around each enlarged target. */
const GAP_PX = 8;

export type MagnifierMode = 'off' | 'auto' | 'always';
export const MAGNIFIER_MODES: readonly MagnifierMode[] = ['off', 'auto', 'always'];

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** The page's reading order: rows top to bottom (a box whose middle is half the row's first box's height below that box's middle opens a new row), each left to right. */
function readingOrder<T extends { box: Box }>(items: T[]): T[] {
  const byTop = [...items].sort((a, b) => centre(a.box).y - centre(b.box).y);
  const rows: T[][] = [];
  for (const item of byTop) {
    const row = rows.at(-1);
    if (row && centre(item.box).y - centre(row[0]!.box).y < row[0]!.box.height / 2) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.left - b.box.left));
}

/**
 * The lens for a dwell on `boxes[chosen]`: the targets nearest it (itself included), in reading order, each with
 * the box it is drawn in. Null boxes (hidden or skipped targets) are never shown.
 */
export function lensLayout(boxes: readonly (Box | null)[], chosen: number, window: { width: number; height: number }): { index: number; box: Box }[] {
  const at = boxes[chosen];
  if (!at) return [];
  const from = centre(at);
  const nearest = boxes
    .flatMap((box, index) => (box && box.width > 0 && box.height > 0 ? [{ index, box, distance: Math.hypot(centre(box).x - from.x, centre(box).y - from.y) }] : []))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAGNIFIED_COUNT);
  const view = { width: window.width, height: Math.max(1, window.height - MAGNIFIER_BAR_PX) };
  const columns = Math.min(nearest.length, Math.max(1, Math.round(Math.sqrt((nearest.length * view.width) / view.height))));
  const rows = Math.ceil(nearest.length / columns);
  const cell = { width: view.width / columns, height: view.height / rows };
  return readingOrder(nearest).map(({ index }, place) => ({
    index,
    box: {
      left: (place % columns) * cell.width + GAP_PX / 2,
      top: MAGNIFIER_BAR_PX + Math.floor(place / columns) * cell.height + GAP_PX / 2,
      width: cell.width - GAP_PX,
      height: cell.height - GAP_PX,
    },
  }));
}

/** Whether a dwell on this target opens the lens instead of choosing it. */
export function opensLens(mode: MagnifierMode, box: Box): boolean {
  if (mode === 'off' || box.width <= 0 || box.height <= 0) return false;
  return mode === 'always' || Math.min(box.width, box.height) < MAGNIFY_BELOW_PX;
}
