// Owns: a part's place as an element's style over its picture (in percent of it, an outline clipped), the same in
// the mode, the editor and on paper.
import type { CSSProperties } from 'react';
import type { Hotspot } from '@/boards/model';
import { boundsOf, clipPathOf } from './geometry';

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** Where a part's element stands over the picture; `clip`: an outline's shape clips it (not on paper, where the ring is drawn). */
export function placeOf(hotspot: Hotspot, clip = true): CSSProperties {
  const b = boundsOf(hotspot);
  return { left: percent(b.x), top: percent(b.y), width: percent(b.width), height: percent(b.height), ...(clip ? { clipPath: clipPathOf(hotspot) } : {}) };
}
