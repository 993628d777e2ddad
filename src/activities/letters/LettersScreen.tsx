// Letters and sounds (spec 001 §2, §4): pick or write a word, then build it letter by letter, hearing each letter
// as it is placed. Placed letters stay in the tray, marked; the status counts the letters. Built right: the word is
// said and remembered as mastered on this device, five more words are offered, and the difficulty can go up.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { lettersGameMachine } from '@machines/letters-game';
import { useLang } from '@/i18n/current-language';
import { SymbolView } from '@/components/card/SymbolView';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useToast } from '@/components/toast/context';
import { needTexts } from '@/i18n/i18n';
import { commandMark } from '@/input/dom';
import { PickPiece, PickPlaceArea } from '@/input/pick-place/PickPlace';
import { SuggestionList } from '../shared/SuggestionList';
import { speak } from '@/speech/speech';
import { letterEmoji } from '../puzzle/letter-emoji';
import { LetterFace, LetterSlot } from '../puzzle/WordPuzzle';
import { ActivityMotion, Celebration } from '../shared/motion';
import { hardWordsLeft, masteredWords, suggestLetterWords } from './words';
import '../puzzle/puzzle.css';
import './letters.css';
import '../shared/motion.css';
import { tagOf } from '@/i18n/language';

needTexts('letters');

