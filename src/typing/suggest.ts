// Owns: the suggestions of the typing keyboard for what is typed (issues 25 and 38) — whole sentences first, then
// words — as one pure function, shared by the screens (use-prediction.ts) and `npm run bench`.
import { predict, wordKey, type LanguageModel, type Learned } from './predict';
import { currentSentence, matchSentences, sentencesFromInitials, type KnownSentence } from './sentences';

/** How the sentences are offered: initial letters on or off, and whether an abbreviation was just typed. */
export interface SentenceOptions {
  initialLetters: boolean;
  /** An abbreviation of this person's was just typed: it stays the abbreviation it is. */
  abbreviation: boolean;
}

/** The whole sentences offered first: up to two when the bar has five places or more, else one. */
const sentenceSlots = (max: number) => (max >= 5 ? 2 : 1);

/**
 * The suggestions for the text as it is now: whole sentences first (by their start, or by the initial letters typed;
 * where no known sentence has those initials, the model's own sentence when it is sure enough), then words.
 */
export function suggest(model: LanguageModel, learned: Learned, sentences: readonly KnownSentence[], text: string, max: number, extra: ReadonlyMap<string, string> | undefined, options: SentenceOptions): { suggestions: string[]; sentences: Set<string> } {
  const found = matchSentences(sentences, text, { max: sentenceSlots(max), abbreviation: options.abbreviation, initials: options.initialLetters }).map(({ text: sentence }) => sentence);
  let words = predict(model, learned, text, { max: max - found.length, extra }).filter((word) => !found.includes(word));
  // Letters typed as one word that begin no word and no known sentence: the model's own sentence with those
  // initials, when it is sure enough (in the first place; the last word gives way).
  const token = /^\s*(\p{L}{3,})$/u.exec(currentSentence(text))?.[1];
  if (token && options.initialLetters && !options.abbreviation && found.length === 0 && !words.some((word) => wordKey(word).startsWith(wordKey(token)))) {
    const [proposed] = sentencesFromInitials(model, learned, token, 1);
    if (proposed) {
      found.push(proposed.text);
      words = words.slice(0, max - 1);
    }
  }
  return { suggestions: [...found, ...words], sentences: new Set(found) };
}
