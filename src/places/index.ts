// The places provider of this build: the Supabase backend's functions when one is configured, else OpenStreetMap's
// public services (no key). Loaded with the Inclusive City screen only.
import { backendConfig } from '@/backend/config';
import { createOsmProvider } from './osm';
import type { PlacesProvider } from './provider';

let chosen: Promise<PlacesProvider> | null = null;

export function placesProvider(): Promise<PlacesProvider> {
  chosen ??= backendConfig()
    ? import('@/backend/places').then(({ createBackendPlacesProvider }) => createBackendPlacesProvider())
    : Promise.resolve(createOsmProvider());
  return chosen;
}

/** Whether the places come from OpenStreetMap (the screen credits it). */
export const usesOpenStreetMap = (): boolean => backendConfig() === null;
