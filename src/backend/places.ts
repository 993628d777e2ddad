// Inclusive City's places through the Supabase backend's functions (spec 001 §7), when one is configured:
// google-places-autocomplete (input → suggestions), google-places-nearby (latitude, longitude, radius → places),
// get-maps-embed-url (latitude, longitude, zoom → mapUrl). Their answers are checked like any stranger's data.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PLACE_CATEGORIES, type PlaceCategory } from '@/places/categories';
import { PlacesError, withTimeout, type CitySuggestion, type NearbyPlace, type PlacesProvider } from '@/places/provider';
import { backendClient } from './client';

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

async function invoke(name: string, body: Record<string, unknown>, signal: AbortSignal, given?: SupabaseClient | null): Promise<Record<string, unknown>> {
  const client = given === undefined ? await backendClient() : given;
  if (!client) throw new PlacesError('No backend');
  const { data, error } = await client.functions.invoke(name, { body, signal: withTimeout(signal) } as Parameters<SupabaseClient['functions']['invoke']>[1]);
  if (error) throw new PlacesError(`${name} failed`, error);
  if (typeof data !== 'object' || data === null) throw new PlacesError(`${name} answered no object`);
  return data as Record<string, unknown>;
}

export function createBackendPlacesProvider(given?: SupabaseClient | null): PlacesProvider {
  return {
    async searchCities(query, _lang, signal): Promise<CitySuggestion[]> {
      const data = await invoke('google-places-autocomplete', { input: query.trim().slice(0, 200) }, signal, given);
      const list = Array.isArray(data.suggestions) ? data.suggestions : [];
      return list
        .slice(0, 5)
        .map((s: unknown) => {
          const item = (s ?? {}) as Record<string, unknown>;
          return { id: text(item.id) || text(item.mainText), mainText: text(item.mainText), secondaryText: text(item.secondaryText) };
        })
        .filter((s) => s.mainText !== '');
    },
    async nearby(latitude, longitude, radius, signal): Promise<NearbyPlace[]> {
      const data = await invoke('google-places-nearby', { latitude, longitude, radius }, signal, given);
      const list = Array.isArray(data.places) ? data.places : [];
      return list
        .slice(0, 200)
        .flatMap((p: unknown) => {
          const item = (p ?? {}) as Record<string, unknown>;
          const category = item.category as PlaceCategory;
          const distance = Number(item.distance);
          return PLACE_CATEGORIES.includes(category) && Number.isFinite(distance) && distance >= 0 ? [{ name: text(item.name), category, distance }] : [];
        })
        .sort((a, b) => a.distance - b.distance);
    },
    async mapUrl(latitude, longitude, zoom, signal): Promise<string | null> {
      const data = await invoke('get-maps-embed-url', { latitude, longitude, zoom }, signal, given);
      const url = text(data.mapUrl, 2000);
      return /^https:\/\//.test(url) ? url : null;
    },
  };
}
