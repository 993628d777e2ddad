// @vitest-environment node
// The figures' look-up cache (spec 001 §3, §9): 30 days, keyed by category and normalised word, a definite "none"
// kept too, garbage in storage dropped (never shown), only http(s) addresses given back, a bounded size.
import { describe, expect, it } from 'vitest';
import { createFigureCache, FIGURE_CACHE_KEY, FIGURE_CACHE_MAX, FIGURE_CACHE_MS, type StorageLike } from './cache';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('figure cache', () => {
  it('keeps a picture and a "none" by category and normalised word, for 30 days', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const cache = createFigureCache(() => storage, () => now);
    cache.set('basic', 'Água', 'https://static.arasaac.org/pictograms/2248/2248_300.png');
    cache.set('basic', 'fralda', null);
    expect(JSON.parse(storage.data[FIGURE_CACHE_KEY]!)).toHaveProperty(['basic:agua']);
    // A new page reads what the last one kept.
    const again = createFigureCache(() => storage, () => now);
    expect(again.get('basic', 'agua')?.url).toBe('https://static.arasaac.org/pictograms/2248/2248_300.png');
    expect(again.get('basic', 'fralda')).toEqual({ url: null, t: 1_000_000 });
    expect(again.get('iniciais', 'agua')).toBeUndefined();
    expect(again.countPictures()).toBe(1);
    now += FIGURE_CACHE_MS;
    expect(again.get('basic', 'agua')).toBeUndefined();
    expect(again.countPictures()).toBe(0);
    // Expired entries are purged when a page reads the store.
    createFigureCache(() => storage, () => now).set('time', 'hoje', null);
    expect(Object.keys(JSON.parse(storage.data[FIGURE_CACHE_KEY]!))).toEqual(['time:hoje']);
  });

  it('drops garbage: not JSON, not an object, bad entries, non-http addresses, times in the future', () => {
    for (const raw of ['{not json', '[1,2]', 'null', '"text"']) {
      const cache = createFigureCache(() => memoryStorage({ [FIGURE_CACHE_KEY]: raw }), () => 5000);
      expect(cache.countPictures()).toBe(0);
      cache.set('a', 'b', null);
    }
    const hostile = {
      'a:x': { url: 'javascript:alert(1)', t: 5000 },
      'a:y': { url: 'data:image/svg+xml,<svg onload=alert(1)>', t: 5000 },
      'a:z': { url: 'https://ok.example/z.png', t: 'yesterday' },
      'a:w': { url: 'https://ok.example/w.png', t: 9_999_999_999_999 },
      'a:ok': { url: 'https://ok.example/ok.png', t: 5000 },
      'a:big': { url: `https://ok.example/${'x'.repeat(5000)}`, t: 5000 },
      ['__proto__']: { url: 'https://evil.example/p.png', t: 5000 },
      'no shape at all': { url: 'https://ok.example/n.png', t: 5000 },
    };
    expect(JSON.stringify(hostile)).toContain('"__proto__"');
    const cache = createFigureCache(() => memoryStorage({ [FIGURE_CACHE_KEY]: JSON.stringify(hostile) }), () => 5000);
    expect(['x', 'y', 'z', 'w', 'big'].map((word) => cache.get('a', word))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(cache.get('a', 'ok')?.url).toBe('https://ok.example/ok.png');
    // Only the good entry counts: junk cannot make the app believe its pictures are kept.
    expect(cache.countPictures()).toBe(1);
  });

  it('keeps at most 1000 entries, dropping the oldest; survives a storage that refuses; clears', () => {
    let now = 1;
    const storage = memoryStorage();
    const cache = createFigureCache(() => storage, () => now);
    for (let i = 0; i < FIGURE_CACHE_MAX + 5; i++) {
      now += 1;
      cache.set('c', `w${i}`, null);
    }
    const kept = Object.keys(JSON.parse(storage.data[FIGURE_CACHE_KEY]!));
    expect(kept).toHaveLength(FIGURE_CACHE_MAX);
    expect(kept).not.toContain('c:w0');
    expect(kept).toContain(`c:w${FIGURE_CACHE_MAX + 4}`);
    cache.clear();
    expect(storage.data[FIGURE_CACHE_KEY]).toBeUndefined();
    expect(cache.get('c', 'w1004')).toBeUndefined();

    const full: StorageLike = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => {} };
    const refused = createFigureCache(() => full);
    expect(() => refused.set('a', 'b', 'https://ok.example/b.png')).not.toThrow();
    expect(refused.get('a', 'b')?.url).toBe('https://ok.example/b.png');
  });
});
