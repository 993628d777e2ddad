// The word puzzle's suggestions (spec 001 §3, §9): easy, medium and hard pools per language; six are offered, mixed
// by how many words were played in this visit — 0 to 2: four easy, one medium, one hard; 3 to 5: two of each; 6 or
// more: one easy, two medium, three hard. Words already played are left out while others remain.
import { inLanguage, type Lang } from '@/i18n/language';
import { PUZZLES, type Tier } from './sentences';

/** Each language's word pools (its puzzle.json). */
export const WORD_POOLS: Readonly<Record<Lang, Readonly<Record<Tier, readonly string[]>>>> = Object.fromEntries([...PUZZLES].map(([lang, words]) => [lang, words.words]));

export const WORD_SUGGESTIONS = 6;

/** How many of each tier the six suggestions hold, by the number of words played. */
export function wordMix(played: number): Record<Tier, number> {
  if (played <= 2) return { easy: 4, medium: 1, hard: 1 };
  if (played <= 5) return { easy: 2, medium: 2, hard: 2 };
  return { easy: 1, medium: 2, hard: 3 };
}

export function suggestWords(lang: Lang, played: readonly string[], random: () => number = Math.random): string[] {
  const done = new Set(played);
  const mix = wordMix(played.length);
  return (['easy', 'medium', 'hard'] as const).flatMap((tier) => {
    const pool = inLanguage(WORD_POOLS, lang)[tier];
    const fresh = pool.filter((word) => !done.has(word));
    const left = [...(fresh.length >= mix[tier] ? fresh : pool)];
    const picked: string[] = [];
    while (picked.length < mix[tier] && left.length > 0) {
      const [one] = left.splice(Math.floor(random() * left.length), 1);
      if (one) picked.push(one);
    }
    return picked;
  });
}
