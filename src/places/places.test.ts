// Places for Inclusive City (issue 16): tags → the board's places, the nearest place, the location cache (expiry,
// eviction, rounding, garbage), and the OpenStreetMap provider on answers shaped as the services give them
// (tests/fixtures/places), with Photon failing over to Nominatim within its one request a second.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryOfTags } from './categories';
import { cachedPlaces, cachePlaces, gridKey, LOCATION_CACHE_KEY, LOCATION_CACHE_MS, purgeLocationCache } from './location-cache';
import { distanceMetres, nearest } from './nearest';
import { createOsmProvider, DEFAULT_ENDPOINTS, endpointsFromEnv, overpassPlaces, overpassQuery } from './osm';
import type { NearbyPlace } from './provider';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/places', name), 'utf8'));
const HERE = { latitude: -8.06317, longitude: -34.8711 };

describe('tags → place', () => {
  it('maps the spec’s tags to the eleven places, and nothing else', () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ amenity: 'hospital' }, 'hospital'],
      [{ amenity: 'pharmacy' }, 'pharmacy'],
      [{ amenity: 'bank' }, 'bank'],
      [{ amenity: 'school' }, 'school'],
      [{ amenity: 'place_of_worship', religion: 'christian' }, 'church'],
      [{ amenity: 'restaurant' }, 'restaurant'],
      [{ amenity: 'bus_station' }, 'busStation'],
      [{ highway: 'bus_stop' }, 'busStation'],
      [{ amenity: 'police' }, 'police'],
      [{ shop: 'supermarket' }, 'supermarket'],
      [{ shop: 'bakery' }, 'bakery'],
      [{ place: 'square' }, 'square'],
      [{ leisure: 'park' }, 'square'],
      [{ amenity: 'bench' }, null],
      [{ amenity: '__proto__' }, null],
      [{ amenity: ['pharmacy'] }, null],
      [{}, null],
    ];
    for (const [tags, category] of cases) expect(categoryOfTags(tags)).toBe(category);
    expect(categoryOfTags(null)).toBeNull();
    expect(categoryOfTags('amenity=pharmacy')).toBeNull();
  });
});

describe('nearest place', () => {
  it('measures metres on the Earth and picks the nearest', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -1);
    expect(Math.round(distanceMetres(HERE, { latitude: -8.0633, longitude: -34.87105 }))).toBe(15);
    expect(nearest([{ distance: 20 }, { distance: 7 }, { distance: Number.NaN }, { distance: 7.5 }])).toEqual({ distance: 7 });
    expect(nearest([])).toBeNull();
  });

  it('Overpass: board places only, with a position (node or centre), nearest first', () => {
    const places = overpassPlaces(fixture('overpass-pharmacy.json'), HERE);
    expect(places.map((p) => [p.category, p.name, p.distance])).toEqual([
      ['pharmacy', 'Farmácia Boa Vista', 15],
      ['busStation', 'Parada Rua da Aurora', 21],
      ['square', 'Praça Maciel Pinheiro', 34],
    ]);
    expect(() => overpassPlaces({ remark: 'runtime error' }, HERE)).toThrow();
    // 500 elements of unknown kinds are read without trouble and give nothing.
    const many = { elements: Array.from({ length: 500 }, (_, i) => ({ type: 'node', id: i, lat: -8.0631, lon: -34.8711, tags: { shop: `kind-${i}` } })) };
    expect(overpassPlaces(many, HERE)).toEqual([]);
  });

  it('asks Overpass for the spec’s tags within the radius', () => {
    const query = overpassQuery(HERE.latitude, HERE.longitude, 30);
    expect(query).toContain('around:30,-8.063170,-34.871100');
    for (const part of ['pharmacy', 'place_of_worship', 'bus_station', '"shop"~"^(supermarket|bakery)$"', '"place"="square"', '"leisure"="park"', '"highway"="bus_stop"']) {
      expect(query).toContain(part);
    }
  });
});

