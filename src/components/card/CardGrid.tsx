// A list of cards laid out as a grid: 2 columns on phones, then 3, 4 and up to 5 on large screens (spec §9).
import { Children, type ReactNode } from 'react';
import { Card, type CardProps } from './Card';
import './card-grid.css';

export interface CardGridItem extends CardProps {
  /** Stable key of the card within the grid. */
  id: string;
}

export interface CardGridProps {
  cards?: readonly CardGridItem[];
  /** Cards drawn by the caller (each with its own key), instead of `cards`. */
  children?: ReactNode;
  /** Names the list for screen readers (e.g. the category). */
  label?: string;
  className?: string;
}

export function CardGrid({ cards = [], children, label, className }: CardGridProps) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'} aria-label={label}>
      {cards.map(({ id, ...card }) => (
        <li key={id} className="card-grid__item">
          <Card {...card} />
        </li>
      ))}
      {Children.map(children, (child) => (
        <li className="card-grid__item">{child}</li>
      ))}
    </ul>
  );
}
