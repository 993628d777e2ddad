// @vitest-environment node
// The in-memory LRU of recent WAVs: recency on read, limits by entries and by bytes.
import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

const wav = (bytes: number) => new ArrayBuffer(bytes);

describe('MemoryCache', () => {
  it('drops the least recently used entry when over the entry limit', () => {
    const cache = new MemoryCache({ entries: 2, bytes: 1000 });
    cache.set('a', wav(1));
    cache.set('b', wav(1));
    cache.get('a'); // a is now more recent than b
    cache.set('c', wav(1));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('keeps the total bytes within the limit, replaces an entry without double counting, refuses oversized audio', () => {
    const cache = new MemoryCache({ entries: 10, bytes: 100 });
    cache.set('a', wav(40));
    cache.set('b', wav(40));
    cache.set('a', wav(50));
    expect(cache.bytes).toBe(90);
    cache.set('c', wav(30));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(80);
    cache.set('huge', wav(101));
    expect(cache.has('huge')).toBe(false);
    expect(cache.bytes).toBe(80);
  });
});