describe('location cache', () => {
  const place: NearbyPlace = { name: 'Farmácia Boa Vista', category: 'pharmacy', distance: 15 };
  beforeEach(() => localStorage.clear());

  it('rounds positions to a 0.0005° grid: a step within the same cell finds the same entry', () => {
    expect(gridKey(-8.06317, -34.8711)).toBe('-8.0630,-34.8710');
    cachePlaces(-8.06317, -34.8711, [place], 1000);
    expect(cachedPlaces(-8.06305, -34.87101, 2000)).toEqual([place]);
    expect(cachedPlaces(-8.0645, -34.8711, 2000)).toBeNull();
  });

  it('keeps an entry for 1 hour; expired ones are purged at start', () => {
    cachePlaces(1, 1, [place], 0);
    expect(cachedPlaces(1, 1, LOCATION_CACHE_MS - 1)).toEqual([place]);
    expect(cachedPlaces(1, 1, LOCATION_CACHE_MS)).toBeNull();
    purgeLocationCache(LOCATION_CACHE_MS);
    expect(JSON.parse(localStorage.getItem(LOCATION_CACHE_KEY)!)).toEqual([]);
  });

  it('holds at most 50 entries: when full, the 10 oldest go', () => {
    for (let i = 0; i < 50; i += 1) cachePlaces(i * 0.01, 0, [], 1000 + i);
    cachePlaces(10, 10, [place], 2000);
    const entries = JSON.parse(localStorage.getItem(LOCATION_CACHE_KEY)!) as { timestamp: number }[];
    expect(entries).toHaveLength(41);
    expect(Math.min(...entries.map((e) => e.timestamp))).toBe(1010);
    expect(cachedPlaces(10, 10, 2001)).toEqual([place]);
  });

  it('garbage in storage is an empty cache, and is replaced', () => {
    for (const junk of ['{not json', '{"a":1}', JSON.stringify([{ id: 1 }, null, { id: 'x', latitude: 'n' }])]) {
      localStorage.setItem(LOCATION_CACHE_KEY, junk);
      expect(cachedPlaces(1, 1, 0)).toBeNull();
      cachePlaces(1, 1, [place], 0);
      expect(cachedPlaces(1, 1, 1)).toEqual([place]);
    }
  });
});

describe('OpenStreetMap provider', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answering(routes: Record<string, () => Response | Promise<Response>>) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const host = new URL(url).host;
      const route = routes[host];
      if (!route) throw new TypeError('Failed to fetch');
      return route();
    });
    return calls;
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('cities from Photon: the name, then state and country; duplicates once; markup stays text', async () => {
    const calls = answering({ 'photon.komoot.io': () => json(fixture('photon-recife.json')) });
    const found = await createOsmProvider(DEFAULT_ENDPOINTS).searchCities('Recif', 'en', new AbortController().signal);
    expect(found.map((s) => [s.mainText, s.secondaryText])).toEqual([
      ['Recife', 'Pernambuco, Brasil'],
      ['Recife Antigo', 'Pernambuco, Brasil'],
      ['<img src=x onerror=alert(1)>Recifinho', 'Pernambuco, Brasil'],
    ]);
    const asked = new URL(calls[0]!);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'Recif', lang: 'en' });
  });

  it('Photon failing: Nominatim answers, at most once a second', async () => {
    let clock = 10_000;
    const calls = answering({ 'photon.komoot.io': () => json({ message: 'busy' }, 503), 'nominatim.openstreetmap.org': () => json(fixture('nominatim-recife.json')) });
    const provider = createOsmProvider(DEFAULT_ENDPOINTS, () => clock);
    const signal = new AbortController().signal;
    expect((await provider.searchCities('Recif', 'pt', signal)).map((s) => s.mainText)).toEqual(['Recife', 'Olinda']);
    const nominatim = new URL(calls[1]!);
    expect(Object.fromEntries(nominatim.searchParams)).toMatchObject({ q: 'Recif', format: 'jsonv2', 'accept-language': 'pt-BR' });
    clock += 500;
    await expect(provider.searchCities('Recife', 'pt', signal)).rejects.toThrow();
    expect(calls.filter((c) => c.includes('nominatim'))).toHaveLength(1);
    clock += 600;
    await expect(provider.searchCities('Recife', 'pt', signal)).resolves.toHaveLength(2);
  });

  it('nearby: the places within the radius, nearest first; a failing Overpass throws', async () => {
    answering({ 'overpass-api.de': () => json(fixture('overpass-pharmacy.json')) });
    const provider = createOsmProvider(DEFAULT_ENDPOINTS);
    const places = await provider.nearby(HERE.latitude, HERE.longitude, 30, new AbortController().signal);
    expect(places.map((p) => p.category)).toEqual(['pharmacy', 'busStation']);
    answering({ 'overpass-api.de': () => new Response('<html>rate limited</html>', { status: 429 }) });
    await expect(provider.nearby(HERE.latitude, HERE.longitude, 30, new AbortController().signal)).rejects.toThrow();
  });

  it('a provider that hangs is given up after 5 s', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const clock = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(clock.signal);
    const asked = createOsmProvider(DEFAULT_ENDPOINTS).nearby(1, 1, 30, new AbortController().signal);
    expect(timeout).toHaveBeenCalledWith(5000);
    clock.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(asked).rejects.toThrow('No answer from overpass-api.de');
    timeout.mockRestore();
  });

  it('the map: the OpenStreetMap embed with a marker; endpoints from the build’s settings', async () => {
    const url = new URL((await createOsmProvider(DEFAULT_ENDPOINTS).mapUrl(HERE.latitude, HERE.longitude, 18, new AbortController().signal))!);
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('-8.063170,-34.871100');
    expect(endpointsFromEnv({ VITE_PHOTON_URL: 'https://geo.example.org/api/', VITE_OVERPASS_URL: 'javascript:alert(1)' })).toMatchObject({
      photon: 'https://geo.example.org/api/',
      overpass: DEFAULT_ENDPOINTS.overpass,
    });
  });
});
