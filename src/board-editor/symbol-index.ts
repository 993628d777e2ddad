// Owns: searching symbols by word — the index's entries, the forms of a word, and the ranking.
// Not: where the entries come from (picker-index.ts loads them) nor how results are drawn (EmojiPicker.tsx).
//
// A family searches by the child's words, in any of the app's languages, with or without accents, singular or plural.
// Whole words come first, then word starts, then words found inside another; within each, the family's own cards,
// then the picker's named emojis and the built-in cards, then every other bundled symbol by its Unicode name, then
// by its keywords.
import { foldText } from '@/i18n/text';
import type { Labels } from '@/languages/types';
import type { CardSymbol } from '@/boards/model';

/** Most symbols one search shows: six rows of the 8-column grid. */
export const MAX_RESULTS = 48;

/** Where an entry comes from, in the order they are offered when they match alike. */
export const TIER = { family: 0, named: 1, cldr: 2 } as const;

export interface SymbolChoice {
  symbol: CardSymbol;
  /** Its name in each language that names it. */
  name: Labels;
  /** The picture to draw for a stored image (a family card's photo or pictogram). */
  src?: string;
}

export interface SymbolEntry extends SymbolChoice {
  tier: number;
  /** The name's words then the keywords (CLDR tags), folded. */
  words: readonly string[];
  /** How many of `words` are the name's (the rest are keywords). */
  nameCount: number;
}

