// One category of the board: its heading (where the category bar jumps to) and its word cards.
import { memo } from 'react';
import { useLang } from '@/i18n/current-language';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { textIn } from '@/boards/local-text';
import type { CardRow, Category } from '@/boards/model';

export interface CategorySectionProps {
  category: Category;
  colored: boolean;
  uppercase: boolean;
  images: ReadonlyMap<string, string>;
  onChoose: (card: CardRow) => void;
}

export function sectionId(category: Pick<Category, 'id'>): string {
  return `categoria-${category.id}`;
}

/** Drawn again only when its own props change: a long board's next slice leaves the categories already drawn alone. */
export const CategorySection = memo(function CategorySection({ category, colored, uppercase, images, onChoose }: CategorySectionProps) {
  const lang = useLang();
  const title = textIn(category.name, lang);
  const headingId = `${sectionId(category)}-titulo`;
  return (
    <section id={sectionId(category)} className="dynamic__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dynamic__section-title" tabIndex={-1}>
        {title}
      </h2>
      <BoardCardGrid
        cards={category.cards}
        label={title}
        images={images}
        onChoose={onChoose}
        categoryColor={colored ? category.color : undefined}
        uppercase={uppercase}
      />
    </section>
  );
});
