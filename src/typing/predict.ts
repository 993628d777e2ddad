// Owns: word prediction for the typing mode (issue 25) — reading the bundled language model, ranking completions of
// the word being typed and the next word after a space, from the model and from what this user has said.
// Not: where the learned words are kept (a later step: Dexie), nor the keyboard or the screen.
//
// Matching ignores accents, case and apostrophes ("nao" → "não", "voce" → "você", "dont" → "don't"); a suggestion
// keeps its own accents and starts with a capital at the start of a sentence.
import { foldText } from '@/i18n/text';

/** A language's model: its words (most used first) and, for some, the words that follow them. */
export interface LanguageModel {
  /** The words as they are written, most used first. */
  words: readonly string[];
  /** Each word's key for matching: folded, apostrophes out. */
  keys: readonly string[];
  /** Word indices sorted by key, for finding every word that starts with a prefix. */
  byKey: Int32Array;
  /** How often each word is used, relative (sums to about 1). */
  weight: Float64Array;
  /** Per word index, the words that follow it with their counts. */
  next: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** Per word index, how many times it is followed by any word (the counts above, summed). */
  nextTotal: ReadonlyMap<number, number>;
  /** Word index by its key (the most used spelling of that key). */
  index: ReadonlyMap<string, number>;
  /**
   * The other spellings of a key that are words of their own, by their lower case (Spanish "qué" beside "que",
   * "él" beside "el"; Portuguese "esta" beside "está"; the language's model.json lists them): offered beside the
   * most used spelling, not merged into it. Any other spelling of a key (the subtitles' "nao", "idéia") is merged.
   */
  variants: ReadonlySet<string>;
  /** The words that start a sentence, with their counts, and those counts summed. */
  starts: ReadonlyMap<number, number>;
  startsTotal: number;
}

/** The key words are matched by: no accents, lower case, no apostrophes. */
export function wordKey(word: string): string {
  return foldText(word).replace(/['’]/g, '');
}

/** The Zipf–Mandelbrot constant of the words' weights by rank. */
const RANK_OFFSET = 2.7;

/** Where a spelling's score is gathered: its key, or its own place for a spelling that is a word of its own. */
function scoreKey(model: LanguageModel, key: string, word: string): string {
  // Per candidate of every keystroke: a language with no such spellings (English) pays nothing for them.
  if (model.variants.size === 0) return key;
  const lower = word.toLowerCase();
  return model.variants.has(lower) ? `${key} ${lower}` : key;
}

/**
 * Reads the model file (scripts/language-model-plugin.ts writes it): the first line is the words, most used first,
 * separated by spaces; a line "S j:c …" gives the words j that start a sentence, c times; a line "V j …" the words j
 * that are words of their own beside their key's most used spelling; each other line is "i j:c j:c …", the words j
 * that follow word i, c times.
 */
export function parseModel(text: string): LanguageModel {
  const [first = '', ...rest] = text.split('\n');
  const words = first.split(' ').filter(Boolean);
  const keys = words.map(wordKey);
  const index = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!index.has(key)) index.set(key, i);
  });
  const variants = new Set<string>();
  const byKey = Int32Array.from(words.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  // Zipf–Mandelbrot: a word's use falls with its rank; the constant makes the top words less dominant.
  const raw = words.map((_, rank) => 1 / (rank + RANK_OFFSET));
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  const weight = Float64Array.from(raw, (value) => value / sum);
  const next = new Map<number, Map<number, number>>();
  const nextTotal = new Map<number, number>();
  let starts: ReadonlyMap<number, number> = new Map();
  let startsTotal = 0;
  for (const line of rest) {
    const [head, ...pairs] = line.split(' ');
    if (head === 'V') {
      // The spellings that are words of their own, by index; never a key's most used one (that one is the key's).
      for (const at of pairs.map(Number)) if (Number.isInteger(at) && words[at] !== undefined && index.get(keys[at]!) !== at) variants.add(words[at]!.toLowerCase());
      continue;
    }
    const from = head === 'S' ? -1 : Number(head);
    if (!Number.isInteger(from) || from < -1 || from >= words.length) continue;
    const followers = new Map<number, number>();
    let total = 0;
    for (const pair of pairs) {
      const [to, count] = pair.split(':').map(Number);
      if (!Number.isInteger(to) || to! < 0 || to! >= words.length || !(count! > 0)) continue;
      followers.set(to!, count!);
      total += count!;
    }
    if (followers.size === 0) continue;
    if (from === -1) {
      starts = followers;
      startsTotal = total;
    } else {
      next.set(from, followers);
      nextTotal.set(from, total);
    }
  }
  return { words, keys, byKey, weight, next, nextTotal, index, variants, starts, startsTotal };
}

/** What this user has said, learned on the device: words and word pairs with how often and when last. */
export interface Learned {
  /** By word key: the word as the user wrote it, its count and when it was last said. */
  words: Map<string, { word: string; count: number; at: number }>;
  /** By "key key": the pair's count and when last said. */
  pairs: Map<string, { count: number; at: number }>;
}

