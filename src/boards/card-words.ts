// Owns: the words on the family's own boards, for the typing mode's prediction (issue 25): every word of every shown
// card's label in a language, spelled as the family wrote it ("Totó", "Dr. Paulo"). Reads only; rows that are not
// cards are skipped; no database, no words.
import { database } from '@/storage/store';
import type { Lang } from '@/i18n/language';
import { cardRowSchema, textIn } from './model';

const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

/** The words of the labels of every card shown on the device's boards, by their folded key. */
export async function readCardWords(lang: Lang, keyOf: (word: string) => string): Promise<Map<string, string>> {
  const db = await database();
  const words = new Map<string, string>();
  if (!db) return words;
  await db.boardCards.each((row) => {
    const card = cardRowSchema.safeParse(row);
    if (!card.success || card.data.hidden) return;
    for (const word of textIn(card.data.label, lang).match(WORD) ?? []) {
      const key = keyOf(word);
      if (key.length > 1 && !words.has(key)) words.set(key, word);
    }
  });
  return words;
}

/** The labels of every card shown on the device's boards that are more than one word ("Quero água"): phrases to offer whole. */
export async function readCardPhrases(lang: Lang): Promise<string[]> {
  const db = await database();
  const phrases = new Set<string>();
  if (!db) return [];
  await db.boardCards.each((row) => {
    const card = cardRowSchema.safeParse(row);
    if (!card.success || card.data.hidden) return;
    const label = textIn(card.data.label, lang).trim();
    if ((label.match(WORD) ?? []).length > 1) phrases.add(label);
  });
  return [...phrases];
}
