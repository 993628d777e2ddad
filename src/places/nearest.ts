// The distance between two positions on the Earth (haversine, metres) and the nearest of some places. Pure.

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest item (by its distance field), or null for none; ties keep the first. */
export function nearest<T extends { distance: number }>(items: readonly T[]): T | null {
  let best: T | null = null;
  for (const item of items) if (Number.isFinite(item.distance) && (best === null || item.distance < best.distance)) best = item;
  return best;
}
