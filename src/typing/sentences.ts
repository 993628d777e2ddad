// Owns: whole sentences in a few selections (issue 38) — the sentences this person has said (the last 1,000, with how
// often and when last), matched against what is being typed: the start of a known sentence (ignoring accents, case
// and punctuation, and surviving one wrong, missing or extra letter), or its words' initial letters typed as one word
// ("qiab" → "Quero ir ao banheiro"); where no known sentence has those initials, the word-pair model proposes one.
// Not: where the history is kept (store.ts), nor the suggestion bar.
import { wordKey, wordsOf, type Learned, type LanguageModel } from './predict';

/** The sentences kept for prediction (the visible history keeps its own 50). */
export const SENTENCE_HISTORY_SIZE = 1000;
/** A sentence longer than this (in characters) is said but not kept for prediction. */
export const MAX_SENTENCE = 2000;

export interface SaidSentence {
  text: string;
  count: number;
  at: number;
}

/** A sentence as the matching reads it. */
export interface KnownSentence {
  text: string;
  /** Its words, folded (no accents, lower case, no apostrophes), one space apart: punctuation gone. */
  key: string;
  /** The first letter of each of its words made of letters (digits and emoji are not expanded from initials). */
  initials: string;
  /** How much it weighs: uses, fading with time; a built-in phrase weighs as one old use. */
  weight: number;
}

const LETTERS = /^\p{L}/u;
const HALF_LIFE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A built-in phrase (the app's, a board's label) counts as this many uses. */
const BUILT_IN_WEIGHT = 0.3;
/** A match with one letter wrong counts this share of an exact one. */
const TYPO_SHARE = 0.4;
/** Typed letters needed before a typo is forgiven (fewer letters match too much). */
const TYPO_FROM = 4;

export function sentenceKey(text: string): string {
  return wordsOf(text).map(wordKey).filter(Boolean).join(' ');
}

export function initialsOf(text: string): string {
  return wordsOf(text)
    .filter((word) => LETTERS.test(word))
    .map((word) => wordKey(word).charAt(0))
    .join('');
}

const fade = (at: number, now: number) => 0.5 ** (Math.max(0, now - at) / (HALF_LIFE_DAYS * DAY_MS));

/** The sentences of a text said: split after a full stop, question or exclamation mark, or at a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((part) => part.trim())
    .filter((part) => sentenceKey(part) !== '');
}

/** Learns a sentence said: to the top, its count up; the history keeps the last SENTENCE_HISTORY_SIZE. */
export function withSentence(history: readonly SaidSentence[], text: string, now: number): SaidSentence[] {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const key = sentenceKey(trimmed);
  if (key === '' || trimmed.length > MAX_SENTENCE) return [...history];
  const same = history.find((item) => sentenceKey(item.text) === key);
  // The latest spelling is kept ("Quero ir ao banheiro." after "quero ir ao banheiro").
  const said = { text: trimmed, count: (same?.count ?? 0) + 1, at: now };
  return [said, ...history.filter((item) => item !== same)].slice(0, SENTENCE_HISTORY_SIZE);
}

/** The known sentences: what was said (weighed by uses and how lately) and built-in phrases; one per key. */
export function knownSentences(said: readonly SaidSentence[], builtIn: readonly string[], now: number): KnownSentence[] {
  const byKey = new Map<string, KnownSentence>();
  for (const { text, count, at } of said) {
    const key = sentenceKey(text);
    if (key === '') continue;
    const seen = byKey.get(key);
    const weight = count * fade(at, now);
    if (seen) seen.weight += weight;
    else byKey.set(key, { text, key, initials: initialsOf(text), weight });
  }
  for (const text of builtIn) {
    const key = sentenceKey(text);
    if (key === '' || byKey.has(key)) continue;
    byKey.set(key, { text, key, initials: initialsOf(text), weight: BUILT_IN_WEIGHT });
  }
  return [...byKey.values()];
}

/**
 * Whether `typed` is the start of `key` with at most one letter wrong, missing, extra or two swapped — never the last
 * letter typed, which the person is choosing now ("quero a" is not "quero i…" mistyped).
 */
export function startsWithinOne(key: string, typed: string): boolean {
  if (key.startsWith(typed)) return true;
  if (typed.length < TYPO_FROM) return false;
  // Edit distance of the first i typed letters to the key's first j letters, kept only on the band |i − j| ≤ 1 (a
  // cell off it is two edits at least): three cells a row, at offsets d = j − i + 1. Swaps of two neighbours count
  // one. A row with no cell within one ends it: a sentence that differs early is left after a few letters.
  const far = Infinity;
  let older = [far, far, far];
  let row = [far, 0, key.length >= 1 ? 1 : far];
  for (let i = 1; i <= typed.length; i += 1) {
    const next = [far, far, far];
    for (let d = 0; d < 3; d += 1) {
      const j = i + d - 1;
      if (j < 0 || j > key.length) continue;
      let cell = j === 0 ? i : row[d]! + (typed[i - 1] === key[j - 1] ? 0 : 1);
      if (d < 2) cell = Math.min(cell, row[d + 1]! + 1);
      if (d > 0) cell = Math.min(cell, next[d - 1]! + 1);
      if (i > 1 && j > 1 && typed[i - 1] === key[j - 2] && typed[i - 2] === key[j - 1]) cell = Math.min(cell, older[d]! + 1);
      next[d] = cell;
    }
    if (next[0]! > 1 && next[1]! > 1 && next[2]! > 1) return false;
    [older, row] = [row, next];
  }
  const n = typed.length;
  const last = typed[n - 1];
  return row.some((distance, d) => {
    const j = n + d - 1;
    return distance <= 1 && j > 0 && j <= key.length && key[j - 1] === last;
  });
}

