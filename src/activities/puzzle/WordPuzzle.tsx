// The word puzzle (spec 001 §2, §4, §5): write or pick a word, then rebuild it from letter tiles (each with a
// picture that starts with that letter) mixed with a few letters that are not in it. Each placed letter is heard.
// Tiles and slots are the input runtime's pick and place: a tap, a drag, a key, one switch, a dwell or a blink.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { WORD_LIMITS, wordPuzzleMachine, type LetterTile } from '@machines/word-puzzle';
import { SymbolView } from '@/components/card/SymbolView';
import { PickPiece, PickPlaceArea, PlaceSlot } from '@/input/pick-place/PickPlace';
import { SuggestionList } from '../shared/SuggestionList';
import { speak, subscribeSpeech } from '@/speech/speech';
import { Celebration, PieceFace } from '../shared/motion';
import { letterEmoji } from './letter-emoji';
import { suggestWords } from './words';
import { InputStage } from './InputStage';
import { PuzzleNew, PuzzleNext, usePuzzle } from './use-puzzle';
import '@/components/form/form.css';
import { tagOf } from '@/i18n/language';

/** The most the word box takes: a few letters past the longest word, so the message can be seen. */
const WORD_BOX_MAX = WORD_LIMITS.maxLetters * 2;

interface WordPuzzleProps {
  onPlayingChange: (playing: boolean) => void;
}

