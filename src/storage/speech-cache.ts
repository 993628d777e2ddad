// Audio the offline voice already synthesised, kept in IndexedDB so a phrase said before sounds at once, offline.
// Bounded (least recently used evicted first); failures never reach the caller: quota goes to the problem path.
import type { AcenoDb } from './db';
import { database, write } from './store';

export interface SpeechCacheLimits {
  entries: number;
  bytes: number;
}

export const SPEECH_CACHE_LIMITS: SpeechCacheLimits = { entries: 300, bytes: 30 * 1024 * 1024 };

// Bytes stored, known after one scan and then counted up on each put, so eviction does not read every row each
// time. Another tab's writes make it an underestimate until the next scan; the entry count is always exact.
let knownBytes: number | null = null;

/** For tests: forget the byte count so the next put scans again. */
export function resetSpeechCacheForTests(): void {
  knownBytes = null;
}

// By tag, not instanceof: a buffer cloned by another realm's IndexedDB (tests, some embeds) is still a buffer.
const isBuffer = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

async function read<T>(what: (db: AcenoDb) => Promise<T>, fallback: T): Promise<T> {
  const db = await database();
  if (!db) return fallback;
  try {
    return await what(db);
  } catch (error) {
    console.warn('Could not read the speech cache', error);
    return fallback;
  }
}

/** The kept WAV for `key`, marking it as just used; undefined when absent or unreadable. */
export async function getCachedSpeech(key: string): Promise<ArrayBuffer | undefined> {
  const row = await read((db) => db.speechCache.get(key), undefined);
  if (!row) return undefined;
  if (!isBuffer(row.wav)) {
    console.warn('Ignoring a corrupt speech cache row', key);
    void write((db) => db.speechCache.delete(key));
    return undefined;
  }
  // Not awaited: the sound must not wait for the bookkeeping.
  void write((db) => db.speechCache.update(key, { usedAt: Date.now() }));
  return row.wav;
}

/** Whether `key` is kept, without reading its audio. */
export function hasCachedSpeech(key: string): Promise<boolean> {
  return read(async (db) => (await db.speechCache.where('key').equals(key).count()) > 0, false);
}

/** Keeps a WAV, then evicts the least recently used rows beyond the limits. Never throws. */
export async function putCachedSpeech(key: string, wav: ArrayBuffer, limits: SpeechCacheLimits = SPEECH_CACHE_LIMITS): Promise<void> {
  if (wav.byteLength > limits.bytes) return;
  await write(async (db) => {
    await db.speechCache.put({ key, wav, usedAt: Date.now() });
    const count = await db.speechCache.count();
    if (knownBytes !== null) knownBytes += wav.byteLength;
    if (knownBytes === null || knownBytes > limits.bytes || count > limits.entries) await evict(db, limits);
  });
}

// Eviction goes down to 90% of the limits, so a full cache is scanned once per many puts, not on every one.
const LOW_WATER = 0.9;

/** Counts the stored bytes; when over a limit, keeps the most recently used rows within 90% of the limits. */
async function evict(db: AcenoDb, limits: SpeechCacheLimits): Promise<void> {
  const rows: { key: string; size: number }[] = [];
  await db.speechCache
    .orderBy('usedAt')
    .reverse()
    .each((row) => rows.push({ key: row.key, size: isBuffer(row.wav) ? row.wav.byteLength : Infinity }));
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  if (rows.length <= limits.entries && total <= limits.bytes) {
    knownBytes = total;
    return;
  }
  let kept = 0;
  let bytes = 0;
  let full = false;
  const stale: string[] = [];
  for (const row of rows) {
    full ||= kept >= Math.floor(limits.entries * LOW_WATER) || bytes + row.size > limits.bytes * LOW_WATER;
    if (!full) {
      kept += 1;
      bytes += row.size;
    } else {
      stale.push(row.key);
    }
  }
  await db.speechCache.bulkDelete(stale);
  knownBytes = bytes;
}
