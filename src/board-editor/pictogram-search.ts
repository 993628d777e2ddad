// Owns: the card dialog's ARASAAC pictograms — asking for a word's pictograms (online only, each step given 5 s, as
// the figures activity does), remembering the answers for the page's life, and keeping a chosen pictogram's picture
// with its licence so the card shows it offline.
import { STEP_TIMEOUT_MS, within } from '@/backend/network';
import { foldText } from '@/i18n/text';
import type { Lang } from '@/i18n/language';
import { arasaacImage, pictogramLicence, pictogramText, searchPictograms } from '@/pictograms/arasaac';

export type PictogramAnswer = { kind: 'found'; ids: number[] } | { kind: 'none' } | { kind: 'offline' } | { kind: 'failed' };

export interface PictogramDeps {
  fetcher?: typeof fetch;
  online?: () => boolean;
  timeoutMs?: number;
}

const onLine = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Answers already had this page, by language and word: a word typed again is not asked again. */
const answers = new Map<string, number[]>();
const ANSWERS_MAX = 200;

export function forgetPictogramAnswers(): void {
  answers.clear();
}

/** The shortest word worth asking ARASAAC for. */
export const PICTOGRAM_MIN_LETTERS = 2;

/**
 * A word's pictograms: offline, nothing is asked; a hanging or failing ARASAAC is "failed" (never taken as "none"),
 * and the aborted caller gets "failed" too. Never throws.
 */
export async function findPictograms(word: string, lang: Lang, signal: AbortSignal, deps: PictogramDeps = {}): Promise<PictogramAnswer> {
  const text = pictogramText(word);
  if ([...text].length < PICTOGRAM_MIN_LETTERS) return { kind: 'none' };
  const key = `${lang}|${foldText(text)}`;
  const known = answers.get(key);
  if (known) return known.length > 0 ? { kind: 'found', ids: known } : { kind: 'none' };
  const online = deps.online ?? onLine;
  if (!online()) return { kind: 'offline' };
  try {
    const ids = await within('ARASAAC search', deps.timeoutMs ?? STEP_TIMEOUT_MS, signal, (step) => searchPictograms(text, lang, step, deps.fetcher ?? fetch));
    if (answers.size >= ANSWERS_MAX) answers.delete(answers.keys().next().value!);
    answers.set(key, ids);
    return ids.length > 0 ? { kind: 'found', ids } : { kind: 'none' };
  } catch {
    // A connection lost while asking reads as offline; anything else (an error, 5 s without an answer) as failed.
    return online() ? { kind: 'failed' } : { kind: 'offline' };
  }
}

/** Most a kept pictogram may weigh (ARASAAC's 300 px PNGs are ~10–40 kB). */
const PICTOGRAM_MAX_BYTES = 2 * 1024 * 1024;

export interface KeptPictogram {
  blob: Blob;
  license: Record<string, unknown>;
}

/** Downloads a pictogram's picture (5 s) to keep it on the device; null when it cannot be had or is not a picture. */
export async function fetchPictogram(id: number, deps: PictogramDeps = {}): Promise<KeptPictogram | null> {
  try {
    const blob = await within('ARASAAC picture', deps.timeoutMs ?? STEP_TIMEOUT_MS, undefined, async (step) => {
      const response = await (deps.fetcher ?? fetch)(arasaacImage(id), { signal: step });
      if (!response.ok) throw new Error(`ARASAAC answered ${response.status}`);
      return response.blob();
    });
    if (!/^image\/(png|jpeg|webp|gif)$/.test(blob.type.split(';')[0]!.trim().toLowerCase()) || blob.size === 0 || blob.size > PICTOGRAM_MAX_BYTES) return null;
    return { blob, license: pictogramLicence(id) };
  } catch {
    return null;
  }
}
