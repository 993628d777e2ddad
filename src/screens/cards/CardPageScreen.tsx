// One page of cards reached from the basic mode (needs, feelings, animals and objects, pain): a title, a line of
// help and the grid. Tapping a card says it and shows it full screen; pain cards also answer a 1 s hold.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import type { SimpleCard } from '@/content/types';
import { addTexts } from '@/i18n/i18n';
import cardsTexts from '@/i18n/resources/cards';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useSayCard } from './use-say-card';

addTexts('cards', cardsTexts);

type CardPageId = 'needs' | 'feelings' | 'animalsObjects' | 'pain';

interface CardPageProps {
  page: CardPageId;
  /** Card usage is recorded under this mode name. */
  mode: string;
  cards: readonly SimpleCard[];
  /** Holding a card 1 s chooses it too (the pain page). */
  holdToChoose?: boolean;
  closeMessage?: string;
}

export function CardPageScreen({ page, mode, cards, holdToChoose = false, closeMessage }: CardPageProps) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const say = useSayCard(mode);

  const items = useMemo<CardGridItem[]>(
    () =>
      cards.map((card) => {
        const choose = () => say({ id: card.id, label: card.label[lang], symbol: card.emoji, closeMessage });
        return { id: card.id, label: card.label[lang], symbol: card.emoji, onSelect: choose, onLongPress: holdToChoose ? choose : undefined };
      }),
    [cards, lang, say, holdToChoose, closeMessage],
  );

  return (
    <div className="page">
      <ScreenHeader backTo="basic" />
      <h1 className="page__title">{t(`${page}.title`)}</h1>
      <p className="page__intro page__intro--large">{t(`${page}.intro`)}</p>
      <CardGrid cards={items} label={t(`${page}.list`)} />
    </div>
  );
}
