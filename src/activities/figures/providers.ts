// Where a figure's picture comes from when the device has a network: the backend's public 'Figuras' bucket (spec
// 001 §5, §7: a HEAD on each candidate file name, the first that answers wins) when a backend is configured, then
// ARASAAC's public pictogram search. What they answer is untrusted: only a pictogram's numeric id is taken from
// ARASAAC, and the image address is built here, never copied from an answer.
import type { Lang } from '@/i18n/language';
import { ARASAAC_API, ARASAAC_IMAGES, arasaacImage, arasaacLocale, pictogramIds, pictogramText } from '@/pictograms/arasaac';

/** A provider's answer for one word: a picture's address, or a definite "it has none". Errors are thrown. */
export type FigureAnswer = { kind: 'found'; url: string } | { kind: 'none' };

export interface FigureProvider {
  name: string;
  find(word: string, lang: Lang, signal: AbortSignal): Promise<FigureAnswer>;
}

type Fetch = typeof fetch;

/** Spec 001 §5: accents removed, lower case, spaces as underscores (and the question marks and the like gone). */
export function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '_');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec 001 §5: the normalised word capitalised, in lower and in upper case, each plain and with _1 and _2, as .svg;
 * then the same with hyphens for the underscores and with the separators removed. No repeats, in that order.
 */
export function bucketCandidates(word: string): string[] {
  const base = normaliseWord(word);
  if (!base) return [];
  const spellings = [base, base.replace(/_/g, '-'), base.replace(/[_-]/g, '')];
  const names: string[] = [];
  for (const spelling of spellings) {
    for (const cased of [capitalise(spelling), spelling.toLowerCase(), spelling.toUpperCase()]) {
      for (const suffix of ['', '_1', '_2']) names.push(`${cased}${suffix}.svg`);
    }
  }
  return [...new Set(names)];
}

/** The backend's public bucket: the first candidate a HEAD finds. */
export function bucketProvider(backendUrl: string, fetcher: Fetch = fetch): FigureProvider {
  const root = `${backendUrl.replace(/\/+$/, '')}/storage/v1/object/public/Figuras/`;
  return {
    name: 'bucket',
    async find(word, _lang, signal) {
      for (const name of bucketCandidates(word)) {
        const url = root + encodeURIComponent(name);
        const response = await fetcher(url, { method: 'HEAD', signal });
        if (response.ok) return { kind: 'found', url };
        // Storage's "no such file" is a 400 or a 404; anything else (a server error, a refusal) is a fault, never
        // taken (and kept for 30 days) as "this word has no picture".
        if (response.status !== 400 && response.status !== 404) throw new Error(`The figures bucket answered ${response.status}`);
      }
      return { kind: 'none' };
    },
  };
}

/** ARASAAC's "best search" for the word in the app's language (404 is its "no pictogram"). */
export function arasaacProvider(fetcher: Fetch = fetch, api = ARASAAC_API, images = ARASAAC_IMAGES): FigureProvider {
  return {
    name: 'arasaac',
    async find(word, lang, signal) {
      const text = pictogramText(word);
      if (!text) return { kind: 'none' };
      const locale = arasaacLocale(lang);
      if (!locale) return { kind: 'none' };
      const response = await fetcher(`${api}/pictograms/${locale}/bestsearch/${encodeURIComponent(text)}`, { signal });
      if (response.status === 404) return { kind: 'none' };
      if (!response.ok) throw new Error(`ARASAAC answered ${response.status}`);
      const [id = null] = pictogramIds(await response.json(), 1);
      return id === null ? { kind: 'none' } : { kind: 'found', url: arasaacImage(id, images) };
    },
  };
}
