// File names derived from text (spec §5): the pre-recorded audio file of a word and the synthesised-cache
// file of a cloud voice. The backend stores files under these names, so the rules must not drift.
import type { Lang } from '@/i18n/language';
import { fnv1a } from '@/lib/hash';

export const CACHE_SLUG_MAX = 50;

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The text's short hash (src/lib/hash.ts): enough to tell cache names apart. */
export const textHash = fnv1a;

/**
 * "Água gelada!" → "agua_gelada.mp3". Punctuation is removed, not replaced ("don't" → "dont").
 * Null when nothing is left (emoji or punctuation only): there is no such file to look up.
 */
export function audioFileName(text: string): string | null {
  const base = withoutAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .trim()
    .replace(/\s+/g, '_');
  return base ? `${base}.mp3` : null;
}

/**
 * "pt-" / "en-" + hyphenated slug of at most 50 characters + ".mp3"; a hash when the slug is empty.
 * A slug that had to be cut ends in a hash of the whole text, still within 50 characters, so two long
 * texts that begin alike never share (and wrongly replay) one cached file.
 */
export function ttsCacheFileName(text: string, lang: Lang): string {
  const slug = withoutAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return `${lang}-${textHash(text)}.mp3`;
  if (slug.length <= CACHE_SLUG_MAX) return `${lang}-${slug}.mp3`;
  const hash = textHash(text);
  const head = slug.slice(0, CACHE_SLUG_MAX - hash.length - 1).replace(/-+$/, '');
  return `${lang}-${head}-${hash}.mp3`;
}
