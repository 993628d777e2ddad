// Owns: the typing mode's own data on this device (issue 25) — its options, the message being typed (the draft),
// what the user has said (learned words and pairs, and the sentences said, per language) and the last texts said. All are settings rows, so
// they travel in the backup and never to a backend. A damaged row is dropped with a notice, never a crash.
// Not: ranking (predict.ts) nor the screen.
import { z } from '@/config/zod';
import { LANGUAGES, type Lang } from '@/i18n/language';
import { createSettingStore } from '@/storage/setting-store';
import { readSetting, writeSetting } from '@/storage/store';
import { LAYOUTS } from './layouts';
import { MAX_MESSAGE } from './editing';
import { emptyLearned, type Learned } from './predict';
import { MAX_SENTENCE, SENTENCE_HISTORY_SIZE, type SaidSentence } from './sentences';

/** Reads a row as it is: each reader below checks it itself. */
const anything = (_value: unknown): _value is unknown => true;

export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 8;
/** The message's text sizes, from the smallest. */
export const FONT_SIZES = ['normal', 'large', 'larger'] as const;
/** Texts kept in the history of what was said. */
export const HISTORY_SIZE = 50;
/** The most words and word pairs kept as learned: the least used and oldest go first. */
export const MAX_LEARNED_WORDS = 5000;
export const MAX_LEARNED_PAIRS = 10000;

const optionsSchema = z.object({
  layout: z.enum(LAYOUTS),
  suggestions: z.int().check(z.minimum(MIN_SUGGESTIONS), z.maximum(MAX_SUGGESTIONS)),
  largerKeys: z.boolean(),
  fontSize: z.enum(FONT_SIZES),
  echoWords: z.boolean(),
  echoLetters: z.boolean(),
  speakAtFullStop: z.boolean(),
  /** A whole sentence chosen from the suggestions is said at once (besides being put in the message). */
  sentenceSays: z.boolean(),
  /** Initial letters typed as one word ("qiab") are offered as the sentence they begin. */
  initialLetters: z.boolean(),
});
export type TypingOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: TypingOptions = {
  layout: 'qwerty',
  suggestions: 6,
  largerKeys: false,
  fontSize: 'large',
  echoWords: false,
  echoLetters: false,
  speakAtFullStop: false,
  sentenceSays: false,
  initialLetters: true,
};

/** Each option is read on its own: one bad value falls back alone, the others are kept. */
function parseOptions(stored: unknown): TypingOptions | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const options = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof TypingOptions)[]) {
    const candidate = { ...options, [key]: (stored as Record<string, unknown>)[key] };
    if (optionsSchema.safeParse(candidate).success) Object.assign(options, candidate);
  }
  return options;
}

export const typingOptions = createSettingStore<TypingOptions>('typing-options', parseOptions, DEFAULT_OPTIONS);

const DRAFT_KEY = 'typing-draft';
const draftSchema = z.string().check(z.maxLength(MAX_MESSAGE));

export async function readDraft(): Promise<string> {
  const stored = await readSetting<unknown>(DRAFT_KEY, anything, '');
  return draftSchema.safeParse(stored).success ? (stored as string) : '';
}

export function saveDraft(text: string): Promise<void> {
  return writeSetting(DRAFT_KEY, text);
}

// Learned words: [key, word, count, at] and pairs: ["key key", count, at], in one row per language.
const learnedSchema = z.object({
  words: z.array(z.tuple([z.string().check(z.maxLength(60)), z.string().check(z.maxLength(60)), z.number().check(z.positive()), z.number()])),
  pairs: z.array(z.tuple([z.string().check(z.maxLength(121)), z.number().check(z.positive()), z.number()])),
});

const learnedKey = (lang: Lang) => `typing-learned-${lang}`;

export interface LearnedRead {
  learned: Learned;
  /** What was stored could not be read: it was dropped (the screen says so once). */
  damaged: boolean;
}

