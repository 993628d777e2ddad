// The built-in words in every language: each language's src/languages/<code>/words.ts, by the ids the lists here give.
// A built-in board is stored with every language's words (a switch of language needs no new seed), so all of them are
// read here, about 8 kB a language.
import type { Bilingual } from '@/i18n/language';
import { byLanguage, labelsIn } from '@/languages/registry';
import type { Words } from '@/languages/types';
import type { SimpleCard } from './types';

const found = import.meta.glob<Words>('/src/languages/*/words.ts', { eager: true, import: 'default' });

/** Each language's words, by code. */
export const WORDS: ReadonlyMap<string, Words> = byLanguage(found);

/**
 * One item's label in every language that has it: `labelsOf((words) => words.needs.water)` → { pt: 'Água', en:
 * 'Water', es: 'Agua' }. Portuguese and English always have it (languages.test.ts checks every language's ids).
 */
export function labelsOf(pick: (words: Words) => string | undefined): Bilingual {
  return labelsIn(WORDS, pick) as Bilingual;
}

/** Which languages have an item: a constructor's small word may be in some only (Portuguese "a" by gender). */
export function languagesWith(pick: (words: Words) => string | undefined): string[] {
  return [...WORDS].flatMap(([lang, words]) => (pick(words) === undefined ? [] : [lang]));
}

/** The lists of plain cards, each card a label by id. */
type CardList = 'needs' | 'feelings' | 'animalsObjects' | 'bodyParts' | 'quickPhrases';

/** A list's cards in the order given, each with its emoji and its label in every language. */
export function cardsOf(list: CardList, rows: readonly (readonly [id: string, emoji: string])[]): SimpleCard[] {
  return rows.map(([id, emoji]) => ({ id, emoji, label: labelsOf((words) => words[list][id]) }));
}