export default function LettersScreen() {
  const { t } = useTranslation('letters');
  const lang = useLang();
  const toast = useToast();
  const actor = useActorRef(lettersGameMachine, { input: {} });
  const stage = useSelector(actor, (s) => (s.matches('playing') ? 'playing' : 'input'));
  const status = useSelector(actor, (s) => (s.matches({ playing: 'correct' }) ? 'correct' : s.matches({ playing: 'wrong' }) ? 'wrong' : 'building'));
  const word = useSelector(actor, (s) => s.context.word);
  const tiles = useSelector(actor, (s) => s.context.tiles);
  const slots = useSelector(actor, (s) => s.context.slots);
  const level = useSelector(actor, (s) => s.context.level);
  const mastered = useSyncExternalStore(masteredWords.subscribe, masteredWords.get, masteredWords.get);
  const [text, setText] = useState('');
  useEffect(() => void masteredWords.load(), []);

  // Drawn again when a word is solved, the level changes or the mastered list grows, not on every render.
  const solvedWord = status === 'correct' ? word : '';
  const suggestions = useMemo(
    () => suggestLetterWords(lang, { mastered, hard: level === 'hard', lastLength: [...solvedWord].length }),
    [lang, mastered, level, solvedWord],
  );

  const latest = useRef({ lang, t, toast });
  /** The last letter's sound: the built word is said after it, never over it. */
  const letterSaid = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    latest.current = { lang, t, toast };
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('letterSound', ({ letter }) => {
        const { lang: language } = latest.current;
        letterSaid.current = speak(letter.toLocaleUpperCase(tagOf(language)), { lang: language, kind: 'word' }).catch(() => {});
      }),
      actor.on('solved', ({ word: built }) => {
        void letterSaid.current.then(() => speak(built, { lang: latest.current.lang, kind: 'word' })).catch(() => {});
        const known = masteredWords.get();
        if (!known.includes(built)) void masteredWords.set([...known, built]);
      }),
      actor.on('challengeAccepted', () => {
        const { t: tr, toast: toasts } = latest.current;
        toasts.show({ title: tr('challenge.title'), description: tr('challenge.text'), variant: 'celebration' });
      }),
      actor.on('allMastered', () => {
        const { t: tr, toast: toasts } = latest.current;
        toasts.show({ title: tr('allMastered.title'), description: tr('allMastered.text'), variant: 'celebration' });
      }),
      actor.on('invalid', () => {
        const { t: tr, toast: toasts } = latest.current;
        toasts.show({ title: tr('invalid.title'), description: tr('invalid.text'), variant: 'destructive' });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  const byId = useMemo(() => new Map(tiles.map((tile) => [tile.id, tile])), [tiles]);
  const placed = slots.filter((id) => id !== null).length;
  const freeIds = useMemo(() => tiles.filter((tile) => !slots.includes(tile.id)).map((tile) => tile.id), [tiles, slots]);
  const isOpen = useCallback((slot: number) => slots[slot] === null && status !== 'correct', [slots, status]);
  const tileLabel = useCallback((id: string) => (byId.get(id)?.letter ?? '').toLocaleUpperCase(), [byId]);

  const wordList = <SuggestionList words items={suggestions} onChoose={(suggestion) => actor.send({ type: 'START', word: suggestion })} />;

  return (
    <ActivityMotion>
    <div className="page letters">
      <ScreenHeader backIsCommand={stage === 'input'} />
      <h1 className="page__title">{t('title')}</h1>
      {stage === 'input' ? (
        <section>
          <p className="puzzle-intro">{t('intro')}</p>
          <form
            className="puzzle-form"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'START', word: text });
            }}
          >
            <label htmlFor="letters-word" className="puzzle-form__label">
              {t('label')}
            </label>
            <input
              id="letters-word"
              className="puzzle-form__text puzzle-form__word"
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              value={text}
              placeholder={t('placeholder')}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
              {t('explore')}
            </button>
          </form>
          <h2 className="puzzle-suggestions__title">{t('suggestions')}</h2>
          {wordList}
        </section>
      ) : (
        <section className={`puzzle-play puzzle-play--${status === 'wrong' ? 'incorrect' : status}`} aria-labelledby="letters-board-title">
          <PickPlaceArea pieces={freeIds} pieceLabel={tileLabel} isOpen={isOpen} onPlace={(tile, slot) => actor.send({ type: 'PLACE', tile, slot })} onSlotPress={(slot) => actor.send({ type: 'UNPLACE', slot })} className="puzzle-area">
            <div className="puzzle-board">
              {status === 'correct' && <Celebration />}
              <h2 id="letters-board-title" className="puzzle-board__title">
                {t('board', { word: word.toLocaleUpperCase() })}
              </h2>
              <p className="letters-level">{t(`level.${level}`)}</p>
              <ol className="puzzle-slots puzzle-slots--letters">
                {slots.map((id, index) => {
                  const tile = id ? byId.get(id) : undefined;
                  return (
                    <li key={index}>
                      <LetterSlot index={index} content={tile?.letter} tile={tile && { id: tile.id, letter: tile.letter, picture: letterEmoji(tile.letter, 0, lang) }} />
                    </li>
                  );
                })}
              </ol>
              <p className="puzzle-status" role="status">
                {status === 'correct' ? t('correct', { word }) : status === 'wrong' ? t('notYet') : t('progress', { placed, total: slots.length })}
              </p>
            </div>
            <div className="puzzle-pieces puzzle-pieces--tiles" role="group" aria-label={t('tiles')}>
              {tiles.map((tile) =>
                slots.includes(tile.id) ? (
                  // A placed letter stays in the tray, marked, so the word's letters are always all in view.
                  <span key={tile.id} className="puzzle-piece puzzle-tile letters-tile--used" aria-hidden="true">
                    <SymbolView symbol={letterEmoji(tile.letter, 0, lang)} className="puzzle-piece__emoji" />
                    <span className="puzzle-tile__letter">{tile.letter.toLocaleUpperCase()}</span>
                    <span className="letters-tile__mark">✓</span>
                  </span>
                ) : (
                  <PickPiece key={tile.id} id={tile.id} label={tile.letter.toLocaleUpperCase()} className="puzzle-piece puzzle-tile">
                    <LetterFace id={tile.id} letter={tile.letter} picture={letterEmoji(tile.letter, 0, lang)} />
                  </PickPiece>
                ),
              )}
            </div>
          </PickPlaceArea>
          {status === 'correct' && (
            <section className="puzzle-next" aria-labelledby="letters-next-title">
              <h2 id="letters-next-title" className="puzzle-next__title">
                {t('another')}
              </h2>
              {wordList}
              <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'HARDER', hardLeft: hardWordsLeft(lang, masteredWords.get()) })}>
                {t('harder')}
              </button>
            </section>
          )}
          <button type="button" className="button button--secondary puzzle-new" {...commandMark('back')} onClick={() => actor.send({ type: 'BACK' })}>
            {t('back')}
          </button>
        </section>
      )}
    </div>
    </ActivityMotion>
  );
}