/**
 * A folded word and the forms it may take in the other number, by the plural rules of Portuguese, English and Spanish
 * ("biscoitos" → "biscoito", "pães" → "pão", "animais" → "animal", "flores" → "flor", "cookies" → "cookie", "panes"
 * → "pan", "lápices" → "lápiz"). Over-generating is harmless: a form that is no word matches nothing.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  if (word.length > 3) {
    const stem = (cut: number, add = '') => forms.add(word.slice(0, -cut) + add);
    if (/(oes|aes|aos)$/.test(word)) stem(3, 'ao');
    if (/[aeou]is$/.test(word)) stem(2, 'l');
    if (/eis$/.test(word)) stem(3, 'il');
    if (/ns$/.test(word)) stem(2, 'm');
    if (/ies$/.test(word)) stem(3, 'y');
    if (/[rzsxnld]es$/.test(word)) stem(2);
    if (/ces$/.test(word)) stem(3, 'z');
    if (/[^s]s$/.test(word)) stem(1);
    if (/ao$/.test(word)) stem(2, 'oes');
    if (/m$/.test(word)) stem(1, 'ns');
  }
  return [...forms];
}

/** The words of a text, folded: letters and digits only. */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** An entry of the index from its names (every language's) and keywords. */
export function makeEntry(choice: SymbolChoice, tier: number, keywords: readonly string[] = []): SymbolEntry {
  const nameWords = [...new Set(Object.values(choice.name).flatMap(splitWords))];
  const tagWords = keywords.filter((word) => !nameWords.includes(word));
  return { ...choice, tier, words: [...nameWords, ...tagWords], nameCount: nameWords.length };
}

/**
 * Reads the build's index (virtual:symbol-index): a line of language codes, then per symbol its emoji, its name in
 * each of those languages, and its keywords (tab-separated).
 */
export function parseIndex(lines: string): SymbolEntry[] {
  const [header = '', ...rows] = lines.split('\n');
  const codes = header.split('\t');
  const entries: SymbolEntry[] = [];
  for (const row of rows) {
    const [emoji, ...fields] = row.split('\t');
    if (!emoji || fields.length !== codes.length + 1) continue;
    const name: Record<string, string> = {};
    codes.forEach((code, at) => {
      if (fields[at]) name[code] = fields[at];
    });
    if (Object.keys(name).length === 0) continue;
    const tags = fields[codes.length];
    entries.push(makeEntry({ symbol: { kind: 'emoji', emoji }, name }, TIER.cldr, tags ? tags.split(' ') : []));
  }
  return entries;
}

// How well a query word matches an entry, best first: a whole name word, a whole keyword, the start of a name word,
// the start of a keyword, inside a word. NONE: not at all.
const NONE = 9;

/**
 * The index turned around, built once for a list of entries: every different word once, with the entries that have
 * it as a name word and as a keyword, and every singular or plural form with the words it is a form of. A keystroke
 * then reads each different word once, not each word of each entry.
 */
interface Vocabulary {
  words: string[];
  names: number[][];
  tags: number[][];
  forms: Map<string, number[]>;
}

const vocabularies = new WeakMap<readonly SymbolEntry[], Vocabulary>();

function vocabularyOf(entries: readonly SymbolEntry[]): Vocabulary {
  const known = vocabularies.get(entries);
  if (known) return known;
  const ids = new Map<string, number>();
  const vocabulary: Vocabulary = { words: [], names: [], tags: [], forms: new Map() };
  entries.forEach((entry, at) => {
    entry.words.forEach((word, i) => {
      let id = ids.get(word);
      if (id === undefined) {
        id = vocabulary.words.push(word) - 1;
        ids.set(word, id);
        vocabulary.names.push([]);
        vocabulary.tags.push([]);
        for (const form of wordForms(word)) {
          const of = vocabulary.forms.get(form);
          if (of) of.push(id);
          else vocabulary.forms.set(form, [id]);
        }
      }
      (i < entry.nameCount ? vocabulary.names : vocabulary.tags)[id]!.push(at);
    });
  });
  vocabularies.set(entries, vocabulary);
  return vocabulary;
}

/** Each entry's best level for one query word. */
function levelsFor(word: string, vocabulary: Vocabulary, count: number): Uint8Array {
  const levels = new Uint8Array(count).fill(NONE);
  const mark = (list: readonly number[], level: number) => {
    for (const at of list) if (levels[at]! > level) levels[at] = level;
  };
  for (const form of wordForms(word)) {
    for (const id of vocabulary.forms.get(form) ?? []) {
      mark(vocabulary.names[id]!, 0);
      mark(vocabulary.tags[id]!, 1);
    }
  }
  vocabulary.words.forEach((candidate, id) => {
    if (candidate.startsWith(word)) {
      mark(vocabulary.names[id]!, 2);
      mark(vocabulary.tags[id]!, 3);
    } else if (candidate.includes(word)) {
      mark(vocabulary.names[id]!, 4);
      mark(vocabulary.tags[id]!, 4);
    }
  });
  return levels;
}

/** The symbol's identity: an emoji with or without U+FE0F is one symbol; a stored image is its media. */
export function choiceKey(symbol: CardSymbol): string {
  return symbol.kind === 'emoji' ? `e:${symbol.emoji.replace(/\uFE0F/g, '')}` : `i:${symbol.mediaId}`;
}

/**
 * The symbols for a query (every word of it must match), best first, each symbol once, at most `limit`. A family's
 * card that matches by whole words or word starts comes before everything else.
 */
export function searchSymbols(query: string, entries: readonly SymbolEntry[], limit = MAX_RESULTS): SymbolChoice[] {
  const words = splitWords(query);
  if (words.length === 0) return [];
  const vocabulary = vocabularyOf(entries);
  // An entry's level is its worst word's: every word of the query must match.
  const levels = new Uint8Array(entries.length);
  for (const word of words) {
    const own = levelsFor(word, vocabulary, entries.length);
    for (let at = 0; at < levels.length; at += 1) if (own[at]! > levels[at]!) levels[at] = own[at]!;
  }
  const ranked: { entry: SymbolEntry; rank: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const level = levels[at]!;
    if (level === NONE) return;
    // Whole words, word starts, inside a word; the kind of word and the entry's source order each of them.
    const pass = level <= 1 ? 0 : level <= 3 ? 1 : 2;
    const family = entry.tier === TIER.family && pass < 2;
    ranked.push({ entry, rank: family ? -1 : pass * 100 + entry.tier * 10 + level, at });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  const seen = new Set<string>();
  const found: SymbolChoice[] = [];
  for (const { entry } of ranked) {
    const key = choiceKey(entry.symbol);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(entry.src ? { symbol: entry.symbol, name: entry.name, src: entry.src } : { symbol: entry.symbol, name: entry.name });
    if (found.length >= limit) break;
  }
  return found;
}
