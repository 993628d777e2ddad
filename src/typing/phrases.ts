// Owns: the user's own phrases and abbreviations of the typing mode (issue 25) — phrases saved into a category, said
// again or edited later; shortcuts such as "obg" → "obrigado" or "dr p" → "Dr. Paulo", offered first when typed.
// Kept as settings rows (so in the backup, never sent anywhere); rows that cannot be read are left out.
import { z } from '@/config/zod';
import type { Lang } from '@/i18n/language';
import { readSetting, writeSetting } from '@/storage/store';
import { MAX_MESSAGE } from './editing';
import { wordKey } from './predict';

export const PHRASE_CATEGORIES = ['general', 'health', 'people', 'requests', 'feelings'] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];
export const MAX_PHRASES = 500;
export const MAX_ABBREVIATIONS = 200;
export const MAX_SHORT = 20;
export const MAX_LONG = 300;

const phraseSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(60)),
  text: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE)),
  category: z.enum(PHRASE_CATEGORIES),
  lang: z.string().check(z.regex(/^[a-z]{2,3}$/)),
  at: z.number(),
});
export type Phrase = z.infer<typeof phraseSchema>;

const abbreviationSchema = z.object({
  short: z.string().check(z.minLength(1), z.maxLength(MAX_SHORT)),
  long: z.string().check(z.minLength(1), z.maxLength(MAX_LONG)),
  lang: z.string().check(z.regex(/^[a-z]{2,3}$/)),
});
export type Abbreviation = z.infer<typeof abbreviationSchema>;

const PHRASES_KEY = 'typing-phrases';
const ABBREVIATIONS_KEY = 'typing-abbreviations';
const anything = (_value: unknown): _value is unknown => true;

/** The rows of a stored list that can be read; a damaged one is left out, the others kept. */
function readable<T>(stored: unknown, schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }): T[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
  });
}

export async function readPhrases(): Promise<Phrase[]> {
  return readable<Phrase>(await readSetting<unknown>(PHRASES_KEY, anything, []), phraseSchema);
}

export function savePhrases(phrases: readonly Phrase[]): Promise<void> {
  return writeSetting(PHRASES_KEY, phrases.slice(0, MAX_PHRASES));
}

/** A phrase saved: newest first; the same text in the same language moves to the new category instead of repeating. */
export function withPhrase(phrases: readonly Phrase[], phrase: Phrase): Phrase[] {
  return [phrase, ...phrases.filter((p) => p.text !== phrase.text || p.lang !== phrase.lang)].slice(0, MAX_PHRASES);
}

export async function readAbbreviations(): Promise<Abbreviation[]> {
  return readable<Abbreviation>(await readSetting<unknown>(ABBREVIATIONS_KEY, anything, []), abbreviationSchema);
}

export function saveAbbreviations(abbreviations: readonly Abbreviation[]): Promise<void> {
  return writeSetting(ABBREVIATIONS_KEY, abbreviations.slice(0, MAX_ABBREVIATIONS));
}

/** An abbreviation added or changed (one per short form and language). Null when either side is empty or too long. */
export function withAbbreviation(list: readonly Abbreviation[], short: string, long: string, lang: Lang): Abbreviation[] | null {
  const entry = { short: short.trim().replace(/\s+/g, ' '), long: long.trim(), lang };
  if (!abbreviationSchema.safeParse(entry).success) return null;
  const key = shortKey(entry.short);
  return [entry, ...list.filter((a) => a.lang !== lang || shortKey(a.short) !== key)].slice(0, MAX_ABBREVIATIONS);
}

const shortKey = (short: string) => short.split(/\s+/).map(wordKey).join(' ');

export interface Expansion {
  /** What the abbreviation stands for. */
  long: string;
  /** How many characters at the end of the text the abbreviation takes (replaced by `long`). */
  length: number;
}

/**
 * The abbreviation the text ends with, if any: the longest one whose words are the last words typed (accents and case
 * ignored), starting at a word's start.
 */
export function expansionAt(text: string, abbreviations: readonly Abbreviation[], lang: Lang): Expansion | null {
  let best: Expansion | null = null;
  for (const { short, long, lang: language } of abbreviations) {
    if (language !== lang) continue;
    const words = short.split(/\s+/).length;
    const tail = new RegExp(`(?:^|[^\\p{L}\\p{N}])((?:[\\p{L}\\p{N}.'’-]+\\s+){${words - 1}}[\\p{L}\\p{N}.'’-]+)$`, 'u').exec(text);
    const typed = tail?.[1];
    if (!typed || shortKey(typed.replace(/\./g, '')) !== shortKey(short.replace(/\./g, ''))) continue;
    if (!best || typed.length > best.length) best = { long, length: typed.length };
  }
  return best;
}

/** Puts an expansion in place of its abbreviation, followed by a space. */
export function expand(text: string, { long, length }: Expansion): string {
  return `${text.slice(0, text.length - length)}${long} `;
}
