// Finding a figure's picture: the device's cache first; offline, nothing more (the bundled symbol shows); online, each
// provider in turn, each given 5 s (a hanging one is left behind). A found picture and a definite "none" are kept
// in the cache; a failure is not (spec 001 §8: the word is skipped, its bundled symbol shown). The same word asked
// twice at once is looked up once. Words are looked up in batches of 10 (spec 001 §9).
import type { Lang } from '@/i18n/language';
import { STEP_TIMEOUT_MS, within } from '@/backend/network';
import type { FigureCache } from './cache';
import { cacheKey } from './cache';
import type { FigureProvider } from './providers';

export const LOOKUP_BATCH = 10;

export interface LookupDeps {
  providers: readonly FigureProvider[];
  cache: FigureCache;
  online: () => boolean;
  timeoutMs?: number;
}

const inFlight = new Map<string, Promise<string | null>>();

/** Settles with null when the caller's signal aborts (the shared look-up itself goes on, for the others). */
function unlessAborted(lookup: Promise<string | null>, signal: AbortSignal | undefined): Promise<string | null> {
  if (!signal) return lookup;
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const stop = () => resolve(null);
    signal.addEventListener('abort', stop, { once: true });
    void lookup.then((url) => {
      signal.removeEventListener('abort', stop);
      resolve(url);
    });
  });
}

/**
 * The picture's address, or null: the bundled symbol is then shown. Never throws. A word asked by several callers
 * at once is looked up once; a caller that gives up (its signal) gets null at once, while the look-up runs on for
 * the others (each provider is given 5 s at most) and keeps its answer.
 */
export function lookUpFigure(category: string, word: string, lang: Lang, deps: LookupDeps, signal?: AbortSignal): Promise<string | null> {
  const cached = deps.cache.get(category, word);
  if (cached) return Promise.resolve(cached.url);
  if (!deps.online() || deps.providers.length === 0) return Promise.resolve(null);
  const key = `${lang}|${cacheKey(category, word)}`;
  let lookup = inFlight.get(key);
  if (!lookup) {
    lookup = (async () => {
      let failed = false;
      for (const provider of deps.providers) {
        try {
          const answer = await within(`figure ${provider.name}`, deps.timeoutMs ?? STEP_TIMEOUT_MS, undefined, (stepSignal) => provider.find(word, lang, stepSignal));
          if (answer.kind === 'found') {
            deps.cache.set(category, word, answer.url);
            return answer.url;
          }
        } catch {
          failed = true;
        }
      }
      if (!failed) deps.cache.set(category, word, null);
      return null;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, lookup);
  }
  return unlessAborted(lookup, signal);
}

/** Every word's picture (or null), in batches of 10; `onEach` is told as each word is settled. */
export async function lookUpAll(
  category: string,
  words: readonly string[],
  lang: Lang,
  deps: LookupDeps,
  { signal, onEach }: { signal?: AbortSignal; onEach?: (word: string, url: string | null) => void } = {},
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (let start = 0; start < words.length; start += LOOKUP_BATCH) {
    if (signal?.aborted) break;
    await Promise.all(
      words.slice(start, start + LOOKUP_BATCH).map(async (word) => {
        const url = await lookUpFigure(category, word, lang, deps, signal);
        found.set(word, url);
        onEach?.(word, url);
      }),
    );
  }
  return found;
}

/** What is already known from the cache alone, without waiting: null where there is nothing to wait for. */
export function cachedPictures(category: string, words: readonly string[], deps: LookupDeps): Map<string, string | null> | null {
  const found = new Map<string, string | null>();
  for (const word of words) {
    const entry = deps.cache.get(category, word);
    if (entry) found.set(word, entry.url);
    else if (deps.online() && deps.providers.length > 0) return null;
    else found.set(word, null);
  }
  return found;
}
