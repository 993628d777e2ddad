// @vitest-environment node
// Inclusive City's places through the backend's functions (spec 001 §7): the three functions called with the spec's
// arguments, and their answers checked — unknown places, bad distances and a map that is not https are dropped.
import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createBackendPlacesProvider } from './places';

function client(answers: Record<string, unknown>, calls: { name: string; body: unknown }[]): SupabaseClient {
  const invoke = vi.fn(async (name: string, options: { body: unknown }) => {
    calls.push({ name, body: options.body });
    const data = answers[name];
    return data instanceof Error ? { data: null, error: data } : { data, error: null };
  });
  return { functions: { invoke } } as unknown as SupabaseClient;
}

describe('places through the backend', () => {
  it('calls the spec’s functions and keeps only well-formed answers', async () => {
    const calls: { name: string; body: unknown }[] = [];
    const provider = createBackendPlacesProvider(
      client(
        {
          'google-places-autocomplete': { suggestions: [{ id: 'a', mainText: 'Recife', secondaryText: 'PE, Brasil' }, { id: 'b' }, null] },
          'google-places-nearby': {
            places: [
              { name: 'Banco Central', category: 'bank', distance: 22 },
              { name: 'Farmácia', category: 'pharmacy', distance: 9 },
              { name: 'Cassino', category: 'casino', distance: 3 },
              { name: 'Longe', category: 'school', distance: 'perto' },
            ],
          },
          'get-maps-embed-url': { mapUrl: 'javascript:alert(1)' },
        },
        calls,
      ),
    );
    const signal = new AbortController().signal;
    expect(await provider.searchCities(' Recif ', 'pt', signal)).toEqual([{ id: 'a', mainText: 'Recife', secondaryText: 'PE, Brasil' }]);
    expect((await provider.nearby(-8.06, -34.87, 30, signal)).map((p) => p.category)).toEqual(['pharmacy', 'bank']);
    expect(await provider.mapUrl(-8.06, -34.87, 18, signal)).toBeNull();
    expect(calls).toEqual([
      { name: 'google-places-autocomplete', body: { input: 'Recif' } },
      { name: 'google-places-nearby', body: { latitude: -8.06, longitude: -34.87, radius: 30 } },
      { name: 'get-maps-embed-url', body: { latitude: -8.06, longitude: -34.87, zoom: 18 } },
    ]);
  });

  it('a failing function is an error the screen handles (an empty list, no place)', async () => {
    const provider = createBackendPlacesProvider(client({ 'google-places-nearby': new Error('500') }, []));
    await expect(provider.nearby(1, 1, 30, new AbortController().signal)).rejects.toThrow('google-places-nearby failed');
  });
});
