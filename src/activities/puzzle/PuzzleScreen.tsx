// The puzzle screen (spec 001 §2, 'Puzzle Mode'): back leaves for the start page, except while a game is on, when
// it returns to the input stage (the game's own 'New Sentence' is then the page's back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/components/ScreenHeader';
import { addTexts } from '@/i18n/i18n';
import { SentencePuzzle } from './SentencePuzzle';
import puzzleTexts from './texts';
import './puzzle.css';

addTexts('puzzle', puzzleTexts);

export default function PuzzleScreen() {
  const { t } = useTranslation('puzzle');
  const [playing, setPlaying] = useState(false);
  return (
    <div className="page puzzle">
      <ScreenHeader backIsCommand={!playing} />
      <h1 className="page__title">{t('title')}</h1>
      <SentencePuzzle onPlayingChange={setPlaying} />
    </div>
  );
}
