// The constructor's sentence as React state: the machine bound to speech and the full-screen card. The words
// are kept as keys, so the strip and the spoken sentence follow a change of language.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLang } from '@/app/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { COMMON_WORD_IDS, CONSTRUCTOR_GROUPS, lastPerson, sentenceKey, sentenceWord, wordText, type ConstructorWord, type Person } from '@/content/constructor';
import { withConnectives } from '@/content/connectives';
import type { Lang } from '@/i18n/language';
import { preloadSpeech, speak, stopAll } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';
import { constructorMachine } from '@machines/constructor';

export const CONSTRUCTOR_MODE = 'constructor';
/** Shown large above the sentence's own emojis: someone is speaking. */
const SENTENCE_SYMBOL = '💬';
/** Spec 000 §9 preloads after the first paint; the same pause as the other screens' word preloading. */
const PRELOAD_DELAY_MS = 1000;

interface StripWord {
  key: string;
  text: string;
  emoji: string;
}

export interface Sentence {
  words: readonly StripWord[];
  /** What Play says, with connectives ("Eu preciso de água"). */
  text: string;
  /** The person whose verb forms are offered: the last chosen pronoun's. */
  person: Person;
  playing: boolean;
  add: (word: ConstructorWord) => void;
  remove: (index: number) => void;
  clear: () => void;
  togglePlay: () => void;
}

export function useSentence(uppercase: boolean): Sentence {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  const actor = useActorRef(constructorMachine, { input: {} });
  const keys = useSelector(actor, (snapshot) => snapshot.context.words);
  const playing = useSelector(actor, (snapshot) => snapshot.matches('playing'));

  const words = useMemo(() => stripWords(keys, lang), [keys, lang]);
  const text = useMemo(() => withConnectives(words.map((word) => word.text), lang), [words, lang]);
  const person = lastPerson(keys);

  useEffect(() => {
    const subscriptions = [
      actor.on('stop', () => stopAll()),
      actor.on('open', ({ sentence }) =>
        fullScreen.show({ label: sentence.text, symbol: SENTENCE_SYMBOL, emojiSequence: sentence.emojiSequence, uppercase }),
      ),
      actor.on('speak', ({ text: said, play }) => {
        const ended = () => actor.send({ type: 'ENDED', play });
        // A failure is shown by the app-wide speech message; either way the sentence is no longer playing.
        speak(said, { lang, kind: 'constructorWord' }).then(ended, ended);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, fullScreen, lang, uppercase]);

  useEffect(() => () => stopAll(), []);

  useEffect(() => preloadSpeech(commonWords(lang), { lang, kind: 'constructorWord' }, PRELOAD_DELAY_MS), [lang]);

  const add = useCallback(
    (word: ConstructorWord) => {
      actor.send({ type: 'ADD', word: sentenceKey(word, person) });
      void recordCardUsage({ cardId: word.id, label: wordText(word, lang, person), mode: CONSTRUCTOR_MODE, lang });
    },
    [actor, person, lang],
  );

  return {
    words,
    text,
    person,
    playing,
    add,
    remove: (index) => actor.send({ type: 'REMOVE', index }),
    clear: () => actor.send({ type: 'CLEAR' }),
    togglePlay: () =>
      actor.send(playing ? { type: 'STOP' } : { type: 'PLAY', sentence: { text, emojiSequence: words.map((word) => word.emoji) } }),
  };
}

function stripWords(keys: readonly string[], lang: Lang): StripWord[] {
  // Every key comes from the vocabulary; the fallback only keeps indices aligned with the machine's list.
  return keys.map((key) => {
    const found = sentenceWord(key, lang);
    return found ? { key, text: found.text, emoji: found.word.emoji } : { key, text: key, emoji: '' };
  });
}

function commonWords(lang: Lang): string[] {
  const all = CONSTRUCTOR_GROUPS.flatMap((group) => group.words);
  return COMMON_WORD_IDS.flatMap((id) => {
    const word = all.find((w) => w.id === id);
    return word ? [word.label[lang]] : [];
  });
}
