// The places of OpenStreetMap, with no key (issue 16): Photon for cities as the user types (it is made for that),
// Nominatim when Photon fails (at most one request a second, as its usage policy asks, and never for every key
// press: the caller debounces), Overpass for the amenities near a position, and the OpenStreetMap embed for the
// map. The browser sends the app's address as Referer, which is how these services identify an app; the screen
// credits OpenStreetMap. The endpoints can be changed at build time (VITE_PHOTON_URL, VITE_NOMINATIM_URL,
// VITE_OVERPASS_URL, VITE_OSM_EMBED_URL), e.g. for a self-hosted instance.
import { tagOf, type Lang } from '@/i18n/language';
import { manifestOf } from '@/languages';
import { categoryOfTags } from './categories';
import { distanceMetres, type Position } from './nearest';
import { PlacesError, withTimeout, type CitySuggestion, type NearbyPlace, type PlacesProvider } from './provider';

export interface OsmEndpoints {
  photon: string;
  nominatim: string;
  overpass: string;
  embed: string;
}

export const DEFAULT_ENDPOINTS: OsmEndpoints = {
  photon: 'https://photon.komoot.io/api/',
  nominatim: 'https://nominatim.openstreetmap.org/search',
  overpass: 'https://overpass-api.de/api/interpreter',
  embed: 'https://www.openstreetmap.org/export/embed.html',
};

