// Owns: the typing mode's prediction on the screen (issue 25) — the bundled model of the language (loaded with this
// screen only, then kept by the service worker for offline use), what the user said (learned, saved as they speak),
// the words of their own boards, and the suggestions for the text as it is now: whole sentences first (issue 38: the
// sentences this person said, their saved phrases, their boards' labels and Inclusive City's phrases, by their start
// or their initial letters), then words.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang } from '@/i18n/language';
import MODEL_FILES from 'virtual:language-models';
import { readCardPhrases, readCardWords } from '@/boards/card-words';
import { cityPhrases } from '@/inclusive-city';
import { emptyLearned, learn, parseModel, wordKey, type LanguageModel, type Learned } from './predict';
import { knownSentences, sentencesOf, withSentence, type SaidSentence } from './sentences';
import { suggest, type SentenceOptions } from './suggest';
import { forgetLearned, readLearned, readSentences, saveLearned, saveSentences } from './store';

export type ModelStatus = 'loading' | 'ready' | 'failed';

const models = new Map<Lang, Promise<LanguageModel>>();

function loadModel(lang: Lang): Promise<LanguageModel> {
  let model = models.get(lang);
  if (!model) {
    // Every language has its model (languages.test.ts); another language's would suggest the wrong words.
    const load = MODEL_FILES[lang];
    const file = load ? load() : Promise.reject(new Error(`No word model for ${lang}`));
    model = file.then(({ default: text }) => parseModel(text));
    // A failed load (offline before the file was ever kept) is tried again the next time the screen opens.
    model.catch(() => models.delete(lang));
    models.set(lang, model);
  }
  return model;
}

/** One keystroke's prediction, measured for `npm run bench` (its time at 1× and 4× CPU): only a timing is recorded. */
function measuredSuggest(...args: Parameters<typeof suggest>): ReturnType<typeof suggest> {
  const start = performance.now();
  const found = suggest(...args);
  performance.measure('aceno:predict', { start, detail: { length: args[3].length } });
  return found;
}

export interface Prediction {
  status: ModelStatus;
  suggestions: string[];
  /** The suggestions that are whole sentences: chosen, they take the place of the sentence being typed. */
  sentences: ReadonlySet<string>;
  /** The stored learned words could not be read and were dropped. */
  damaged: boolean;
  /** Learns a text the user has said, and keeps it. */
  learnFrom: (text: string) => void;
  forget: () => Promise<void>;
}

interface Loaded {
  lang: Lang;
  model: LanguageModel | null;
  failed: boolean;
}

interface Own {
  lang: Lang;
  learned: Learned;
  said: SaidSentence[];
  damaged: boolean;
  words: ReadonlyMap<string, string>;
  phrases: readonly string[];
  /** When these were read or last learned: the moment the sentences' weights are reckoned at. */
  at: number;
}

const NO_SENTENCES: ReadonlySet<string> = new Set();
const NO_SAVED: readonly string[] = [];

/** `saved`: the phrases this person saved ("Minhas frases"), known sentences too. */
export function usePrediction(lang: Lang, text: string, max: number, { initialLetters = true, abbreviation = false, saved = NO_SAVED }: Partial<SentenceOptions> & { saved?: readonly string[] } = {}): Prediction {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [own, setOwn] = useState<Own>({ lang, learned: emptyLearned(), said: [], damaged: false, words: new Map(), phrases: [], at: 0 });

  useEffect(() => {
    let live = true;
    loadModel(lang).then(
      (model) => live && setLoaded({ lang, model, failed: false }),
      () => live && setLoaded({ lang, model: null, failed: true }),
    );
    void Promise.all([
      readLearned(lang),
      readSentences(lang),
      readCardWords(lang, wordKey).catch(() => new Map<string, string>()),
      readCardPhrases(lang).catch(() => [] as string[]),
    ]).then(([{ learned, damaged }, sentences, words, cardPhrases]) => {
      if (live) setOwn({ lang, learned, said: sentences.sentences, damaged: damaged || sentences.damaged, words, phrases: [...cardPhrases, ...cityPhrases(lang)], at: Date.now() });
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const model = loaded?.lang === lang ? loaded.model : null;
  const status: ModelStatus = loaded?.lang !== lang ? 'loading' : loaded.failed ? 'failed' : 'ready';
  const learned = own.lang === lang ? own.learned : null;
  const words = own.words;
  // This person's saved phrases weigh as sentences said once; the app's and the boards' as built-in.
  const known = useMemo(
    () => knownSentences([...own.said, ...saved.map((phrase) => ({ text: phrase, count: 1, at: own.at }))], own.phrases, own.at),
    [own.said, own.phrases, own.at, saved],
  );
  const found = useMemo(
    () => (model && learned ? measuredSuggest(model, learned, known, text, max, words, { initialLetters, abbreviation }) : { suggestions: [], sentences: NO_SENTENCES }),
    [model, learned, known, text, max, words, initialLetters, abbreviation],
  );

  const learnFrom = useCallback(
    (said: string) => {
      setOwn((current) => {
        if (current.lang !== lang) return current;
        const now = Date.now();
        const next = learn({ words: new Map(current.learned.words), pairs: new Map(current.learned.pairs) }, said, now);
        const sentences = sentencesOf(said).reduce((history, sentence) => withSentence(history, sentence, now), current.said);
        // A full storage is reported by the store; the words stay learned for this visit.
        void saveLearned(lang, next);
        void saveSentences(lang, sentences);
        return { ...current, learned: next, said: sentences, at: now };
      });
    },
    [lang],
  );

  const forget = useCallback(async () => {
    setOwn((current) => ({ ...current, learned: emptyLearned(), said: [], damaged: false }));
    await forgetLearned();
  }, []);

  return { status, suggestions: found.suggestions, sentences: found.sentences, damaged: own.lang === lang && own.damaged, learnFrom, forget };
}
