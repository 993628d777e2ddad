// The magnifier's lens: an area around where a dwell landed, shown enlarged over the whole window (below a bar that
// closes it), so small targets (a phone's keyboard, a big board) become big enough for a shaking pointer — as
// OptiKey's magnifier does before it selects. Pure geometry, shared by the layer and the pointer bench.
import type { Box } from '../snap';

/**
 * How much the lens enlarges: 3× (against 2.5×, the pointer bench at σ = 60 px on a phone's keys: 88 % right against
 * 76 %), the most that still shows a key's neighbours on a phone.
 */
export const MAGNIFIER_SCALE = 3;
/** 'auto' magnifies a target whose smaller side is under this: a phone's keys, not a computer's (a little over WCAG's 44 px). */
export const MAGNIFY_BELOW_PX = 48;
/** Opening the lens chooses nothing (its bar closes it again): it takes this share of the dwell time. */
export const LENS_DWELL_SHARE = 0.5;
/** The bar across the top of the layer that closes it (as tall as a big button). */
export const MAGNIFIER_BAR_PX = 64;
/** An enlarged target cut by the lens's edge is kept only when this much of it shows. */
export const MAGNIFIED_MIN_PX = 32;

export type MagnifierMode = 'off' | 'auto' | 'always';
export const MAGNIFIER_MODES: readonly MagnifierMode[] = ['off', 'auto', 'always'];

export interface Lens {
  /** The area of the page that is enlarged. */
  region: Box;
  /** Where it is drawn: the window below the bar. */
  view: Box;
  scale: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The lens centred on x,y (the target the dwell chose), kept inside the window. */
export function lensAround(x: number, y: number, window: { width: number; height: number }, scale = MAGNIFIER_SCALE): Lens {
  const view = { left: 0, top: MAGNIFIER_BAR_PX, width: window.width, height: Math.max(1, window.height - MAGNIFIER_BAR_PX) };
  const width = view.width / scale;
  const height = view.height / scale;
  const region = { left: clamp(x - width / 2, 0, window.width - width), top: clamp(y - height / 2, 0, window.height - height), width, height };
  return { region, view, scale };
}

/** A box of the page as the lens shows it (the part inside the region, enlarged), or null when none of it is. */
export function throughLens(box: Box, { region, view, scale }: Lens): Box | null {
  const left = Math.max(box.left, region.left);
  const top = Math.max(box.top, region.top);
  const right = Math.min(box.left + box.width, region.left + region.width);
  const bottom = Math.min(box.top + box.height, region.top + region.height);
  if (right <= left || bottom <= top) return null;
  return { left: view.left + (left - region.left) * scale, top: view.top + (top - region.top) * scale, width: (right - left) * scale, height: (bottom - top) * scale };
}

/** The targets the lens shows, each with its enlarged box: those of which enough shows to aim at. */
export function magnified(boxes: readonly (Box | null)[], lens: Lens): { index: number; box: Box }[] {
  const shown: { index: number; box: Box }[] = [];
  boxes.forEach((box, index) => {
    const seen = box && throughLens(box, lens);
    if (seen && Math.min(seen.width, seen.height) >= MAGNIFIED_MIN_PX) shown.push({ index, box: seen });
  });
  return shown;
}

/** Whether a dwell on this target opens the lens instead of choosing it. */
export function opensLens(mode: MagnifierMode, box: Box): boolean {
  if (mode === 'off' || box.width <= 0 || box.height <= 0) return false;
  return mode === 'always' || Math.min(box.width, box.height) < MAGNIFY_BELOW_PX;
}