export function endpointsFromEnv(env: Record<string, string | undefined> = import.meta.env): OsmEndpoints {
  const pick = (value: string | undefined, fallback: string) => (value && /^https?:\/\//.test(value.trim()) ? value.trim() : fallback);
  return {
    photon: pick(env.VITE_PHOTON_URL, DEFAULT_ENDPOINTS.photon),
    nominatim: pick(env.VITE_NOMINATIM_URL, DEFAULT_ENDPOINTS.nominatim),
    overpass: pick(env.VITE_OVERPASS_URL, DEFAULT_ENDPOINTS.overpass),
    embed: pick(env.VITE_OSM_EMBED_URL, DEFAULT_ENDPOINTS.embed),
  };
}

const MAX_SUGGESTIONS = 5;
/** Nominatim's usage policy: no more than one request per second. */
export const NOMINATIM_GAP_MS = 1000;
const MAX_TEXT = 200;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');

async function getJson(url: string, signal: AbortSignal, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: withTimeout(signal), credentials: 'omit', referrerPolicy: 'strict-origin-when-cross-origin' });
  } catch (error) {
    throw new PlacesError(`No answer from ${new URL(url).host}`, error);
  }
  if (!response.ok) throw new PlacesError(`${new URL(url).host} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new PlacesError(`${new URL(url).host} answered something that is not JSON`, error);
  }
}

function unique(suggestions: CitySuggestion[]): CitySuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((s) => {
    const key = `${s.mainText}|${s.secondaryText}`.toLowerCase();
    if (!s.mainText || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Photon's GeoJSON features as suggestions: the name, then state and country. */
export function photonSuggestions(body: unknown): CitySuggestion[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new PlacesError('Photon answered without features');
  return unique(
    features.slice(0, 50).flatMap((feature: unknown) => {
      const p = (feature as { properties?: Record<string, unknown> } | null)?.properties;
      if (!p) return [];
      const mainText = text(p.name) || text(p.city);
      const secondaryText = [text(p.state), text(p.country)].filter(Boolean).join(', ');
      return [{ id: `${text(p.osm_type) || 'x'}${String(p.osm_id ?? mainText)}`, mainText, secondaryText }];
    }),
  ).slice(0, MAX_SUGGESTIONS);
}

/** Nominatim's places as suggestions: the name, then the rest of its address. */
export function nominatimSuggestions(body: unknown): CitySuggestion[] {
  if (!Array.isArray(body)) throw new PlacesError('Nominatim answered without a list');
  return unique(
    body.slice(0, 50).flatMap((place: unknown) => {
      const p = place as Record<string, unknown> | null;
      if (!p) return [];
      const address = (typeof p.address === 'object' && p.address ? p.address : {}) as Record<string, unknown>;
      const mainText = text(p.name) || text(address.city) || text(address.town) || text(p.display_name).split(',')[0]!.trim();
      const secondaryText = [text(address.state), text(address.country)].filter(Boolean).join(', ');
      return [{ id: `n${String(p.place_id ?? mainText)}`, mainText, secondaryText }];
    }),
  ).slice(0, MAX_SUGGESTIONS);
}

const OVERPASS_FILTERS = [
  'nwr(around:R,LAT,LON)["amenity"~"^(hospital|clinic|pharmacy|bank|school|place_of_worship|restaurant|bus_station|police)$"];',
  'nwr(around:R,LAT,LON)["shop"~"^(supermarket|bakery)$"];',
  'nwr(around:R,LAT,LON)["place"="square"];',
  'nwr(around:R,LAT,LON)["leisure"="park"];',
  'node(around:R,LAT,LON)["highway"="bus_stop"];',
];

/** The Overpass QL query for the board's places within `radius` metres. */
export function overpassQuery(latitude: number, longitude: number, radius: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  const r = String(Math.max(1, Math.round(radius)));
  return `[out:json][timeout:10];(${OVERPASS_FILTERS.map((f) => f.replace('R', r).replace('LAT', lat).replace('LON', lon)).join('')});out center tags 100;`;
}

/** Overpass's elements as the board's places, nearest first; elements of no board place or no position are left out. */
export function overpassPlaces(body: unknown, from: Position): NearbyPlace[] {
  const elements = (body as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) throw new PlacesError('Overpass answered without elements');
  const places: NearbyPlace[] = [];
  for (const element of elements.slice(0, 1000)) {
    const e = element as { lat?: unknown; lon?: unknown; center?: { lat?: unknown; lon?: unknown }; tags?: Record<string, unknown> } | null;
    if (!e) continue;
    const category = categoryOfTags(e.tags);
    const latitude = Number(e.lat ?? e.center?.lat);
    const longitude = Number(e.lon ?? e.center?.lon);
    if (!category || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    places.push({ name: text(e.tags?.name) || text(e.tags?.brand), category, distance: Math.round(distanceMetres(from, { latitude, longitude })) });
  }
  return places.sort((a, b) => a.distance - b.distance);
}

export function createOsmProvider(endpoints: OsmEndpoints = endpointsFromEnv(), now: () => number = Date.now): PlacesProvider {
  let lastNominatim = -Infinity;
  return {
    async searchCities(query, lang: Lang, signal) {
      const q = query.trim().slice(0, MAX_TEXT);
      const photon = new URL(endpoints.photon);
      photon.searchParams.set('q', q);
      photon.searchParams.set('limit', '10');
      photon.searchParams.set('osm_tag', 'place');
      // Photon names places in a few languages besides their local name (the manifest's photonLang); the others get
      // the local one.
      const named = manifestOf(lang).photonLang;
      if (named) photon.searchParams.set('lang', named);
      try {
        return photonSuggestions(await getJson(photon.href, signal));
      } catch (error) {
        if (signal.aborted) throw error;
        // The fallback, within Nominatim's one request a second.
        if (now() - lastNominatim < NOMINATIM_GAP_MS) throw error;
        lastNominatim = now();
        const nominatim = new URL(endpoints.nominatim);
        nominatim.searchParams.set('q', q);
        nominatim.searchParams.set('format', 'jsonv2');
        nominatim.searchParams.set('addressdetails', '1');
        nominatim.searchParams.set('limit', String(MAX_SUGGESTIONS));
        nominatim.searchParams.set('featureType', 'settlement');
        nominatim.searchParams.set('accept-language', tagOf(lang));
        return nominatimSuggestions(await getJson(nominatim.href, signal));
      }
    },
    async nearby(latitude, longitude, radius, signal) {
      const body = new URLSearchParams({ data: overpassQuery(latitude, longitude, radius) });
      const answer = await getJson(endpoints.overpass, signal, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      // A server may answer with more than was asked for: only what is within the radius counts.
      return overpassPlaces(answer, { latitude, longitude }).filter((place) => place.distance <= radius);
    },
    async mapUrl(latitude, longitude) {
      // A small box around the position at about zoom 18, with a marker on it.
      const d = 0.0015;
      const url = new URL(endpoints.embed);
      url.searchParams.set('bbox', [longitude - d, latitude - d, longitude + d, latitude + d].map((n) => n.toFixed(6)).join(','));
      url.searchParams.set('layer', 'mapnik');
      url.searchParams.set('marker', `${latitude.toFixed(6)},${longitude.toFixed(6)}`);
      return url.href;
    },
  };
}
