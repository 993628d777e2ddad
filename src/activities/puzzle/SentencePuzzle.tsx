// The sentence puzzle (spec 001 §2, §4, §5): write or pick a sentence, then put its shuffled pieces back in order.
// Pieces and slots are the input runtime's pick and place, so a tap, a drag, a key, one switch, a dwell or a blink
// plays the same game. Solved: the sentence is spoken once and the next-sentence panel offers four more.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  SENTENCE_LIMITS,
  sentencePuzzleMachine,
  sentenceWords,
  type SentencePiece,
} from '@machines/sentence-puzzle';
import { SymbolView } from '@/components/card/SymbolView';
import { PickPiece, PickPlaceArea, PlaceSlot } from '@/input/pick-place/PickPlace';
import { SuggestionList } from '../shared/SuggestionList';
import { speak, stopAll } from '@/speech/speech';
import { Celebration, PieceFace } from '../shared/motion';
import { pieceEmoji } from './piece-emoji';
import { suggestSentences } from './sentences';
import { InputStage } from './InputStage';
import { PuzzleNew, PuzzleNext, usePuzzle } from './use-puzzle';

/** Spec 001 §9: the sentence is spoken at speed 0.9 with its intonation. */
const SOLVED_RATE = 0.9;

interface SentencePuzzleProps {
  /** Tells the screen whether a game is on (its header's back then returns to the input stage instead). */
  onPlayingChange: (playing: boolean) => void;
}