export const emptyLearned = (): Learned => ({ words: new Map(), pairs: new Map() });

/** A word worth learning: letters (with accents), and inner apostrophes or hyphens; no digits, no emoji. */
const LEARNABLE = /^\p{L}+(?:['’-]\p{L}+)*$/u;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a text, in order, as written. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Learns a text the user has said: each word and each pair of words in a sentence (digits and emoji are not). */
export function learn(learned: Learned, text: string, now: number): Learned {
  for (const sentence of text.split(/[.!?\n]+/)) {
    let previous: string | null = null;
    for (const word of wordsOf(sentence)) {
      if (!LEARNABLE.test(word)) {
        previous = null;
        continue;
      }
      const key = wordKey(word);
      const known = learned.words.get(key);
      // A sentence's first word has its capital from its place, not its spelling: it keeps the spelling the user gave
      // it elsewhere, or is kept in lower case; anywhere else the word is kept as written ("Paulo", "ONU").
      const capitalisedByPlace = previous === null && word === word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
      const spelled = capitalisedByPlace ? (known?.word ?? word.toLowerCase()) : word;
      learned.words.set(key, { word: spelled, count: (known?.count ?? 0) + 1, at: now });
      if (previous !== null) {
        const pair = `${previous} ${key}`;
        learned.pairs.set(pair, { count: (learned.pairs.get(pair)?.count ?? 0) + 1, at: now });
      }
      previous = key;
    }
  }
  return learned;
}

/** What is being typed: the words before the one being written, and the start of that one (empty after a space). */
export interface Context {
  previous: string | null;
  partial: string;
  /** The word being written starts a sentence (the text is empty or ends a sentence). */
  sentenceStart: boolean;
}

export function contextOf(textBefore: string): Context {
  const partial = /[\p{L}\p{N}'’-]*$/u.exec(textBefore)?.[0] ?? '';
  const before = textBefore.slice(0, textBefore.length - partial.length);
  // A sentence's opening question or exclamation mark (Spanish "¿Me ayudas?", "¡Qué bueno!") keeps its start.
  const sentenceStart = /^[\s¿¡]*$|[.!?\n][\s¿¡]*$/u.test(before);
  const words = sentenceStart ? [] : wordsOf(before.split(/[.!?\n]/).at(-1) ?? '');
  return { previous: words.length > 0 ? wordKey(words.at(-1)!) : null, partial, sentenceStart };
}

/** How much one use by this user counts against the model's relative weights, and how fast it fades (days). */
const LEARNED_WEIGHT = 0.02;
const [HALF_LIFE_DAYS, DAY_MS] = [30, 24 * 60 * 60 * 1000];
/** How much the word pair counts against the word alone. */
const PAIR_SHARE = 0.7;
/** Uses of the user's pairs needed before they weigh as much as the model's. */
const PAIR_PSEUDO_COUNT = 2;
/** How much a word whose spelling differs from the accents typed counts (it stays offered where nothing else fits). */
const ACCENT_MISMATCH = 0.001;
const fade = (at: number, now: number) => 0.5 ** (Math.max(0, now - at) / (HALF_LIFE_DAYS * DAY_MS));

function firstAtOrAfter(model: LanguageModel, key: string): number {
  let [low, high] = [0, model.byKey.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (model.keys[model.byKey[middle]!]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface PredictOptions {
  max?: number;
  now?: number;
  /** Known words besides the model (the labels of the user's own boards): offered like learned words. */
  extra?: ReadonlyMap<string, string>;
}

/**
 * Up to `max` words for what is being typed: completions of the partial word, or the next word after a space. Each
 * is scored by how often it follows the previous word and how often it is used, in the model and by this user.
 */
export function predict(model: LanguageModel, learned: Learned, textBefore: string, { max = 6, now = Date.now(), extra }: PredictOptions = {}): string[] {
  const { previous, partial, sentenceStart } = contextOf(textBefore);
  const prefix = wordKey(partial);
  // A letter typed with its accent (or ñ, ç) says which words are meant: "pá" is "pásame", "pálido", not "para".
  const [typed, accented] = [partial.toLowerCase(), partial.toLowerCase() !== foldText(partial.toLowerCase())];
  const scores = new Map<string, { word: string; score: number }>();
  // `own`: the user's spelling (a word they said, a board's label) wins over the model's ("Totó", not "totó").
  const add = (key: string, word: string, given: number, own = false) => {
    if (key === prefix && partial !== '' && word.toLowerCase() === typed) return; // already typed as is
    const score = accented && !word.toLowerCase().startsWith(typed) ? given * ACCENT_MISMATCH : given;
    const at = scoreKey(model, key, word);
    const seen = scores.get(at);
    if (!seen) scores.set(at, { word, score });
    else {
      seen.score += score;
      if (own) seen.word = word;
    }
  };
  const previousIndex = previous === null ? undefined : model.index.get(previous);
  // A sentence's first word follows the sentence's start, as any other word follows the one before it.
  const followers = previousIndex === undefined ? (sentenceStart ? model.starts : undefined) : model.next.get(previousIndex);
  const followersTotal = previousIndex === undefined ? (sentenceStart ? model.startsTotal : 0) : (model.nextTotal.get(previousIndex) ?? 0);

  // The model's words: every word starting with the prefix (or, after a space, the words that follow the last one
  // and the most used ones).
  const modelScore = (i: number) => {
    const pair = followers && followersTotal > 0 ? (followers.get(i) ?? 0) / followersTotal : 0;
    return PAIR_SHARE * pair + (1 - PAIR_SHARE) * model.weight[i]!;
  };
  if (prefix !== '') {
    for (let at = firstAtOrAfter(model, prefix); at < model.byKey.length; at += 1) {
      const i = model.byKey[at]!;
      if (!model.keys[i]!.startsWith(prefix)) break;
      add(model.keys[i]!, model.words[i]!, modelScore(i));
    }
  } else {
    if (followers) for (const i of followers.keys()) add(model.keys[i]!, model.words[i]!, modelScore(i));
    for (let i = 0; i < Math.min(model.words.length, 50); i += 1) add(model.keys[i]!, model.words[i]!, modelScore(i));
  }

  // This user's words: said once, a word is offered; often and lately, first.
  const learnedPairTotal = previous === null ? 0 : [...learned.pairs].filter(([pair]) => pair.startsWith(`${previous} `)).reduce((sum, [, p]) => sum + p.count * fade(p.at, now), 0);
  for (const [key, { word, count, at }] of learned.words) {
    if (!key.startsWith(prefix)) continue;
    const pair = previous === null ? undefined : learned.pairs.get(`${previous} ${key}`);
    // A few uses long ago weigh little against the pseudo-count; many recent ones approach the pair's full share.
    const pairScore = pair ? (pair.count * fade(pair.at, now)) / (learnedPairTotal + PAIR_PSEUDO_COUNT) : 0;
    if (prefix === '' && !pair) continue; // after a space, only what this user said after that word
    add(key, word, LEARNED_WEIGHT * count * fade(at, now) + PAIR_SHARE * pairScore, true);
  }
  for (const [key, word] of extra ?? []) if (prefix !== '' && key.startsWith(prefix)) add(key, word, LEARNED_WEIGHT * 0.5, true);

  const ranked = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, max);
  const words = ranked.map(({ word }) => word);
  // Two words in one selection where the first is nearly always followed by the same word ("por favor", "thank you"):
  // the pair takes the last place, so every single word ranked above it stays where it was.
  const phrase = max >= 4 ? phraseFor(model, learned, words.slice(0, PHRASE_FROM), now) : null;
  if (phrase && !words.includes(phrase)) words.splice(max - 1, 1, phrase);
  return words.map((word) => (sentenceStart ? word.charAt(0).toUpperCase() + word.slice(1) : word));
}

/** The best candidates looked at for a two-word suggestion, and how sure its second word must be. */
const PHRASE_FROM = 3;
const PHRASE_SHARE = 0.5;
const PHRASE_MIN_COUNT = 2;

/** The word that nearly always follows `key` (in the model or in this user's own pairs), or null. */
function nearlyAlwaysNext(model: LanguageModel, learned: Learned, key: string, now: number): string | null {
  const i = model.index.get(key);
  const followers = i === undefined ? undefined : model.next.get(i);
  const total = i === undefined ? 0 : (model.nextTotal.get(i) ?? 0);
  let best: { word: string; count: number } | null = null;
  for (const [to, count] of followers ?? []) if (!best || count > best.count) best = { word: model.words[to]!, count };
  if (best && best.count >= PHRASE_MIN_COUNT && best.count / total >= PHRASE_SHARE) return best.word;
  // This user's own: a pair said at least twice, most of the times the first word was said.
  const said = learned.words.get(key);
  let own: { word: string; count: number } | null = null;
  for (const [pair, { count, at }] of learned.pairs) {
    if (!pair.startsWith(`${key} `) || fade(at, now) < 0.25) continue;
    const next = learned.words.get(pair.slice(key.length + 1));
    if (next && (!own || count > own.count)) own = { word: next.word, count };
  }
  return own && said && own.count >= PHRASE_MIN_COUNT && own.count / said.count >= PHRASE_SHARE ? own.word : null;
}

/** The most words one suggestion holds: the candidate and the words that nearly always follow it ("por favor", "thank you very much"). */
const PHRASE_MAX_WORDS = 3;

/** "first second [third]" for the first candidate whose next words are near certain, from the model or from this user. */
function phraseFor(model: LanguageModel, learned: Learned, candidates: readonly string[], now: number): string | null {
  for (const word of candidates) {
    const words = [word];
    while (words.length < PHRASE_MAX_WORDS) {
      const next = nearlyAlwaysNext(model, learned, wordKey(words.at(-1)!), now);
      if (next === null || words.some((w) => wordKey(w) === wordKey(next))) break;
      words.push(next);
    }
    if (words.length > 1) return words.join(' ');
  }
  return null;
}
