// The category (or grammar group) buttons of a board, each with its shade as a dot: a wrapping row, a side column
// of the lateral layout, the dynamic mode's sticky bar, the phone's bottom bar or a row that scrolls sideways. The
// one shown is marked current.
import type { CSSProperties } from 'react';
import { SymbolView } from '@/components/card/SymbolView';
import './board.css';

export interface BoardNavItem<Id extends string> {
  id: Id;
  title: string;
  color: string;
  /** A picture before the title (decorative: the title names the button). */
  emoji?: string;
}

export interface BoardNavProps<Id extends string> {
  items: readonly BoardNavItem<Id>[];
  label: string;
  variant: 'row' | 'side' | 'sticky' | 'bottom' | 'scroll';
  /** The item shown; null where every item is on screen at once. */
  current: Id | null;
  onChoose: (id: Id) => void;
}

export function BoardNav<Id extends string>({ items, label, variant, current, onChoose }: BoardNavProps<Id>) {
  return (
    <nav className={`board-nav board-nav--${variant}`} aria-label={label}>
      <ul className="board-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="button board-nav__button"
              style={{ '--board-nav-color': item.color } as CSSProperties}
              aria-current={current === item.id ? 'true' : undefined}
              onClick={() => onChoose(item.id)}
            >
              {item.emoji && <SymbolView symbol={item.emoji} className="board-nav__emoji" />}
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
