// Owns: talking to ARASAAC, the public pictogram library (CC BY-NC-SA, Government of Aragón, author Sergio Palao) —
// its addresses, its language codes, reading its answers, and the licence a kept pictogram carries.
// Used by the figures activity (one best pictogram a word) and the card dialog (a few to choose from).
//
// What ARASAAC answers is untrusted: only a pictogram's numeric id is taken, and every address is built here.
import type { Lang } from '@/i18n/language';
import { manifestOf } from '@/languages';

export const ARASAAC_API = 'https://api.arasaac.org/v1';
export const ARASAAC_IMAGES = 'https://static.arasaac.org';

/** ARASAAC's code of a language (its manifest's; Brazilian Portuguese is 'br'), or null where ARASAAC has none. */
export function arasaacLocale(lang: Lang): string | null {
  return manifestOf(lang).code === lang ? (manifestOf(lang).arasaacLocale ?? null) : null;
}

/** The picture of an ARASAAC pictogram, at 300 px. */
export function arasaacImage(id: number, images = ARASAAC_IMAGES): string {
  return `${images}/pictograms/${id}/${id}_300.png`;
}

/** The text ARASAAC is asked for: no sentence punctuation, trimmed ('' asks nothing). */
export function pictogramText(word: string): string {
  return word.replace(/[?!¿¡.,;:/\\#%]/g, '').trim().slice(0, 60);
}

/** The pictograms' ids in an answer, in its order, at most `max` (of its first 50 items); anything else is skipped. */
export function pictogramIds(body: unknown, max: number): number[] {
  if (!Array.isArray(body)) throw new Error('ARASAAC answered something that is not a list');
  const ids: number[] = [];
  for (const item of body.slice(0, 50)) {
    const id = typeof item === 'object' && item !== null ? (item as { _id?: unknown })._id : undefined;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

/** Most pictograms the card dialog offers for a word. */
export const PICTOGRAM_CHOICES = 12;

/** ARASAAC's search for every pictogram of a word (404 is its "none"); the ids, at most `max`. Errors are thrown. */
export async function searchPictograms(word: string, lang: Lang, signal: AbortSignal, fetcher: typeof fetch = fetch, max = PICTOGRAM_CHOICES, api = ARASAAC_API): Promise<number[]> {
  const text = pictogramText(word);
  if (!text) return [];
  const locale = arasaacLocale(lang);
  if (!locale) return [];
  const response = await fetcher(`${api}/pictograms/${locale}/search/${encodeURIComponent(text)}`, { signal });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`ARASAAC answered ${response.status}`);
  return pictogramIds(await response.json(), max);
}

/** The licence a kept pictogram carries (shown with the board's licences, exported with the board file). */
export function pictogramLicence(id: number): Record<string, unknown> {
  return {
    type: 'CC BY-NC-SA',
    copyright_notice_url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
    source_url: `https://arasaac.org/pictograms/${id}`,
    author_name: 'Sergio Palao — ARASAAC (Gobierno de Aragón)',
    author_url: 'https://arasaac.org',
  };
}
