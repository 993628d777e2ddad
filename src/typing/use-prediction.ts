// Owns: the typing mode's prediction on the screen (issue 25) — the bundled model of the language (loaded with this
// screen only, then kept by the service worker for offline use), what the user said (learned, saved as they speak),
// the words of their own boards, and the suggestions for the text as it is now.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang } from '@/i18n/language';
import { readCardWords } from '@/boards/card-words';
import { emptyLearned, learn, parseModel, predict, wordKey, type LanguageModel, type Learned } from './predict';
import { forgetLearned, readLearned, saveLearned } from './store';

export type ModelStatus = 'loading' | 'ready' | 'failed';

const models = new Map<Lang, Promise<LanguageModel>>();

function loadModel(lang: Lang): Promise<LanguageModel> {
  let model = models.get(lang);
  if (!model) {
    const file = lang === 'pt' ? import('virtual:language-model/pt') : import('virtual:language-model/en');
    model = file.then(({ default: text }) => parseModel(text));
    // A failed load (offline before the file was ever kept) is tried again the next time the screen opens.
    model.catch(() => models.delete(lang));
    models.set(lang, model);
  }
  return model;
}

/** One keystroke's prediction, measured for `npm run bench` (its time at 1× and 4× CPU): only a timing is recorded. */
function measuredPredict(model: LanguageModel, learned: Learned, text: string, max: number, extra: ReadonlyMap<string, string>): string[] {
  const start = performance.now();
  const found = predict(model, learned, text, { max, extra });
  performance.measure('aceno:predict', { start, detail: { length: text.length } });
  return found;
}

export interface Prediction {
  status: ModelStatus;
  suggestions: string[];
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
  damaged: boolean;
  words: ReadonlyMap<string, string>;
}

export function usePrediction(lang: Lang, text: string, max: number): Prediction {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [own, setOwn] = useState<Own>({ lang, learned: emptyLearned(), damaged: false, words: new Map() });

  useEffect(() => {
    let live = true;
    loadModel(lang).then(
      (model) => live && setLoaded({ lang, model, failed: false }),
      () => live && setLoaded({ lang, model: null, failed: true }),
    );
    void Promise.all([readLearned(lang), readCardWords(lang, wordKey).catch(() => new Map<string, string>())]).then(([{ learned, damaged }, words]) => {
      if (live) setOwn({ lang, learned, damaged, words });
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const model = loaded?.lang === lang ? loaded.model : null;
  const status: ModelStatus = loaded?.lang !== lang ? 'loading' : loaded.failed ? 'failed' : 'ready';
  const learned = own.lang === lang ? own.learned : null;
  const words = own.words;
  const suggestions = useMemo(() => (model && learned ? measuredPredict(model, learned, text, max, words) : []), [model, learned, text, max, words]);

  const learnFrom = useCallback(
    (said: string) => {
      setOwn((current) => {
        if (current.lang !== lang) return current;
        const next = learn({ words: new Map(current.learned.words), pairs: new Map(current.learned.pairs) }, said, Date.now());
        // A full storage is reported by the store; the words stay learned for this visit.
        void saveLearned(lang, next);
        return { ...current, learned: next };
      });
    },
    [lang],
  );

  const forget = useCallback(async () => {
    setOwn((current) => ({ ...current, learned: emptyLearned(), damaged: false }));
    await forgetLearned();
  }, []);

  return { status, suggestions, damaged: own.lang === lang && own.damaged, learnFrom, forget };
}
