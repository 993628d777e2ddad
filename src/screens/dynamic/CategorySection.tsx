// One category of the board: its heading (where the category bar jumps to) and its word cards.
import { useMemo } from 'react';
import { useLang } from '@/app/current-language';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import type { DynamicCategory } from '@/content/dynamic';
import type { SimpleCard } from '@/content/types';

export interface CategorySectionProps {
  category: DynamicCategory;
  colored: boolean;
  uppercase: boolean;
  onChoose: (word: SimpleCard) => void;
}

export function sectionId(category: DynamicCategory): string {
  return `categoria-${category.id}`;
}

export function CategorySection({ category, colored, uppercase, onChoose }: CategorySectionProps) {
  const lang = useLang();
  const title = category.title[lang];
  const headingId = `${sectionId(category)}-titulo`;
  const cards = useMemo<CardGridItem[]>(
    () =>
      category.words.map((word) => ({
        id: word.id,
        label: word.label[lang],
        symbol: word.emoji,
        color: colored ? category.color : undefined,
        uppercase,
        onSelect: () => onChoose(word),
      })),
    [category, lang, colored, uppercase, onChoose],
  );
  return (
    <section id={sectionId(category)} className="dynamic__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dynamic__section-title" tabIndex={-1}>
        {title}
      </h2>
      <CardGrid cards={cards} label={title} />
    </section>
  );
}
