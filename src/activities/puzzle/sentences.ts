// The sentence puzzle's suggestion pools (spec 001 §3: easy, medium and hard, each language's) and its tier rule
// (§9): after a sentence of 3 words or fewer, easy and medium; up to 5, medium and hard; longer, hard. Four are
// offered, none already played in this visit, and the pools start again once every one was played.
import { inLanguage, type Lang } from '@/i18n/language';
import { byLanguage } from '@/languages/registry';

export type Tier = 'easy' | 'medium' | 'hard';

/** A language's puzzles (src/languages/<code>/puzzle.json): the word and sentence pools by tier, a letter's pictures. */
export interface PuzzleWords {
  words: Readonly<Record<Tier, readonly string[]>>;
  sentences: Readonly<Record<Tier, readonly string[]>>;
  letterPictures: Readonly<Record<string, readonly string[]>>;
}

const found = import.meta.glob<PuzzleWords>('/src/languages/*/puzzle.json', { eager: true, import: 'default' });
/** Each language's puzzles, by code. */
export const PUZZLES: ReadonlyMap<Lang, PuzzleWords> = byLanguage(found);

export const SENTENCE_POOLS: Readonly<Record<Lang, Readonly<Record<Tier, readonly string[]>>>> = Object.fromEntries([...PUZZLES].map(([lang, words]) => [lang, words.sentences]));

/** Which pools the next suggestions come from, by the length of the sentence just played (0: none yet). */
export function tiersAfter(wordCount: number): readonly Tier[] {
  if (wordCount <= 3) return ['easy', 'medium'];
  if (wordCount <= 5) return ['medium', 'hard'];
  return ['hard'];
}

export const SENTENCE_SUGGESTIONS = 4;

const key = (sentence: string) => sentence.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Four sentences from the tiers for `lastWordCount`, never one in `used` (lower-cased, as the puzzle keeps them);
 * once those tiers are all played, they are offered again (the spec's reset when exhausted).
 */
export function suggestSentences(lang: Lang, lastWordCount: number, used: readonly string[], random: () => number = Math.random): string[] {
  const pools = inLanguage(SENTENCE_POOLS, lang);
  const pool = tiersAfter(lastWordCount).flatMap((tier) => pools[tier]);
  const played = new Set(used.map(key));
  const fresh = pool.filter((sentence) => !played.has(key(sentence)));
  const source = fresh.length >= SENTENCE_SUGGESTIONS ? fresh : pool;
  const picked: string[] = [];
  const left = [...source];
  while (picked.length < SENTENCE_SUGGESTIONS && left.length > 0) {
    const [one] = left.splice(Math.floor(random() * left.length), 1);
    if (one) picked.push(one);
  }
  return picked;
}
