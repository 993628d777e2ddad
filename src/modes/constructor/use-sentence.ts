// The constructor's sentence as React state: the machine bound to speech and the full-screen card. The words
// are kept as keys, so the strip and the spoken sentence follow a change of language.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLang } from '@/i18n/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { symbolSource } from '@/boards/card-text';
import type { CardRow } from '@/boards/model';
import { countCardUse } from '@/boards/store';
import { COMMON_WORD_IDS } from '@/boards/vocabulary/constructor';
import { withConnectives } from '@/modes/constructor/connectives';
import type { Lang } from '@/i18n/language';
import { preloadSpeech, speak, stopAll } from '@/speech/speech';
import { takeActivation } from '@/input/activation';
import { markLastUsageUndone, recordCardUsage } from '@/storage/card-usage';
import { UNDO_MS } from '@/storage/undo';
import { constructorMachine } from '@machines/constructor';
import { lastPerson, sentenceKey, sentenceWord, wordText, type CardsById, type Person } from './words';

export const CONSTRUCTOR_MODE = 'constructor';
/** Shown large above the sentence's own emojis: someone is speaking. */
const SENTENCE_SYMBOL = '💬';
/** A word spelled with a board file's +letters cards is kept as its letters after this prefix. */
const SPELLED = 'spelled:';
/** Shown for a spelled word, which has no card of its own. */
const SPELLED_SYMBOL = '🔤';
const spelledText = (key: string | undefined): string | null => (key?.startsWith(SPELLED) ? key.slice(SPELLED.length) : null);
/** Spec 000 §9 preloads after the first paint; the same pause as the other screens' word preloading. */
const PRELOAD_DELAY_MS = 1000;

interface StripWord {
  key: string;
  text: string;
  /** null: a word of a card without a picture. */
  emoji: string | null;
}

export interface Sentence {
  words: readonly StripWord[];
  /** What Play says, with connectives ("Eu preciso de água"). */
  text: string;
  /** The person whose verb forms are offered: the last chosen pronoun's. */
  person: Person;
  playing: boolean;
  add: (card: CardRow) => void;
  /** A board file's action card (:clear, :backspace, :space, +letters): done here; false for any other card. */
  act: (card: CardRow) => boolean;
  remove: (index: number) => void;
  clear: () => void;
  togglePlay: () => void;
}

/** The board the words come from: its cards by id, its own images, and its id (uses are counted there). */
export interface SentenceBoard {
  id: string | undefined;
  cards: CardsById;
  images: ReadonlyMap<string, string>;
}

export function useSentence(uppercase: boolean, board: SentenceBoard): Sentence {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  const actor = useActorRef(constructorMachine, { input: {} });
  const keys = useSelector(actor, (snapshot) => snapshot.context.words);
  const playing = useSelector(actor, (snapshot) => snapshot.matches('playing'));

  const { cards, images, id: boardId } = board;
  const words = useMemo(() => stripWords(keys, lang, cards, images), [keys, lang, cards, images]);
  const text = useMemo(() => withConnectives(words.map((word) => word.text), lang), [words, lang]);
  const person = lastPerson(keys, cards);
  /** When the last word was added. */
  const addedAt = useRef(0);
  /** The last word is being spelled: the next +letters card adds to it (until a word or :space ends it). */
  const spelling = useRef(false);

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

  const common = commonWords(lang, cards).join('\n');
  useEffect(() => preloadSpeech(common ? common.split('\n') : [], { lang, kind: 'constructorWord' }, PRELOAD_DELAY_MS), [common, lang]);

  const add = useCallback(
    (card: CardRow) => {
      const activation = takeActivation();
      actor.send({ type: 'ADD', word: sentenceKey(card, person) });
      spelling.current = false;
      addedAt.current = Date.now();
      void recordCardUsage({ cardId: card.id, label: wordText(card, lang, person), mode: CONSTRUCTOR_MODE, lang, ...activation, ...(boardId ? { boardId } : {}) });
      if (boardId) void countCardUse(boardId, card.id);
    },
    [actor, person, lang, boardId],
  );

  const act = useCallback(
    (card: CardRow): boolean => {
      const action = card.action;
      const lastIndex = keys.length - 1;
      const last = keys[lastIndex];
      if (action === ':clear') {
        spelling.current = false;
        actor.send({ type: 'CLEAR' });
        return true;
      }
      if (action === ':space') {
        spelling.current = false;
        return true;
      }
      if (action === ':backspace') {
        if (last === undefined) return true;
        const spelled = spelledText(last);
        actor.send({ type: 'REMOVE', index: lastIndex });
        // A spelled word loses its last letter; any other word goes, and the next letters start a word of their own.
        if (spelled !== null && [...spelled].length > 1) actor.send({ type: 'ADD', word: SPELLED + [...spelled].slice(0, -1).join('') });
        else spelling.current = false;
        return true;
      }
      if (action?.startsWith('+') && action.length > 1) {
        const before = spelling.current ? spelledText(last) : null;
        if (before !== null) actor.send({ type: 'REMOVE', index: lastIndex });
        actor.send({ type: 'ADD', word: SPELLED + (before ?? '') + action.slice(1) });
        spelling.current = true;
        return true;
      }
      return false;
    },
    [actor, keys],
  );

  return {
    words,
    text,
    person,
    playing,
    add,
    act,
    remove: (index) => {
      // The word just added, removed at once: that choice is taken back.
      if (index === keys.length - 1 && Date.now() - addedAt.current <= UNDO_MS) void markLastUsageUndone();
      if (index === keys.length - 1) spelling.current = false;
      actor.send({ type: 'REMOVE', index });
    },
    clear: () => {
      spelling.current = false;
      actor.send({ type: 'CLEAR' });
    },
    togglePlay: () =>
      actor.send(playing ? { type: 'STOP' } : { type: 'PLAY', sentence: { text, emojiSequence: words.map((word) => word.emoji) } }),
  };
}

function stripWords(keys: readonly string[], lang: Lang, cards: CardsById, images: ReadonlyMap<string, string>): StripWord[] {
  // A word removed from the board in another tab keeps its place (and its key) so indices match the machine's list.
  return keys.map((key) => {
    const spelled = spelledText(key);
    if (spelled !== null) return { key, text: spelled, emoji: SPELLED_SYMBOL };
    const found = sentenceWord(key, lang, cards);
    return found ? { key, text: found.text, emoji: orBlank(symbolSource(found.card.symbol, images)) } : { key, text: '…', emoji: '' };
  });
}

/** The common words of the built-in board that this board has. */
function commonWords(lang: Lang, cards: CardsById): string[] {
  return COMMON_WORD_IDS.flatMap((id) => {
    const card = cards.get(id);
    return card ? [wordText(card, lang, 'eu')] : [];
  });
}

/** A picture not loaded yet shows the usual stand-in; a card of words only (null) shows none. */
const orBlank = (symbol: string | null | undefined): string | null => (symbol === undefined ? '' : symbol);
