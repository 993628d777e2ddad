// Owns: changing a scene's parts in the editor (issue 40), as pure steps on a part's place: a new part where a finger
// dragged (or in the middle, for a switch), moved and resized by a step (the editor's arrow buttons) or by a drag,
// always kept inside the picture with an area to touch; a traced outline thinned to the points that shape it.
import type { Hotspot } from '@/boards/model';
import { boundsOf, MIN_HOTSPOT_SIDE, type Point } from './geometry';

/** How far one press of a move or size button goes, as a share of the picture. */
export const EDIT_STEP = 0.02;
/** A new part made without a drag (by a key or a switch): this share of the picture, in its middle. */
export const NEW_PART_SIDE = 0.25;
/** The most points an outline keeps (the schema allows 400; a traced finger gives hundreds). */
export const OUTLINE_POINTS = 120;
/** Points of a trace nearer than this to the one before are left out before it is thinned. */
const TRACE_STEP = 0.004;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10000) / 10000;

/** The rectangle a drag from `a` to `b` covers (fractions of the picture), inside it; null when it is too small to touch. */
export function rectFromDrag(a: Point, b: Point): Hotspot | null {
  const x1 = clamp(Math.min(a.x, b.x), 0, 1);
  const y1 = clamp(Math.min(a.y, b.y), 0, 1);
  const x2 = clamp(Math.max(a.x, b.x), 0, 1);
  const y2 = clamp(Math.max(a.y, b.y), 0, 1);
  if (x2 - x1 < MIN_HOTSPOT_SIDE || y2 - y1 < MIN_HOTSPOT_SIDE) return null;
  return { kind: 'rect', x: round(x1), y: round(y1), width: round(x2 - x1), height: round(y2 - y1) };
}

/** A new part in the middle of the picture, for a person who makes it without drawing. */
export function middleRect(): Hotspot {
  const start = (1 - NEW_PART_SIDE) / 2;
  return { kind: 'rect', x: start, y: start, width: NEW_PART_SIDE, height: NEW_PART_SIDE };
}

/** The part moved by (dx, dy), stopped at the picture's edges (its shape and size unchanged). */
export function moveBy(hotspot: Hotspot, dx: number, dy: number): Hotspot {
  const b = boundsOf(hotspot);
  const mx = clamp(dx, -b.x, 1 - (b.x + b.width));
  const my = clamp(dy, -b.y, 1 - (b.y + b.height));
  if (hotspot.kind === 'rect') return { ...hotspot, x: round(hotspot.x + mx), y: round(hotspot.y + my) };
  return { kind: 'outline', points: hotspot.points.map(([x, y]) => [round(x + mx), round(y + my)] as [number, number]) };
}

/**
 * The part grown (or shrunk, when negative) by (dw, dh) from its top-left corner, inside the picture and never
 * smaller than a part can be; an outline is scaled about that corner.
 */
export function resizeBy(hotspot: Hotspot, dw: number, dh: number): Hotspot {
  const b = boundsOf(hotspot);
  const width = clamp(b.width + dw, MIN_HOTSPOT_SIDE * 2, 1 - b.x);
  const height = clamp(b.height + dh, MIN_HOTSPOT_SIDE * 2, 1 - b.y);
  if (hotspot.kind === 'rect') return { ...hotspot, width: round(width), height: round(height) };
  const sx = b.width > 0 ? width / b.width : 1;
  const sy = b.height > 0 ? height / b.height : 1;
  return { kind: 'outline', points: hotspot.points.map(([x, y]) => [round(b.x + (x - b.x) * sx), round(b.y + (y - b.y) * sy)] as [number, number]) };
}

/** Distance from p to the segment a–b. */
function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0, 1);
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The points of a path that shape it most, at most `max` of them, each further than `tolerance` from the line through
 * its neighbours (Ramer–Douglas–Peucker, the farthest point first, so a long trace costs one pass per level).
 */
function thin(points: readonly Point[], tolerance: number, max: number): Point[] {
  if (points.length < 3) return [...points];
  const farthestIn = (from: number, to: number) => {
    let at = -1;
    let distance = tolerance;
    for (let i = from + 1; i < to; i += 1) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!);
      if (d > distance) [at, distance] = [i, d];
    }
    return { from, to, at, distance };
  };
  const keep = new Set([0, points.length - 1]);
  const spans = [farthestIn(0, points.length - 1)];
  while (keep.size < max) {
    let best = -1;
    spans.forEach((span, i) => {
      if (span.at >= 0 && (best < 0 || span.distance > spans[best]!.distance)) best = i;
    });
    if (best < 0) break;
    const { from, to, at } = spans[best]!;
    keep.add(at);
    spans.splice(best, 1, farthestIn(from, at), farthestIn(at, to));
  }
  return [...keep].sort((a, b) => a - b).map((i) => points[i]!);
}

/**
 * An outline from the points a finger traced (fractions of the picture, any number): kept inside the picture,
 * thinned to at most OUTLINE_POINTS; null when it encloses nothing (a line, a dot).
 */
export function outlineFromTrace(trace: readonly Point[]): Hotspot | null {
  // A finger gives a point per frame: those closer than a step to the last one kept add nothing to the shape.
  const inside: Point[] = [];
  for (const { x, y } of trace) {
    const point = { x: clamp(x, 0, 1), y: clamp(y, 0, 1) };
    const last = inside.at(-1);
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= TRACE_STEP) inside.push(point);
  }
  const points = thin(inside, 0.002, OUTLINE_POINTS);
  if (points.length < 3) return null;
  const outline: Hotspot = { kind: 'outline', points: points.map(({ x, y }) => [round(x), round(y)] as [number, number]) };
  const b = boundsOf(outline);
  return b.width < MIN_HOTSPOT_SIDE || b.height < MIN_HOTSPOT_SIDE ? null : outline;
}
