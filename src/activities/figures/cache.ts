// The figures' look-up cache on the device (spec 001 §3, §9: localStorage 'figuras_cache_v1', an address and a time
// per category and normalised word, kept 30 days). A word the providers said they have no picture for is kept too
// (as null), so a returning visit does not ask again; a failed look-up is never kept. The pictures themselves are
// kept by the service worker's pictogram cache. Whatever is stored is checked when read: garbage is dropped, never
// shown, and only http(s) addresses are ever given back.
import { normaliseWord } from './providers';
import { localStore, readLocal, removeLocal, writeLocal } from '@/storage/local';

export const FIGURE_CACHE_KEY = 'figuras_cache_v1';
/** Spec 001 §9: cache expiry 30 days. */
export const FIGURE_CACHE_MS = 30 * 24 * 60 * 60 * 1000;
/** More entries than every word of every category in both languages, so a damaged store cannot grow without end. */
export const FIGURE_CACHE_MAX = 1000;

export interface FigureCacheEntry {
  /** The picture's address, or null for "no picture for this word". */
  url: string | null;
  /** When it was looked up (ms since 1970). */
  t: number;
}

type Entries = Record<string, FigureCacheEntry>;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isEntry(value: unknown): value is FigureCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { url, t } = value as { url?: unknown; t?: unknown };
  const goodUrl = url === null || (typeof url === 'string' && url.length < 2048 && /^https?:\/\//.test(url));
  return goodUrl && typeof t === 'number' && Number.isFinite(t);
}

const KEY_SHAPE = /^[a-z]{1,20}:[\p{L}\p{N}_-]{1,80}$/u;

export const cacheKey = (category: string, word: string): string => `${category}:${normaliseWord(word)}`;

export interface FigureCache {
  /** The entry when there is one younger than 30 days. */
  get(category: string, word: string): FigureCacheEntry | undefined;
  set(category: string, word: string, url: string | null): void;
  /** Figures with a picture, not expired. */
  countPictures(): number;
  clear(): void;
}

export function createFigureCache(storage: () => StorageLike | undefined, now: () => number = Date.now): FigureCache {
  let entries: Entries | null = null;

  const empty = (): Entries => Object.create(null) as Entries;

  function read(): Entries {
    if (entries) return entries;
    entries = empty();
    const raw = readLocal(FIGURE_CACHE_KEY, storage() ?? null);
    if (!raw) return entries;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const limit = now() - FIGURE_CACHE_MS;
        let kept = 0;
        for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
          if (kept >= FIGURE_CACHE_MAX) break;
          // Expired entries are purged as they are read; a key that is not "category:word" is not one of ours.
          if (KEY_SHAPE.test(key) && isEntry(value) && value.t > limit && value.t <= now() + 60_000) {
            entries[key] = { url: value.url, t: value.t };
            kept += 1;
          }
        }
      }
    } catch {
      // Not JSON: treated as empty, and replaced by the next write.
    }
    return entries;
  }

  function write(): void {
    // Storage full or refused: the figures still show, they are only looked up again next time.
    writeLocal(FIGURE_CACHE_KEY, JSON.stringify(entries ?? {}), storage() ?? null);
  }

  return {
    get(category, word) {
      const entry = read()[cacheKey(category, word)];
      return entry && entry.t > now() - FIGURE_CACHE_MS ? entry : undefined;
    },
    set(category, word, url) {
      const all = read();
      all[cacheKey(category, word)] = { url, t: now() };
      const keys = Object.keys(all);
      if (keys.length > FIGURE_CACHE_MAX) {
        // The oldest go first.
        keys.sort((a, b) => all[a]!.t - all[b]!.t);
        for (const key of keys.slice(0, keys.length - FIGURE_CACHE_MAX)) delete all[key];
      }
      write();
    },
    countPictures() {
      const limit = now() - FIGURE_CACHE_MS;
      return Object.values(read()).filter((entry) => entry.url !== null && entry.t > limit).length;
    },
    clear() {
      entries = empty();
      removeLocal(FIGURE_CACHE_KEY, storage() ?? null);
    },
  };
}

const browserStorage = (): StorageLike | undefined => localStore();

/** The page's one cache. */
export const figureCache: FigureCache = createFigureCache(browserStorage);