export async function readLearned(lang: Lang): Promise<LearnedRead> {
  const stored = await readSetting<unknown>(learnedKey(lang), anything, undefined);
  if (stored === undefined) return { learned: emptyLearned(), damaged: false };
  const parsed = learnedSchema.safeParse(stored);
  if (!parsed.success) return { learned: emptyLearned(), damaged: true };
  return {
    learned: {
      words: new Map(parsed.data.words.map(([key, word, count, at]) => [key, { word, count, at }])),
      pairs: new Map(parsed.data.pairs.map(([pair, count, at]) => [pair, { count, at }])),
    },
    damaged: false,
  };
}

/** Keeps the most used and latest entries when there are too many: count, then the most recent. */
function keepBest<T extends { count: number; at: number }>(entries: [string, T][], max: number): [string, T][] {
  if (entries.length <= max) return entries;
  return [...entries].sort((a, b) => b[1].count - a[1].count || b[1].at - a[1].at).slice(0, max);
}

export function saveLearned(lang: Lang, learned: Learned): Promise<void> {
  return writeSetting(learnedKey(lang), {
    words: keepBest([...learned.words], MAX_LEARNED_WORDS).map(([key, { word, count, at }]) => [key, word, count, at]),
    pairs: keepBest([...learned.pairs], MAX_LEARNED_PAIRS).map(([pair, { count, at }]) => [pair, count, at]),
  });
}

// The sentences said, for sentence prediction: [text, count, at], newest first, in one row per language.
const sentencesSchema = z.array(z.tuple([z.string().check(z.minLength(1), z.maxLength(MAX_SENTENCE)), z.number().check(z.positive()), z.number()]));
const sentencesKey = (lang: Lang) => `typing-sentences-${lang}`;

export interface SentencesRead {
  sentences: SaidSentence[];
  /** What was stored could not be read: it was dropped (the screen says so once). */
  damaged: boolean;
}

export async function readSentences(lang: Lang): Promise<SentencesRead> {
  const stored = await readSetting<unknown>(sentencesKey(lang), anything, undefined);
  if (stored === undefined) return { sentences: [], damaged: false };
  const parsed = sentencesSchema.safeParse(stored);
  if (!parsed.success) return { sentences: [], damaged: true };
  // More than this version keeps (a backup from a later one): the newest are kept.
  return { sentences: parsed.data.slice(0, SENTENCE_HISTORY_SIZE).map(([text, count, at]) => ({ text, count, at })), damaged: false };
}

export function saveSentences(lang: Lang, sentences: readonly SaidSentence[]): Promise<void> {
  return writeSetting(
    sentencesKey(lang),
    sentences.slice(0, SENTENCE_HISTORY_SIZE).map(({ text, count, at }) => [text, count, at]),
  );
}

/** "Forget what was learned": every language's learned words, pairs and sentences. */
export async function forgetLearned(): Promise<void> {
  await Promise.all(LANGUAGES.flatMap((lang) => [writeSetting(learnedKey(lang), { words: [], pairs: [] }), writeSetting(sentencesKey(lang), [])]));
}

export interface SaidText {
  text: string;
  lang: Lang;
  at: number;
}

const HISTORY_KEY = 'typing-history';
const historySchema = z.array(z.object({ text: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE)), lang: z.string().check(z.regex(/^[a-z]{2,3}$/)), at: z.number() }));

export async function readHistory(): Promise<SaidText[]> {
  const stored = await readSetting<unknown>(HISTORY_KEY, anything, []);
  const parsed = historySchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/** Puts a text said at the top of the history (once: said again, it moves up), keeping the last HISTORY_SIZE. */
export function withSaid(history: readonly SaidText[], said: SaidText): SaidText[] {
  return [said, ...history.filter((item) => item.text !== said.text || item.lang !== said.lang)].slice(0, HISTORY_SIZE);
}

export function saveHistory(history: readonly SaidText[]): Promise<void> {
  return writeSetting(HISTORY_KEY, history);
}
