// Owns: where a scene's hotspots are — on the photo (fractions of its width and height, so a resized photo keeps
// them) and on the screen (the photo letterboxed in its box, never cropped): hit testing, reading order, checks.
import type { Hotspot } from '@/boards/model';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest share of the photo a hotspot may cover on each side: a hotspot too thin to touch is no hotspot. */
export const MIN_HOTSPOT_SIDE = 0.01;

/** The rectangle around a hotspot, in fractions of the photo. */
export function boundsOf(hotspot: Hotspot): Rect {
  if (hotspot.kind === 'rect') return { x: hotspot.x, y: hotspot.y, width: hotspot.width, height: hotspot.height };
  const xs = hotspot.points.map(([x]) => x);
  const ys = hotspot.points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The share of the photo a hotspot covers (an outline by its own area, crossing lines counted as drawn). */
export function areaOf(hotspot: Hotspot): number {
  if (hotspot.kind === 'rect') return hotspot.width * hotspot.height;
  let twice = 0;
  hotspot.points.forEach(([x, y], i) => {
    const [nx, ny] = hotspot.points[(i + 1) % hotspot.points.length]!;
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
}

/** Whether a point of the photo (fractions) is inside a hotspot: an outline by the even–odd rule, as SVG fills it. */
export function contains(hotspot: Hotspot, { x, y }: Point): boolean {
  if (hotspot.kind === 'rect') return x >= hotspot.x && x <= hotspot.x + hotspot.width && y >= hotspot.y && y <= hotspot.y + hotspot.height;
  let inside = false;
  const points = hotspot.points;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The hotspot at a point of the photo: where two overlap, the smaller (a face inside a group photo). */
export function hotspotAt<T extends { hotspot: Hotspot }>(items: readonly T[], point: Point): T | undefined {
  return items.filter((item) => contains(item.hotspot, point)).sort((a, b) => areaOf(a.hotspot) - areaOf(b.hotspot))[0];
}

/**
 * The hotspots in reading order (keys 1–9 and scanning follow it): in lines from the top, each line left to right. A
 * hotspot joins a line when its middle is level with the line's first hotspot (within half the smaller height).
 */
export function readingOrder<T extends { hotspot: Hotspot }>(items: readonly T[]): T[] {
  const placed = items.map((item) => ({ item, box: boundsOf(item.hotspot) })).sort((a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2));
  const lines: (typeof placed)[] = [];
  for (const entry of placed) {
    const line = lines.at(-1);
    const first = line?.[0];
    const middle = (r: Rect) => r.y + r.height / 2;
    if (line && first && Math.abs(middle(entry.box) - middle(first.box)) <= Math.min(entry.box.height, first.box.height) / 2) line.push(entry);
    else lines.push([entry]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.box.x - b.box.x).map(({ item }) => item));
}

/** Where a photo of `photo` pixels is drawn in a box: as large as fits, centred, never cropped. */
export function letterbox(photo: { width: number; height: number }, box: { width: number; height: number }): Rect {
  if (photo.width <= 0 || photo.height <= 0 || box.width <= 0 || box.height <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/** A point of the box (a touch) as a point of the photo, in fractions; outside the drawn photo, null. */
export function toPhoto(drawn: Rect, { x, y }: Point): Point | null {
  if (drawn.width <= 0 || drawn.height <= 0) return null;
  const px = (x - drawn.x) / drawn.width;
  const py = (y - drawn.y) / drawn.height;
  return px < 0 || px > 1 || py < 0 || py > 1 ? null : { x: px, y: py };
}

/** A hotspot's rectangle in the box, in pixels. */
export function toBox(drawn: Rect, hotspot: Hotspot): Rect {
  const b = boundsOf(hotspot);
  return { x: drawn.x + b.x * drawn.width, y: drawn.y + b.y * drawn.height, width: b.width * drawn.width, height: b.height * drawn.height };
}

export type HotspotProblem = 'outside' | 'tooSmall';

/** Why a hotspot cannot be kept (outside the photo, or with no area to touch), or null when it can. */
export function hotspotProblem(hotspot: Hotspot): HotspotProblem | null {
  const b = boundsOf(hotspot);
  const EDGE = 1e-9;
  if (b.x < -EDGE || b.y < -EDGE || b.x + b.width > 1 + EDGE || b.y + b.height > 1 + EDGE) return 'outside';
  if (b.width < MIN_HOTSPOT_SIDE || b.height < MIN_HOTSPOT_SIDE || areaOf(hotspot) < MIN_HOTSPOT_SIDE * MIN_HOTSPOT_SIDE) return 'tooSmall';
  return null;
}

/** An outline as a CSS clip-path inside its own bounding rectangle (the hotspot's button is that rectangle). */
export function clipPathOf(hotspot: Hotspot): string | undefined {
  if (hotspot.kind === 'rect') return undefined;
  const b = boundsOf(hotspot);
  const pct = (value: number, from: number, size: number) => `${size > 0 ? (((value - from) / size) * 100).toFixed(2) : '0'}%`;
  return `polygon(${hotspot.points.map(([x, y]) => `${pct(x, b.x, b.width)} ${pct(y, b.y, b.height)}`).join(', ')})`;
}