export interface SentenceMatch {
  text: string;
  /** How it matched: the start typed, or the words' initial letters. */
  by: 'start' | 'initials';
  score: number;
}

/** The sentence being typed: what follows the last full stop, question or exclamation mark or line break. */
export function currentSentence(textBefore: string): string {
  return textBefore.slice(textBefore.search(/[^.!?\n]*$/u));
}

/**
 * The known sentences that what is being typed starts (two letters at least), or whose initials it is (one word of
 * letters, two at least, that is not an abbreviation of this person's), best first. A sentence already typed whole
 * is not offered.
 */
export function matchSentences(known: readonly KnownSentence[], textBefore: string, { max = 3, abbreviation = false, initials = true } = {}): SentenceMatch[] {
  const typed = currentSentence(textBefore);
  const key = sentenceKey(typed);
  if (key.replace(/ /g, '').length < 2) return [];
  // A space typed after the last word: only sentences where that word is whole.
  const whole = /\s$/.test(typed);
  const single = initials && !abbreviation && /^\p{L}+$/u.test(typed.trim());
  const matches: SentenceMatch[] = [];
  for (const sentence of known) {
    if (sentence.key === key) continue;
    const wanted = whole ? `${key} ` : key;
    if (sentence.key.startsWith(wanted)) matches.push({ text: sentence.text, by: 'start', score: sentence.weight });
    else if (startsWithinOne(sentence.key, wanted)) matches.push({ text: sentence.text, by: 'start', score: sentence.weight * TYPO_SHARE });
    else if (single && !whole && sentence.initials.length > 1 && sentence.initials === key) matches.push({ text: sentence.text, by: 'initials', score: sentence.weight });
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, max);
}

/** The beam's width, and how sure a sentence from the model must be (its mean log-probability per word). */
const BEAM = 12;
const MODEL_MIN_MEAN_LOG = Math.log(0.02);
/** The longest run of initials the model expands (a long unknown word is a word, and the search grows with it). */
const MODEL_MAX_INITIALS = 10;
/** The words a model sentence is made from at each letter: the most used of the words with that initial. */
const WORDS_PER_LETTER = 60;

const byLetterOf = new WeakMap<LanguageModel, Map<string, number[]>>();

/** The most used words of the model by their first letter (read once per model). */
function wordsByLetter(model: LanguageModel): Map<string, number[]> {
  let byLetter = byLetterOf.get(model);
  if (byLetter) return byLetter;
  byLetter = new Map();
  for (let i = 0; i < model.words.length; i += 1) {
    const first = model.keys[i]!.charAt(0);
    const list = byLetter.get(first) ?? [];
    if (list.length < WORDS_PER_LETTER && LETTERS.test(model.words[i]!)) list.push(i);
    byLetter.set(first, list);
  }
  byLetterOf.set(model, byLetter);
  return byLetter;
}

/**
 * Sentences whose words begin with `letters`, from the word-pair model and this person's learned pairs: a beam search,
 * best first, each with its mean log-probability per word; only those at least MODEL_MIN_MEAN_LOG sure.
 */
export function sentencesFromInitials(model: LanguageModel, learned: Learned, letters: string, max = 3): { text: string; meanLog: number }[] {
  const initials = wordKey(letters);
  if (initials.length < 2 || initials.length > MODEL_MAX_INITIALS || !/^\p{L}+$/u.test(initials)) return [];
  const byLetter = wordsByLetter(model);
  const unigram = (i: number) => model.weight[i]!;
  const step = (from: number, to: number) => {
    const followers = from === -1 ? model.starts : model.next.get(from);
    const total = from === -1 ? model.startsTotal : (model.nextTotal.get(from) ?? 0);
    const pair = followers && total > 0 ? (followers.get(to) ?? 0) / total : 0;
    const own = from === -1 ? undefined : learned.pairs.get(`${model.keys[from]} ${model.keys[to]}`);
    const ownShare = own ? Math.min(0.5, own.count / 4) : 0;
    // Interpolated: the pair, this person's own pair, and the word alone (so an unseen pair is unlikely, not impossible).
    return Math.log(0.7 * pair + 0.1 * unigram(to) + ownShare + 1e-6);
  };
  let beams: { words: number[]; log: number }[] = [{ words: [], log: 0 }];
  for (const letter of initials) {
    const candidates = byLetter.get(letter) ?? [];
    if (candidates.length === 0) return [];
    const next: { words: number[]; log: number }[] = [];
    for (const beam of beams) for (const to of candidates) next.push({ words: [...beam.words, to], log: beam.log + step(beam.words.at(-1) ?? -1, to) });
    beams = next.sort((a, b) => b.log - a.log).slice(0, BEAM);
  }
  return beams
    .map(({ words, log }) => ({ text: words.map((i) => model.words[i]!).join(' '), meanLog: log / words.length }))
    .filter(({ meanLog }) => meanLog >= MODEL_MIN_MEAN_LOG)
    .slice(0, max)
    .map(({ text, meanLog }) => ({ text: text.charAt(0).toUpperCase() + text.slice(1), meanLog }));
}
