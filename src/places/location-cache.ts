// The places found near a position, kept on the device (spec 001 §9 "Location cache"): one local-storage key, each
// entry for 1 hour, at most 50 entries (when full the 10 oldest go), expired entries purged at start, and positions
// rounded to a grid of 0.0005° (about 55 m) for the key, so a user standing still asks the network once an hour.
// What is read back is checked: garbage in storage is an empty cache, never an error.
import type { NearbyPlace } from './provider';
import { localStore, readLocal, writeLocal } from '@/storage/local';

export const LOCATION_CACHE_KEY = 'aceno:location-cache';
export const LOCATION_CACHE_MS = 60 * 60 * 1000;
export const LOCATION_CACHE_MAX = 50;
export const LOCATION_CACHE_DROP = 10;
export const GRID_DEGREES = 0.0005;

export interface LocationCacheEntry {
  id: string;
  latitude: number;
  longitude: number;
  nearbyPlaces: NearbyPlace[];
  timestamp: number;
  expiresIn: number;
}

const onGrid = (degrees: number) => (Math.round(degrees / GRID_DEGREES) * GRID_DEGREES).toFixed(4);

/** The cache key of a position: both coordinates on the 0.0005° grid. */
export function gridKey(latitude: number, longitude: number): string {
  return `${onGrid(latitude)},${onGrid(longitude)}`;
}

const isPlace = (value: unknown): value is NearbyPlace => {
  const p = value as NearbyPlace | null;
  return typeof p === 'object' && p !== null && typeof p.name === 'string' && typeof p.category === 'string' && Number.isFinite(p.distance);
};

const isEntry = (value: unknown): value is LocationCacheEntry => {
  const e = value as LocationCacheEntry | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    Number.isFinite(e.latitude) &&
    Number.isFinite(e.longitude) &&
    Number.isFinite(e.timestamp) &&
    Number.isFinite(e.expiresIn) &&
    Array.isArray(e.nearbyPlaces) &&
    e.nearbyPlaces.length <= 500 &&
    e.nearbyPlaces.every(isPlace)
  );
};

const live = (entry: LocationCacheEntry, now: number) => entry.timestamp <= now && now < entry.timestamp + entry.expiresIn;

function read(storage: Storage | undefined, now: number): LocationCacheEntry[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCATION_CACHE_KEY, storage) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).filter((entry) => live(entry, now)) : [];
  } catch {
    return []; // not JSON
  }
}

function write(storage: Storage | undefined, entries: readonly LocationCacheEntry[]): void {
  // Storage full or refused: the places are asked for again next time.
  writeLocal(LOCATION_CACHE_KEY, JSON.stringify(entries), storage);
}

/** At start: expired (and unreadable) entries go. */
export function purgeLocationCache(now = Date.now(), storage: Storage | undefined = localStore()): void {
  write(storage, read(storage, now));
}

/** The places kept for this position's grid cell, or null. */
export function cachedPlaces(latitude: number, longitude: number, now = Date.now(), storage: Storage | undefined = localStore()): NearbyPlace[] | null {
  const key = gridKey(latitude, longitude);
  return read(storage, now).find((entry) => entry.id === key)?.nearbyPlaces ?? null;
}

/** Keeps the places found at this position for an hour; a full cache first drops its 10 oldest entries. */
export function cachePlaces(latitude: number, longitude: number, nearbyPlaces: readonly NearbyPlace[], now = Date.now(), storage: Storage | undefined = localStore()): void {
  const key = gridKey(latitude, longitude);
  let entries = read(storage, now).filter((entry) => entry.id !== key);
  if (entries.length >= LOCATION_CACHE_MAX) entries = [...entries].sort((a, b) => a.timestamp - b.timestamp).slice(LOCATION_CACHE_DROP);
  entries.push({ id: key, latitude, longitude, nearbyPlaces: [...nearbyPlaces], timestamp: now, expiresIn: LOCATION_CACHE_MS });
  write(storage, entries);
}
