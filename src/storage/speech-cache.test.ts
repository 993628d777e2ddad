// @vitest-environment node
// The offline voice's audio cache in IndexedDB (fake-indexeddb): round trip, least-recently-used eviction by
// count and by bytes, and failures that are reported instead of thrown. Node environment: under jsdom the
// cloned ArrayBuffers come from another realm and Dexie's update() would not recognise them (browsers are fine).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onStorageProblem } from './problems';
import { getCachedSpeech, hasCachedSpeech, putCachedSpeech, resetSpeechCacheForTests } from './speech-cache';
import { database } from './store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

const wav = (bytes: number, fill = 1) => new Uint8Array(bytes).fill(fill).buffer;
let now = 1_000;

async function keys(): Promise<string[]> {
  const db = await database();
  return ((await db?.speechCache.orderBy('usedAt').primaryKeys()) ?? []).map(String);
}

beforeEach(async () => {
  resetSpeechCacheForTests();
  await emptyDatabaseForTest();
  now = 1_000;
  // Each call is a later moment, so usedAt orders the rows as the test uses them.
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 10));
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('speech cache', () => {
  it('keeps and returns a WAV by key, and tells whether a key is kept', async () => {
    expect(await getCachedSpeech('pt|1.00|statement|oi')).toBeUndefined();
    expect(await hasCachedSpeech('pt|1.00|statement|oi')).toBe(false);
    await putCachedSpeech('pt|1.00|statement|oi', wav(8, 7));
    expect(await hasCachedSpeech('pt|1.00|statement|oi')).toBe(true);
    expect(new Uint8Array((await getCachedSpeech('pt|1.00|statement|oi'))!)).toEqual(new Uint8Array(8).fill(7));
  });

  it('evicts the least recently used rows when over the entry limit, down to 90% of it', async () => {
    const limits = { entries: 3, bytes: 1e6 };
    for (const key of ['a', 'b', 'c']) await putCachedSpeech(key, wav(10), limits);
    await getCachedSpeech('a'); // a becomes the most recently used
    await vi.waitFor(async () => expect(await keys()).toEqual(['b', 'c', 'a']));
    await putCachedSpeech('d', wav(10), limits);
    expect(await keys()).toEqual(['a', 'd']);
  });

  it('evicts by total bytes, counting what it stores after one scan', async () => {
    const limits = { entries: 100, bytes: 1000 };
    await putCachedSpeech('a', wav(400), limits);
    await putCachedSpeech('b', wav(400), limits);
    expect(await keys()).toEqual(['a', 'b']);
    await putCachedSpeech('c', wav(400), limits);
    expect(await keys()).toEqual(['b', 'c']);
    await putCachedSpeech('d', wav(2000), limits); // larger than the whole cache: not kept
    expect(await keys()).toEqual(['b', 'c']);
  });

  it('drops a corrupt row instead of returning it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await database();
    await db!.speechCache.put({ key: 'x', wav: 'not audio' as unknown as ArrayBuffer, usedAt: 1 });
    expect(await getCachedSpeech('x')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupt'), 'x');
    await vi.waitFor(async () => expect(await keys()).toEqual([]));
  });

  it('reports a full disk through the storage problem path and never throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await database();
    vi.spyOn(db!.speechCache, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const problems: string[] = [];
    const unsubscribe = onStorageProblem((problem) => problems.push(problem));
    await expect(putCachedSpeech('a', wav(10))).resolves.toBeUndefined();
    expect(problems).toContain('quota');
    unsubscribe();
  });

  it('answers "not kept" when reading fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await database();
    vi.spyOn(db!.speechCache, 'get').mockRejectedValue(new Error('broken'));
    expect(await getCachedSpeech('a')).toBeUndefined();
  });
});
