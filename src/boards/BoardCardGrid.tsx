// The one way a board's cards are drawn on the communication screens: each card's label in the current language,
// its symbol (emoji, bundled symbol or the family's photo), its own colour or its category's when the board is
// coloured. Hidden cards (a board file's hidden buttons) keep their place in the data but are not offered.
import { memo } from 'react';
import { useLang } from '@/i18n/current-language';
import { Card } from '@/components/card/Card';
import { CardGrid } from '@/components/card/CardGrid';
import type { Lang } from '@/i18n/language';
import { cardLabel, symbolSource } from './card-text';
import { CATEGORY_COLOR_HEX, type CategoryColor } from './colors';
import type { CardRow } from './model';

export interface BoardCardGridProps {
  cards: readonly CardRow[];
  /** Names the list for screen readers (e.g. the category). */
  label: string;
  images: ReadonlyMap<string, string>;
  onChoose: (card: CardRow) => void;
  /** The category's colour, used when the card has none of its own; absent: uncoloured cards. */
  categoryColor?: CategoryColor;
  uppercase?: boolean;
  /** Holding a card 1 s chooses it too. */
  holdToChoose?: boolean;
  /** The label shown for a card instead of its own (the constructor's verb forms). */
  labelOf?: (card: CardRow) => string;
  className?: string;
}

export function BoardCardGrid({ cards, label, images, onChoose, categoryColor, uppercase, holdToChoose, labelOf, className }: BoardCardGridProps) {
  const lang = useLang();
  return (
    <CardGrid label={label} className={className}>
      {cards
        .filter((card) => !card.hidden)
        .map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            lang={lang}
            images={images}
            onChoose={onChoose}
            categoryColor={categoryColor}
            uppercase={uppercase}
            holdToChoose={holdToChoose}
            labelOf={labelOf}
          />
        ))}
    </CardGrid>
  );
}

type BoardCardProps = Pick<BoardCardGridProps, 'images' | 'onChoose' | 'categoryColor' | 'uppercase' | 'holdToChoose' | 'labelOf'> & {
  card: CardRow;
  lang: Lang;
};

/** One card, drawn again only when its row or the grid's settings change: a grid that grows redraws its new cards. */
const BoardCard = memo(function BoardCard({ card, lang, images, onChoose, categoryColor, uppercase, holdToChoose, labelOf }: BoardCardProps) {
  const choose = () => onChoose(card);
  return (
    <Card
      label={labelOf ? labelOf(card) : cardLabel(card, lang)}
      symbol={symbolSource(card.symbol, images)}
      color={card.color ?? (categoryColor ? CATEGORY_COLOR_HEX[categoryColor] : undefined)}
      uppercase={uppercase}
      onSelect={choose}
      onLongPress={holdToChoose ? choose : undefined}
    />
  );
});
