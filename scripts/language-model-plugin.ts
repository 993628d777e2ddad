// Owns: building the typing mode's language models at build time (issue 25), one file per language, loaded with
// that screen only (virtual:language-model/<code>, found through virtual:language-models; src/typing/predict.ts reads
// them). What a language's model is made of is its src/languages/<code>/model.json.
//
// Words: the most used words of film and TV subtitles, from OPUS OpenSubtitles 2024 (ODC-BY, Helsinki-NLP), as the
// @zxcvbn-ts/language-* packages ship them (MIT), ranked by use. No package on the registry ships openly licensed
// word pairs for these languages, so the pairs are counted here from the app's own sentences (Inclusive City's
// phrases and the sentence puzzle's), which are the project's own text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { foldText } from '../src/i18n/text.ts';
import type { PuzzleWords } from '../src/activities/puzzle/sentences.ts';
import type { CityWords } from '../src/inclusive-city/content.ts';

type Lang = string;
const PREFIX = 'virtual:language-model/';
const LOADERS = 'virtual:language-models';

/** A language's model.json: where its words come from and what is done to them. */
interface ModelWords {
  /** The package whose src/commonWords.json lists the language's words, most used first. */
  package: string;
  /**
   * The lists leave out one-letter words (and split English "I'm" into "'m"): these go back in at about the rank
   * subtitles give them. An estimate, not a count.
   */
  shortWords: readonly (readonly [word: string, rank: number])[];
  /**
   * Swearing the subtitles are full of: never offered unasked. A user who says one of these has it learned and
   * offered like any word they say (their words are their own); the bundled model only leaves them out.
   */
  unasked: readonly string[];
  /** A pattern of the first halves of negatives the list splits ("don" of "don't"): they get their "n't" back. */
  negatives?: string;
  /** Contractions the list also writes without their apostrophe: typing "dont" offers "don't" anyway. */
  withoutApostrophe?: readonly string[];
  /**
   * Spellings that differ from a more used one by an accent only and are words of their own (Spanish "qué" beside
   * "que", Portuguese "esta" beside "está"): offered beside it. Every other such spelling is merged into the most used.
   */
  variants?: readonly string[];
}

function modelWords(lang: Lang, root: string): ModelWords {
  return JSON.parse(readFileSync(join(root, 'src/languages', lang, 'model.json'), 'utf8')) as ModelWords;
}

/** The languages that have a model. */
export function modelLanguages(root: string): string[] {
  const folder = join(root, 'src/languages');
  return readdirSync(folder).filter((lang) => existsSync(join(folder, lang, 'model.json'))).sort();
}

/** How many of the most used words the model keeps. */
export const MODEL_WORDS = 30_000;

const WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const key = (word: string) => foldText(word).replace(/['’]/g, '');

/** The app's own sentences in a language: the pairs of words are counted from these. */
export function ownSentences(lang: Lang, root = process.cwd()): string[] {
  const words = JSON.parse(readFileSync(join(root, 'src/languages', lang, 'city.json'), 'utf8')) as CityWords;
  const city = [...Object.values(words.phrases).flatMap((phrases) => Object.values(phrases)), ...Object.values(words.generic)];
  const puzzlePath = join(root, 'src/languages', lang, 'puzzle.json');
  const puzzle = existsSync(puzzlePath) ? Object.values((JSON.parse(readFileSync(puzzlePath, 'utf8')) as PuzzleWords).sentences).flat() : [];
  return [...city, ...puzzle];
}

/** The most used words, cleaned: only words (letters, an inner apostrophe or hyphen), English negatives whole. */
export function rankedWords(lang: Lang, root: string, limit = MODEL_WORDS): string[] {
  const model = modelWords(lang, root);
  const list = JSON.parse(readFileSync(join(root, 'node_modules', model.package, 'src/commonWords.json'), 'utf8')) as unknown[];
  const negative = model.negatives ? new RegExp(model.negatives) : null;
  const unasked = new Set(model.unasked);
  const withoutApostrophe = new Set(model.withoutApostrophe ?? []);
  const words: string[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const word = negative?.test(item) ? `${item}'t` : item;
    if (!WORD.test(word) || word.length > 30 || seen.has(word) || unasked.has(word) || withoutApostrophe.has(word)) continue;
    seen.add(word);
    words.push(word);
    if (words.length >= limit) break;
  }
  for (const [word, rank] of model.shortWords) {
    const at = words.indexOf(word);
    if (at >= 0) words.splice(at, 1);
    words.splice(rank, 0, word);
  }
  return words.slice(0, limit);
}

/**
 * The model file: the words on the first line, most used first; then "S j:c …", the words that start a sentence; then
 * "i j:c j:c …" for the words that follow i.
 */
export function buildModel(lang: Lang, root: string, limit = MODEL_WORDS): string {
  const words = rankedWords(lang, root, limit);
  const sentences = ownSentences(lang, root);
  const index = new Map<string, number>();
  words.forEach((word, i) => {
    if (!index.has(key(word))) index.set(key(word), i);
  });
  const indexOf = (word: string): number => {
    const k = key(word);
    let i = index.get(k);
    if (i === undefined) {
      // A word of the app's own sentences that the subtitles lack is known too, as the least used.
      i = words.push(word.toLowerCase()) - 1;
      index.set(k, i);
    }
    return i;
  };
  const pairs = new Map<number, Map<number, number>>();
  const starts = new Map<number, number>();
  for (const sentence of sentences) {
    for (const [p, part] of sentence.split(/[.!?,;:]+/).entries()) {
      const tokens = (part.match(TOKEN) ?? []).filter((token) => WORD.test(token)).map(indexOf);
      if (p === 0 && tokens[0] !== undefined) starts.set(tokens[0], (starts.get(tokens[0]) ?? 0) + 1);
      for (let t = 1; t < tokens.length; t += 1) {
        const followers = pairs.get(tokens[t - 1]!) ?? new Map<number, number>();
        followers.set(tokens[t]!, (followers.get(tokens[t]!) ?? 0) + 1);
        pairs.set(tokens[t - 1]!, followers);
      }
    }
  }
  const lines = [words.join(' '), ['S', ...[...starts].map(([to, count]) => `${to}:${count}`)].join(' ')];
  const variants = (modelWords(lang, root).variants ?? []).map((word) => words.indexOf(word)).filter((at) => at >= 0);
  if (variants.length > 0) lines.push(['V', ...variants].join(' '));
  for (const [from, followers] of [...pairs].sort((a, b) => a[0] - b[0])) {
    lines.push([from, ...[...followers].map(([to, count]) => `${to}:${count}`)].join(' '));
  }
  return lines.join('\n');
}

export function languageModels(): Plugin {
  let root = process.cwd();
  const built = new Map<Lang, string>();
  return {
    name: 'aceno-language-models',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === LOADERS ? `\0${id}` : null;
    },
    load(id) {
      // Each language's model, loaded on demand: { pt: () => import('virtual:language-model/pt'), … }.
      if (id === `\0${LOADERS}`) {
        const loaders = modelLanguages(root).map((lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(PREFIX + lang)}),`);
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      if (!modelLanguages(root).includes(lang)) return null;
      if (!built.has(lang)) built.set(lang, buildModel(lang, root));
      return `export default ${JSON.stringify(built.get(lang))};\n`;
    },
  };
}
