// The puzzle screen (spec 001 §2, 'Puzzle Mode'): the sentence puzzle, or the word puzzle at its own address, with a
// "Sentence / Word" choice between them. Back leaves for the start page, except while a game is on, when it returns
// to the input stage (the game's own New Sentence / New Word is then the page's back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import { ActivityMotion } from '../shared/motion';
import { SentencePuzzle } from './SentencePuzzle';
import { WordPuzzle } from './WordPuzzle';
import './puzzle.css';
import '../shared/motion.css';

needTexts('puzzle');

export default function PuzzleScreen({ kind = 'sentence' }: { kind?: 'sentence' | 'word' }) {
  const { t } = useTranslation('puzzle');
  const lang = useLang();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="page puzzle">
      <ScreenHeader backIsCommand={!playing} />
      <h1 className="page__title">{t('title')}</h1>
      {!playing && (
        <nav className="puzzle-kind" aria-label={t('kind.label')}>
          <Link className="chip" to={pathFor('puzzle', lang)} aria-current={kind === 'sentence' ? 'page' : undefined}>
            {t('kind.sentence')}
          </Link>
          <Link className="chip" to={pathFor('puzzleWord', lang)} aria-current={kind === 'word' ? 'page' : undefined}>
            {t('kind.word')}
          </Link>
        </nav>
      )}
      <ActivityMotion>
        {kind === 'sentence' ? <SentencePuzzle onPlayingChange={setPlaying} /> : <WordPuzzle onPlayingChange={setPlaying} />}
      </ActivityMotion>
    </div>
  );
}
