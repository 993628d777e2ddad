// The spec's intonation rule (§4): question, exclamation or statement, read from the words of the text.
// Voices use it to lift the pitch; matching ignores case and accents so "Por quê?" and "POR QUE" agree.
import { foldText } from '@/i18n/text';
import { MANIFESTS } from '@/languages';
import type { Intonation } from './types';

/**
 * Spec §4's words, each language's (its language.json), all of them for any text as the spec lists Portuguese's and
 * English's together. Two-word entries ('por que', 'o que') must appear as consecutive whole words.
 */
export const QUESTION_WORDS: readonly string[] = [...new Set(MANIFESTS.flatMap((manifest) => manifest.speech.questionWords))];
export const EXCLAMATION_WORDS: readonly string[] = [...new Set(MANIFESTS.flatMap((manifest) => manifest.speech.exclamationWords))];

/** Whole words (letters and digits) of the folded text; punctuation and emoji separate words. */
function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The same words in lower case with their accents, for a listed word written with one. */
function accentedWordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A listed word with no accent matches with or without one ("quê" is "que"); one written with an accent matches only
 * with it: Spanish writes its question words so ("cuándo"), and "cuando" is not one.
 */
function containsListed(words: readonly string[], accented: readonly string[], phrase: string): boolean {
  return /[^\p{ASCII}]/u.test(phrase) ? containsPhrase(accented, phrase) : containsPhrase(words, phrase);
}

function containsPhrase(words: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, j) => words[i + j] === part)) return true;
  }
  return false;
}

/**
 * Spec order: the question test runs first, so "Onde está a ajuda!" is a question.
 * Like the spec, a question word anywhere counts, so "Eu como pão" is a question too (como = "I eat"). A Spanish
 * opening mark says it too ("¿Vienes" is a question, "¡Qué bueno" an exclamation).
 */
export function intonationOf(text: string): Intonation {
  const lastWord = text.trim().split(/\s+/).at(-1) ?? '';
  const words = wordsOf(text);
  const accented = accentedWordsOf(text);
  const listed = (phrase: string) => containsListed(words, accented, phrase);
  if (lastWord.includes('?') || text.includes('¿') || QUESTION_WORDS.some(listed)) return 'question';
  if (text.includes('!') || text.includes('¡') || EXCLAMATION_WORDS.some(listed)) return 'exclamation';
  return 'statement';
}
