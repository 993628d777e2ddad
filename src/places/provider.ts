// What Inclusive City asks of a places service (issue 16): cities as the user types, the board's places near a
// position, and a map of a position. Two providers: OpenStreetMap's public services (no key, the default) and, with
// the Supabase backend configured, the spec's server functions. Each answer is a stranger's data: checked here.
import type { Lang } from '@/i18n/language';
import type { PlaceCategory } from './categories';

export interface CitySuggestion {
  id: string;
  mainText: string;
  secondaryText: string;
}

export interface NearbyPlace {
  name: string;
  category: PlaceCategory;
  /** Metres from the position asked about. */
  distance: number;
}

export interface PlacesProvider {
  /** At most 5 cities for what was typed; throws when the service cannot answer (the caller empties its list). */
  searchCities(query: string, lang: Lang, signal: AbortSignal): Promise<CitySuggestion[]>;
  /** The board's places within `radius` metres, nearest first; throws when the service cannot answer. */
  nearby(latitude: number, longitude: number, radius: number, signal: AbortSignal): Promise<NearbyPlace[]>;
  /** The address of an embeddable map of the position, or null when the provider has none. */
  mapUrl(latitude: number, longitude: number, zoom: number, signal: AbortSignal): Promise<string | null>;
}

/** Each provider gets this long before the caller gives up on it (spec: a hanging provider never blocks the board). */
export const PROVIDER_TIMEOUT_MS = 5000;

/** `signal` aborted, or PROVIDER_TIMEOUT_MS passed. */
export function withTimeout(signal: AbortSignal, ms = PROVIDER_TIMEOUT_MS): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(ms)]);
}

export class PlacesError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PlacesError';
  }
}