export function SentencePuzzle({ onPlayingChange }: SentencePuzzleProps) {
  const actor = useActorRef(sentencePuzzleMachine, { input: {} });
  const stage = useSelector(actor, (s) => (s.matches('playing') ? 'playing' : 'input'));
  const { t, lang, toast, tell, langNow } = usePuzzle(stage === 'playing', onPlayingChange);
  const status = useSelector(actor, (s) =>
    s.matches({ playing: 'correct' }) ? 'correct' : s.matches({ playing: 'incorrect' }) ? 'incorrect' : 'building',
  );
  const pieces = useSelector(actor, (s) => s.context.pieces);
  const slots = useSelector(actor, (s) => s.context.slots);
  const sentence = useSelector(actor, (s) => s.context.sentence);
  const used = useSelector(actor, (s) => s.context.used);
  const [text, setText] = useState('');

  // Four suggestions by the length of the sentence just played; drawn again only when that changes.
  const lastWords = sentenceWords(sentence).length;
  const suggestions = useMemo(() => suggestSentences(lang, lastWords, used), [lang, lastWords, used]);

  useEffect(() => {
    const subscriptions = [
      actor.on('invalid', ({ error }) => tell('errors.title', `errors.${error}`, 'destructive')),
      actor.on('almost', () => tell('almost.title', 'almost.text')),
      actor.on('solved', ({ sentence: said }) => {
        tell('solved.title', 'solved.text', 'celebration');
        speak(said, { lang: langNow(), rate: SOLVED_RATE }).catch(() => {});
      }),
      actor.on('stopAudio', () => stopAll()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, tell, langNow]);

  const byId = useMemo(() => new Map(pieces.map((piece) => [piece.id, piece])), [pieces]);
  const free = useMemo(() => pieces.filter((piece) => !slots.includes(piece.id)), [pieces, slots]);
  const freeIds = useMemo(() => free.map((piece) => piece.id), [free]);
  const isOpen = useCallback((slot: number) => slots[slot] === null && status === 'building', [slots, status]);
  const pieceLabel = useCallback((id: string) => byId.get(id)?.word ?? '', [byId]);

  function onType(value: string) {
    // A paste far past the limit is cut, and the user is told why, instead of the page holding it all.
    if (value.length > SENTENCE_LIMITS.maxChars) {
      setText(value.slice(0, SENTENCE_LIMITS.maxChars));
      toast.show({ title: t('errors.title'), description: t('errors.tooLong'), variant: 'destructive' });
      return;
    }
    setText(value);
  }

  const suggestionList = <SuggestionList items={suggestions} onChoose={(suggestion) => actor.send({ type: 'SUGGESTION', text: suggestion })} />;

  if (stage === 'input') {
    return (
      <InputStage
        intro={t('sentence.intro')}
        label={t('sentence.label')}
        fieldId="puzzle-sentence"
        field={<textarea id="puzzle-sentence" className="puzzle-form__text" rows={2} value={text} placeholder={t('sentence.placeholder')} onChange={(event) => onType(event.currentTarget.value)} />}
        start={t('sentence.start')}
        canStart={text.trim() !== ''}
        onStart={() => actor.send({ type: 'START', text })}
        suggestionsTitle={t('sentence.suggestions')}
        suggestions={suggestionList}
      />
    );
  }

  // Each piece keeps its side while others are placed: the sides split the shuffled pieces, not the ones left.
  const half = Math.ceil(pieces.length / 2);
  const isFree = (piece: SentencePiece) => !slots.includes(piece.id);
  const pieceButton = (piece: SentencePiece) => (
    <PickPiece key={piece.id} id={piece.id} label={piece.word} className={`puzzle-piece puzzle-colour-${piece.colour}`}>
      <SentenceFace piece={piece} />
    </PickPiece>
  );

  return (
    <section className={`puzzle-play puzzle-play--${status}`} aria-labelledby="puzzle-board-title">
      <PickPlaceArea pieces={freeIds} pieceLabel={pieceLabel} isOpen={isOpen} onPlace={(piece, slot) => actor.send({ type: 'PLACE', piece, slot })} onSlotPress={(slot) => actor.send({ type: 'UNPLACE', slot })} className="puzzle-area">
        <div className="puzzle-layout">
          <div className="puzzle-pieces puzzle-pieces--left" role="group" aria-label={t('sentence.pieces')}>
            {pieces.slice(0, half).filter(isFree).map(pieceButton)}
          </div>
          <div className="puzzle-board">
            {status === 'correct' && <Celebration />}
            <h2 id="puzzle-board-title" className="puzzle-board__title">
              {t('sentence.board')}
            </h2>
            <p className="puzzle-board__hint">{t('sentence.dragHint')}</p>
            <ol className="puzzle-slots">
              {slots.map((id, index) => {
                const piece = id ? byId.get(id) : undefined;
                return (
                  <li key={index}>
                    <PlaceSlot index={index} content={piece?.word} emptyLabel={t('sentence.drop')} className={piece ? `puzzle-slot puzzle-colour-${piece.colour}` : 'puzzle-slot'}>
                      {piece ? (
                        <SentenceFace piece={piece} />
                      ) : (
                        <span className="puzzle-slot__drop">{t('sentence.drop')}</span>
                      )}
                    </PlaceSlot>
                  </li>
                );
              })}
            </ol>
            <p className="puzzle-preview">
              <span className="visually-hidden">{t('sentence.preview')}: </span>
              {slots.map((id) => (id ? (byId.get(id)?.word ?? '_') : '_')).join(' ')}
            </p>
            <p className="puzzle-status" role="status">
              {status === 'correct' ? t('sentence.correctStatus') : status === 'incorrect' ? t('sentence.incorrectStatus') : ''}
            </p>
          </div>
          <div className="puzzle-pieces puzzle-pieces--right" role="group" aria-label={t('sentence.pieces')}>
            {pieces.slice(half).filter(isFree).map(pieceButton)}
          </div>
        </div>
      </PickPlaceArea>
      {status === 'correct' && (
        <PuzzleNext id="puzzle-next-title" title={t('sentence.next')}>
          {suggestionList}
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'NEW' })}>
            {t('sentence.typeNew')}
          </button>
        </PuzzleNext>
      )}
      <PuzzleNew label={t('sentence.newSentence')} onNew={() => actor.send({ type: 'NEW' })} />
    </section>
  );
}

/** A piece's picture and word; the same face travels from the tray to its slot. */
function SentenceFace({ piece }: { piece: SentencePiece }) {
  return (
    <PieceFace id={piece.id}>
      <SymbolView symbol={pieceEmoji(piece.word)} className="puzzle-piece__emoji" />
      <span className="puzzle-piece__word">{piece.word}</span>
    </PieceFace>
  );
}
