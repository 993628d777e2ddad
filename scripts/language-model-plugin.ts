// Owns: building the typing mode's language models at build time (issue 25), one file per language, loaded with
// that screen only (virtual:language-model/pt, virtual:language-model/en; src/typing/predict.ts reads them).
//
// Words: the most used words of film and TV subtitles, from OPUS OpenSubtitles 2024 (ODC-BY, Helsinki-NLP), as the
// @zxcvbn-ts/language-pt-br and @zxcvbn-ts/language-en packages ship them (MIT), ranked by use. No package on the
// registry ships openly licensed word pairs for Portuguese, so the pairs are counted here from the app's own
// sentences (Inclusive City's phrases and the sentence puzzle's), which are the project's own text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SENTENCE_POOLS } from '../src/activities/puzzle/sentences.ts';
import { foldText } from '../src/i18n/text.ts';
import { CITY_BLOCKS, GENERIC_BLOCKS } from '../src/inclusive-city/content.ts';

type Lang = 'pt' | 'en';
const PACKAGE: Record<Lang, string> = { pt: '@zxcvbn-ts/language-pt-br', en: '@zxcvbn-ts/language-en' };
const PREFIX = 'virtual:language-model/';

/** How many of the most used words the model keeps. */
export const MODEL_WORDS = 30_000;

const WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// The subtitles' English splits "don't" into "don" and "'t": a negative's first half gets its "n't" back.
const NEGATIVE = /^(do|does|did|is|was|are|were|has|have|had|could|would|should|must|need|might|ai|wo)n$/;

const key = (word: string) => foldText(word).replace(/['’]/g, '');

/** The app's own sentences in a language: the pairs of words are counted from these. */
export function ownSentences(lang: Lang): string[] {
  const city = [...Object.values(CITY_BLOCKS).flat(), ...GENERIC_BLOCKS].map((block) => block.text[lang]);
  const puzzle = Object.values(SENTENCE_POOLS[lang]).flat();
  return [...city, ...puzzle];
}

/**
 * The lists leave out one-letter words and split English "I'm" into "'m": the words of one letter (and "I" with its
 * contractions, always in capitals) go back in at about the rank subtitles give them. An estimate, not a count.
 */
const SHORT_WORDS: Record<Lang, readonly [word: string, rank: number][]> = {
  pt: [['é', 2], ['a', 3], ['o', 4], ['e', 5], ['à', 60]],
  en: [
    ['I', 1], ['a', 4], ["it's", 15], ["I'm", 20], ["that's", 40], ["you're", 45], ["can't", 60], ["what's", 70], ["I'll", 80],
    ["let's", 90], ["he's", 100], ["we're", 110], ["there's", 120], ["I've", 150], ["she's", 160], ["they're", 170], ["I'd", 200], ["won't", 250],
  ],
};

/**
 * Swearing the subtitles are full of: never offered unasked. A user who says one of these has it learned and offered
 * like any word they say (their words are their own); the bundled model only leaves them out.
 */
const UNASKED: Record<Lang, ReadonlySet<string>> = {
  pt: new Set(['porra', 'caralho', 'merda', 'puta', 'putas', 'foda', 'foder', 'fodase', 'foda-se', 'fodido', 'cacete', 'buceta', 'cu', 'cuzão', 'viado', 'piranha', 'bosta', 'arrombado', 'babaca', 'vadia', 'desgraçado', 'filho-da-puta']),
  en: new Set(['fuck', 'fucking', 'fucked', 'fucker', 'fuckin', 'motherfucker', 'shit', 'bullshit', 'bitch', 'bitches', 'bastard', 'asshole', 'dick', 'cock', 'pussy', 'cunt', 'whore', 'slut', 'goddamn']),
};

/** Contractions the subtitles also write without their apostrophe: typing "dont" offers "don't" anyway. */
const WITHOUT_APOSTROPHE = new Set(['cant', 'dont', 'wont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'arent', 'werent', 'couldnt', 'wouldnt', 'shouldnt', 'havent', 'hasnt', 'hadnt', 'im', 'ive', 'youre', 'youve', 'theyre', 'thats', 'whats', 'theyve', 'weve', 'youll', 'theyll', 'itll', 'hes', 'shes']);

/** The most used words, cleaned: only words (letters, an inner apostrophe or hyphen), English negatives whole. */
export function rankedWords(lang: Lang, root: string, limit = MODEL_WORDS): string[] {
  const list = JSON.parse(readFileSync(join(root, 'node_modules', PACKAGE[lang], 'src/commonWords.json'), 'utf8')) as unknown[];
  const words: string[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const word = lang === 'en' && NEGATIVE.test(item) ? `${item}'t` : item;
    if (!WORD.test(word) || word.length > 30 || seen.has(word) || UNASKED[lang].has(word) || (lang === 'en' && WITHOUT_APOSTROPHE.has(word))) continue;
    seen.add(word);
    words.push(word);
    if (words.length >= limit) break;
  }
  for (const [word, rank] of SHORT_WORDS[lang]) {
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
  for (const sentence of ownSentences(lang)) {
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
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      if (lang !== 'pt' && lang !== 'en') return null;
      if (!built.has(lang)) built.set(lang, buildModel(lang, root));
      return `export default ${JSON.stringify(built.get(lang))};\n`;
    },
  };
}
