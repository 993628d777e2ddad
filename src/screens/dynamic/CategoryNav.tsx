// A list of category buttons: the sticky bar and the phone's bottom bar jump to a section; the side menus of
// the lateral layout show the chosen category (marked as current).
import type { CSSProperties } from 'react';
import { useLang } from '@/app/current-language';
import type { DynamicCategory } from '@/content/dynamic';

export interface CategoryNavProps {
  categories: readonly DynamicCategory[];
  label: string;
  className: string;
  /** The category shown, in the lateral layout; null where every category is on screen. */
  current: string | null;
  onChoose: (category: DynamicCategory) => void;
}

export function CategoryNav({ categories, label, className, current, onChoose }: CategoryNavProps) {
  const lang = useLang();
  return (
    <nav className={`category-nav ${className}`} aria-label={label}>
      <ul className="category-nav__list">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-nav__button"
              style={{ '--category-color': category.color } as CSSProperties}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={() => onChoose(category)}
            >
              {category.title[lang]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