export function WordPuzzle({ onPlayingChange }: WordPuzzleProps) {
  // Whether a sound is playing now: a letter's sound is not played over another (spec 001 §4).
  const speaking = useRef(false);
  useEffect(
    () =>
      subscribeSpeech((event) => {
        if (event.type === 'started') speaking.current = true;
        else if (event.type === 'ended' || event.type === 'stopped' || event.type === 'failed') speaking.current = false;
      }),
    [],
  );
  const actor = useActorRef(wordPuzzleMachine, { input: { audioBusy: () => speaking.current } });
  const stage = useSelector(actor, (s) => (s.matches('playing') ? 'playing' : 'input'));
  const { t, lang, toast, tell, langNow } = usePuzzle(stage === 'playing', onPlayingChange);
  const status = useSelector(actor, (s) =>
    s.matches({ playing: 'correct' }) ? 'correct' : s.matches({ playing: 'incorrect' }) ? 'incorrect' : 'building',
  );
  const tiles = useSelector(actor, (s) => s.context.tiles);
  const slots = useSelector(actor, (s) => s.context.slots);
  const played = useSelector(actor, (s) => s.context.played);
  const [text, setText] = useState('');
  const suggestions = useMemo(() => suggestWords(lang, played), [lang, played]);

  useEffect(() => {
    const subscriptions = [
      actor.on('invalid', ({ error }) => tell('errors.title', error === 'tooLong' ? 'errors.tooManyLetters' : `errors.${error}`, 'destructive')),
      actor.on('letterSound', ({ letter }) => {
        speak(letter.toLocaleUpperCase(tagOf(langNow())), { lang: langNow(), kind: 'word' }).catch(() => {});
      }),
      actor.on('tryAgain', () => tell('tryAgain.title', 'tryAgain.text')),
      actor.on('solved', ({ word }) => {
        tell('solved.title', 'wordSolved', 'celebration');
        speak(word, { lang: langNow(), kind: 'word' }).catch(() => {});
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, tell, langNow]);

  const byId = useMemo(() => new Map(tiles.map((tile) => [tile.id, tile])), [tiles]);
  const used = useMemo(() => new Set(slots.flatMap((s) => (s ? [s.letterId] : []))), [slots]);
  const freeIds = useMemo(() => tiles.filter((tile) => !used.has(tile.id)).map((tile) => tile.id), [tiles, used]);
  // Spec §4: a letter placed into an occupied slot frees the earlier one.
  const isOpen = useCallback(() => status === 'building', [status]);
  const tileLabel = useCallback((id: string) => (byId.get(id)?.letter ?? '').toLocaleUpperCase(), [byId]);

  // The box takes more letters than a word may have, so an over-long word is never cut without a word: it is
  // said under the box as it is typed, and Start refuses it with the same message (spec 001 §5). Only a paste far
  // past any word is cut.
  function onType(value: string) {
    if ([...value].length > WORD_BOX_MAX) {
      setText([...value].slice(0, WORD_BOX_MAX).join(''));
      toast.show({ title: t('errors.title'), description: t('errors.tooManyLetters'), variant: 'destructive' });
      return;
    }
    setText(value);
  }
  const tooLong = [...text.trim()].length > WORD_LIMITS.maxLetters;

  const suggestionList = <SuggestionList words items={suggestions} onChoose={(word) => actor.send({ type: 'START', text: word })} />;

  if (stage === 'input') {
    return (
      <InputStage
        intro={t('word.intro')}
        label={t('word.label')}
        fieldId="puzzle-word"
        field={
          <>
            <input
              id="puzzle-word"
              className="puzzle-form__text puzzle-form__word"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={text}
              placeholder={t('word.placeholder')}
              aria-describedby="puzzle-word-length"
              aria-invalid={tooLong || undefined}
              onChange={(event) => onType(event.currentTarget.value)}
            />
            <p id="puzzle-word-length" className="form-field__error puzzle-form__error" role="status">
              {tooLong ? t('errors.tooManyLetters') : ''}
            </p>
          </>
        }
        start={t('word.start')}
        canStart={text.trim() !== ''}
        onStart={() => actor.send({ type: 'START', text })}
        suggestionsTitle={t('word.suggestions')}
        suggestions={suggestionList}
      />
    );
  }

  const tileButton = (tile: LetterTile) => (
    <PickPiece key={tile.id} id={tile.id} label={tile.letter.toLocaleUpperCase()} className="puzzle-piece puzzle-tile">
      <LetterFace id={tile.id} letter={tile.letter} picture={letterEmoji(tile.letter, tile.variantIndex, lang)} />
    </PickPiece>
  );

  return (
    <section className={`puzzle-play puzzle-play--${status}`} aria-labelledby="word-board-title">
      <PickPlaceArea
        pieces={freeIds}
        pieceLabel={tileLabel}
        isOpen={isOpen}
        onPlace={(tile, slot) => actor.send({ type: 'PLACE', tile, slot })}
        onSlotPress={(slot) => actor.send({ type: 'UNPLACE', slot })}
        className="puzzle-area"
      >
        <div className="puzzle-board">
          {status === 'correct' && <Celebration />}
          <h2 id="word-board-title" className="puzzle-board__title">
            {t('word.board')}
          </h2>
          <ol className="puzzle-slots puzzle-slots--letters">
            {slots.map((placed, index) => {
              const tile = placed ? byId.get(placed.letterId) : undefined;
              return (
                <li key={index}>
                  <LetterSlot index={index} content={placed?.letter} tile={tile && { id: tile.id, letter: tile.letter, picture: letterEmoji(tile.letter, tile.variantIndex, lang) }} />
                </li>
              );
            })}
          </ol>
          <p className="puzzle-status" role="status">
            {status === 'correct' ? t('word.correctStatus') : status === 'incorrect' ? t('word.incorrectStatus') : ''}
          </p>
        </div>
        <div className="puzzle-pieces puzzle-pieces--tiles" role="group" aria-label={t('word.tiles')}>
          {tiles.filter((tile) => !used.has(tile.id)).map(tileButton)}
        </div>
      </PickPlaceArea>
      {status === 'correct' && (
        <PuzzleNext id="word-next-title" title={t('word.next')}>
          {suggestionList}
        </PuzzleNext>
      )}
      <PuzzleNew label={t('word.newWord')} onNew={() => actor.send({ type: 'NEW' })} />
    </section>
  );
}

/** A letter tile's picture and letter; the same face travels from the tray to its slot. */
/** A letter slot of a word (the word puzzle, letters and sounds): the letter placed in it, or an empty mark. */
export function LetterSlot({ index, content, tile }: { index: number; content: string | undefined; tile: { id: string; letter: string; picture: string } | undefined }) {
  return (
    <PlaceSlot index={index} content={content?.toLocaleUpperCase()} className="puzzle-slot puzzle-slot--letter">
      {tile ? (
        <LetterFace id={tile.id} letter={tile.letter} picture={tile.picture} />
      ) : (
        <span className="puzzle-slot__drop" aria-hidden="true">
          _
        </span>
      )}
    </PlaceSlot>
  );
}

export function LetterFace({ id, letter, picture }: { id: string; letter: string; picture: string }) {
  return (
    <PieceFace id={id}>
      <SymbolView symbol={picture} className="puzzle-piece__emoji" />
      <span className="puzzle-tile__letter">{letter.toLocaleUpperCase()}</span>
    </PieceFace>
  );
}
