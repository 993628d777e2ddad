// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PICTOGRAM_CACHE } from './caches';
import { answer, replyTarget, type CacheLike, type CacheStorageLike } from './messages';

/** Cache Storage with given caches, each a list of Content-Length values (null = no header). */
function fakeCaches(contents: Record<string, (number | null)[]>): CacheStorageLike & { names: () => string[] } {
  const stored = new Map(Object.entries(contents));
  const cache = (lengths: (number | null)[]): CacheLike => ({
    matchAll: async () => lengths.map((length) => ({ headers: { get: (name: string) => (name === 'content-length' && length !== null ? String(length) : null) } })),
  });
  return {
    names: () => [...stored.keys()],
    keys: async () => [...stored.keys()],
    open: async (name) => cache(stored.get(name) ?? []),
    delete: async (name) => stored.delete(name),
  };
}

const effects = (caches: CacheStorageLike) => ({ caches, skipWaiting: vi.fn() });

describe('service worker messages', () => {
  it('GET_CACHE_SIZE counts the entries and bytes of Aceno caches only', async () => {
    const caches = fakeCaches({
      'aceno-precache-v2-http://127.0.0.1/': [1000, 2000, null],
      [PICTOGRAM_CACHE]: [null, 500],
      'aceno-offline-voice': [18_000_000],
      'some-other-app': [99, 99],
    });
    expect(await answer({ type: 'GET_CACHE_SIZE' }, effects(caches))).toEqual({
      type: 'CACHE_SIZE',
      size: 6,
      bytes: 18_003_500,
      caches: { 'aceno-precache-v2-http://127.0.0.1/': 3, [PICTOGRAM_CACHE]: 2, 'aceno-offline-voice': 1 },
    });
  });

  it('CLEAR_PICTOGRAM_CACHE deletes the pictogram cache only, and says so', async () => {
    const caches = fakeCaches({ [PICTOGRAM_CACHE]: [1], 'aceno-precache-v2-x': [1] });
    expect(await answer({ type: 'CLEAR_PICTOGRAM_CACHE' }, effects(caches))).toEqual({ type: 'PICTOGRAM_CACHE_CLEARED', cleared: true });
    expect(caches.names()).toEqual(['aceno-precache-v2-x']);
    expect(await answer({ type: 'CLEAR_PICTOGRAM_CACHE' }, effects(caches))).toEqual({ type: 'PICTOGRAM_CACHE_CLEARED', cleared: false });
  });

  it('SKIP_WAITING activates the waiting worker and needs no reply', async () => {
    const e = effects(fakeCaches({}));
    expect(await answer({ type: 'SKIP_WAITING' }, e)).toBeNull();
    expect(e.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('ignores messages that are not its own', async () => {
    const e = effects(fakeCaches({ [PICTOGRAM_CACHE]: [1] }));
    for (const data of [null, 'GET_CACHE_SIZE', { type: 'OTHER' }, { kind: 'GET_CACHE_SIZE' }]) expect(await answer(data, e)).toBeNull();
    expect(e.skipWaiting).not.toHaveBeenCalled();
  });

  it('replies through the MessageChannel port when given, else to the sending page', () => {
    const port = { postMessage: vi.fn() };
    const source = { postMessage: vi.fn() };
    expect(replyTarget({ ports: [port], source })).toBe(port);
    expect(replyTarget({ ports: [], source })).toBe(source);
    expect(replyTarget({ ports: [], source: null })).toBeNull();
  });
});
