// Owns: whether this device still has to look for pictures stored as SVG (src/boards/media-store.ts redraws them):
// a count of visits in localStorage, read before the redraw's code is loaded, so a device that is done loads nothing.
import { readLocal, writeLocal } from '@/storage/local';

const SVG_REDRAWN_KEY = 'aceno:media-svg-redrawn';
/** Visits that look for pictures no browser could draw before the look stops. */
const SVG_REDRAW_VISITS = 3;

const visits = () => Number(readLocal(SVG_REDRAWN_KEY)) || 0;

export const svgRedrawDue = (): boolean => visits() < SVG_REDRAW_VISITS;

/** After a look: done for good once every picture was redrawn, else one visit more counted. */
export function svgRedrawLooked(allRedrawn: boolean): void {
  writeLocal(SVG_REDRAWN_KEY, String(allRedrawn ? SVG_REDRAW_VISITS : visits() + 1));
}
