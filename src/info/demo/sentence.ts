// The demo's built sentence as plain data: adding a word, the text to show and speak, the emoji sequence for
// the full-screen card, and the speech rate of a sentence (spec 000 §9). No React, no audio.
import { tagOf, type Lang } from '@/i18n/language';
import { MANIFESTS } from '@/languages';

export interface SentenceWord {
  word: string;
  emoji: string;
}

export type Sentence = readonly SentenceWord[];

export const EMPTY_SENTENCE: Sentence = [];

/** Spec 000 §9: each language's sentence speed, from its manifest (Portuguese 1, English 0.9). */
export const SENTENCE_RATE: Readonly<Record<Lang, number>> = Object.fromEntries(MANIFESTS.map((manifest) => [manifest.code, manifest.speech.rates.sentence]));

export function addWord(sentence: Sentence, word: SentenceWord): Sentence {
  const trimmed = word.word.trim();
  if (trimmed === '') return sentence;
  return [...sentence, { word: trimmed, emoji: word.emoji }];
}

/** The words joined by spaces, the first letter capitalised for the language ('eu quero' → 'Eu quero'). */
export function sentenceText(sentence: Sentence, lang: Lang): string {
  const text = sentence.map((w) => w.word).join(' ');
  const first = text.charAt(0);
  return first.toLocaleUpperCase(tagOf(lang)) + text.slice(first.length);
}

export function sentenceEmojis(sentence: Sentence): string[] {
  return sentence.map((w) => w.emoji).filter((emoji) => emoji !== '');
}
