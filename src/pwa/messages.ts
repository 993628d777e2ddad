// The service worker's message protocol (spec 001 §7): GET_CACHE_SIZE → CACHE_SIZE, CLEAR_PICTOGRAM_CACHE →
// PICTOGRAM_CACHE_CLEARED, and SKIP_WAITING for the update the user accepted. Pure: Cache Storage comes in.
import { isAcenoCache, PICTOGRAM_CACHE } from './caches';

export type PwaRequest = { type: 'GET_CACHE_SIZE' } | { type: 'CLEAR_PICTOGRAM_CACHE' } | { type: 'SKIP_WAITING' };

export interface CacheSize {
  type: 'CACHE_SIZE';
  /** Entries across Aceno's caches. */
  size: number;
  /** Bytes of those entries as their Content-Length headers give them (entries without one count 0). */
  bytes: number;
  /** Entries per cache name. */
  caches: Record<string, number>;
}

export type PwaReply = CacheSize | { type: 'PICTOGRAM_CACHE_CLEARED'; cleared: boolean };

/** The part of Cache Storage the answers need (the worker's `caches`, or a fake in tests). */
export interface CacheStorageLike {
  keys(): Promise<string[]>;
  open(name: string): Promise<CacheLike>;
  delete(name: string): Promise<boolean>;
}

export interface CacheLike {
  matchAll(): Promise<readonly { headers: { get(name: string): string | null } }[]>;
}

function isPwaRequest(data: unknown): data is PwaRequest {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'GET_CACHE_SIZE' || type === 'CLEAR_PICTOGRAM_CACHE' || type === 'SKIP_WAITING';
}

async function measureCaches(storage: CacheStorageLike): Promise<CacheSize> {
  const names = (await storage.keys()).filter(isAcenoCache);
  const result: CacheSize = { type: 'CACHE_SIZE', size: 0, bytes: 0, caches: {} };
  for (const name of names) {
    const cache = await storage.open(name);
    // Headers only: reading the bodies (the voice alone is 18 MB) would make the answer slow.
    const responses = await cache.matchAll();
    result.caches[name] = responses.length;
    result.size += responses.length;
    for (const response of responses) result.bytes += Number(response.headers.get('content-length')) || 0;
  }
  return result;
}

export interface MessageEffects {
  caches: CacheStorageLike;
  skipWaiting(): Promise<void> | void;
}

/** The reply to a message, or null when it needs none (SKIP_WAITING) or is not ours. */
export async function answer(data: unknown, effects: MessageEffects): Promise<PwaReply | null> {
  if (!isPwaRequest(data)) return null;
  switch (data.type) {
    case 'GET_CACHE_SIZE':
      return measureCaches(effects.caches);
    case 'CLEAR_PICTOGRAM_CACHE':
      return { type: 'PICTOGRAM_CACHE_CLEARED', cleared: await effects.caches.delete(PICTOGRAM_CACHE) };
    case 'SKIP_WAITING':
      await effects.skipWaiting();
      return null;
  }
}

/** Where a reply goes: the MessageChannel port the page gave, else the client that sent the message. */
export function replyTarget(event: { ports: readonly { postMessage(message: unknown): void }[]; source: unknown }): { postMessage(message: unknown): void } | null {
  const port = event.ports[0];
  if (port) return port;
  const source = event.source as { postMessage?: (message: unknown) => void } | null;
  return source && typeof source.postMessage === 'function' ? (source as { postMessage(message: unknown): void }) : null;
}
