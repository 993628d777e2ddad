// The pictures of one category's figures in the app's language: at once from the device's cache (and offline, where
// the bundled symbols are the pictures), else looked up — each figure's picture as soon as it is settled, the loading
// state lasting at most 5 s: after that, the figures still waiting show their bundled symbols, and a picture still on
// its way fills in when it comes. A change of category or language starts again; what the old one was still fetching
// is discarded (spec 001 §4).
import { useEffect, useMemo, useState } from 'react';
import { inLanguage, type Lang } from '@/i18n/language';
import { STEP_TIMEOUT_MS } from '@/backend/network';
import { backendConfig } from '@/backend/config';
import { figureCache } from './cache';
import type { FigureCategory } from './categories';
import { cachedPictures, lookUpAll, type LookupDeps } from './lookup';
import { arasaacProvider, bucketProvider, type FigureProvider } from './providers';

let deps: LookupDeps | undefined;

/** The providers of this build: the backend's bucket when one is configured, then ARASAAC. */
export function figureLookupDeps(): LookupDeps {
  if (deps) return deps;
  const backend = backendConfig();
  const providers: FigureProvider[] = [...(backend ? [bucketProvider(backend.url)] : []), arasaacProvider()];
  deps = { providers, cache: figureCache, online: () => globalThis.navigator?.onLine !== false };
  return deps;
}

export interface FigurePictures {
  status: 'loading' | 'ready';
  /** The picture found for a word (in the app's language); absent or null: its bundled symbol. */
  pictures: ReadonlyMap<string, string | null>;
}

export function useFigurePictures(category: FigureCategory, lang: Lang): FigurePictures {
  const words = useMemo(() => category.words.map((word) => inLanguage(word, lang)), [category, lang]);
  const known = useMemo(() => cachedPictures(category.key, words, figureLookupDeps()), [category.key, words]);
  const [state, setState] = useState<{ key: string; status: 'loading' | 'ready'; pictures: Map<string, string | null> } | null>(null);
  const key = `${lang}|${category.key}`;

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    const found = new Map<string, string | null>();
    const publish = (status: 'loading' | 'ready') => {
      if (!controller.signal.aborted) setState({ key, status, pictures: new Map(found) });
    };
    let ready = false;
    const deadline = setTimeout(() => {
      ready = true;
      publish('ready');
    }, STEP_TIMEOUT_MS);
    void lookUpAll(category.key, words, lang, figureLookupDeps(), {
      signal: controller.signal,
      onEach: (word, url) => {
        found.set(word, url);
        // Each figure's picture (or its symbol) shows as soon as it is settled; after the deadline, a picture that
        // arrives late still takes its symbol's place.
        publish(ready ? 'ready' : 'loading');
      },
    }).then(() => {
      clearTimeout(deadline);
      ready = true;
      publish('ready');
    });
    return () => {
      clearTimeout(deadline);
      controller.abort();
    };
  }, [known, key, category.key, words, lang]);

  if (known) return { status: 'ready', pictures: known };
  if (!state || state.key !== key) return { status: 'loading', pictures: new Map() };
  return state;
}
