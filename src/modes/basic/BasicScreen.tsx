// The basic (figures) mode (spec 000 §2.3): a big Yes and No, each said and confirmed full screen, and the five
// category cards leading to the communication, needs, pain, feelings and animals-and-objects pages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor, type RouteId } from '@/routes/paths';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { CardLabel } from '@/components/card/Card';
import { SymbolView } from '@/components/card/SymbolView';
import { QUICK_PHRASES } from '@/boards/vocabulary/quick-phrases';
import { needTexts } from '@/i18n/i18n';
import { ScreenHeader } from '@/components/ScreenHeader';
import { usePreparedSpeech } from '@/boards/use-board-speech';
import { useSayCard } from '@/boards/use-say-card';
import './basic.css';
import { inputMark } from '@/input/dom';

needTexts('basic');

const BASIC_MODE = 'basic';

/** Yes and No look as they do among the quick phrases. */
const ANSWERS = (['yes', 'no'] as const).map((id) => {
  const { emoji, color } = QUICK_PHRASES.find((phrase) => phrase.id === id)!;
  return { id, emoji, color };
});

const CATEGORIES: readonly { route: RouteId; key: 'communication' | 'needs' | 'pain' | 'feelings' | 'animalsObjects'; emoji: string }[] = [
  { route: 'communication', key: 'communication', emoji: '💬' },
  { route: 'needs', key: 'needs', emoji: '🙋' },
  { route: 'pain', key: 'pain', emoji: '🤕' },
  { route: 'feelings', key: 'feelings', emoji: '😊' },
  { route: 'animalsObjects', key: 'animalsObjects', emoji: '🐶' },
];

export default function BasicScreen() {
  const { t } = useTranslation('basic');
  const lang = useLang();
  const say = useSayCard(BASIC_MODE);

  const answers = useMemo<CardGridItem[]>(
    () =>
      ANSWERS.map(({ id, emoji, color }) => {
        const label = t(id, { ns: 'common' });
        return { id, label, symbol: emoji, color, onSelect: () => say({ id, label, symbol: emoji }) };
      }),
    [t, say],
  );
  usePreparedSpeech(
    answers.map((answer) => answer.label),
    lang,
  );

  return (
    <div className="page basic">
      <ScreenHeader />
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro page__intro--large">{t('intro')}</p>
      <CardGrid cards={answers} label={t('answers')} className="basic__answers" />
      <nav aria-label={t('categoriesLabel')}>
        <ul className="card-grid basic__categories">
          {CATEGORIES.map(({ route, key, emoji }) => {
            const label = t(`categories.${key}`);
            return (
              <li key={route} className="card-grid__item">
                <Link className="card" to={pathFor(route, lang)} {...inputMark('choice')}>
                  <SymbolView symbol={emoji} className="card__symbol" />
                  <CardLabel label={label} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
