// The picture on a letter tile (spec 001 §2, §3): an animal or object that starts with the letter, in the screen's
// language (its puzzle.json); the vowels have more than one, and a word's second "a" shows the second picture, so
// tiles of the same letter can be told apart. Accented letters take their plain letter's pictures.
import { inLanguage, type Lang } from '@/i18n/language';
import { PUZZLES } from './sentences';

const LETTER_PICTURES = Object.fromEntries([...PUZZLES].map(([lang, words]) => [lang, words.letterPictures]));

export function letterEmoji(letter: string, variantIndex: number, lang: Lang): string {
  const pictures = inLanguage(LETTER_PICTURES, lang);
  const lower = letter.toLocaleLowerCase(lang);
  // A letter of its own (Spanish ñ) has its pictures; an accented letter takes its plain letter's.
  const own = pictures[lower] ?? pictures[lower.normalize('NFD').replace(/\p{M}/gu, '')];
  return own ? (own[variantIndex % own.length] ?? '🔤') : '🔤';
}

