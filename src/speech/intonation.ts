// The spec's intonation rule (§4): question, exclamation or statement, read from the words of the text.
// Voices use it to lift the pitch; matching ignores case and accents so "Por quê?" and "POR QUE" agree.
import { foldText } from '@/i18n/text';
import type { Intonation } from './types';

/** Spec §4. Two-word entries ('por que', 'o que') must appear as consecutive whole words. */
export const QUESTION_WORDS = ['como', 'quando', 'onde', 'por que', 'o que', 'quem', 'qual', 'how', 'when', 'where', 'why', 'what', 'who', 'which'] as const;
export const EXCLAMATION_WORDS = ['ajuda', 'socorro', 'help', 'emergency'] as const;

/** Whole words (letters and digits) of the folded text; punctuation and emoji separate words. */
function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
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
 * Like the spec, a question word anywhere counts, so "Eu como pão" is a question too (como = "I eat").
 */
export function intonationOf(text: string): Intonation {
  const lastWord = text.trim().split(/\s+/).at(-1) ?? '';
  const words = wordsOf(text);
  if (lastWord.includes('?') || QUESTION_WORDS.some((q) => containsPhrase(words, q))) return 'question';
  if (text.includes('!') || EXCLAMATION_WORDS.some((e) => containsPhrase(words, e))) return 'exclamation';
  return 'statement';
}
