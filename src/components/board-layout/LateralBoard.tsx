// The boards' lateral layout (spec 000 §2.7, also the constructor's): the navigation split into two side menus,
// the first `startCount` items on the left, the rest on the right, and the board's cards between them.
import type { ReactNode } from 'react';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import './lateral-board.css';

interface LateralBoardProps<Id extends string> {
  items: readonly BoardNavItem<Id>[];
  startCount: number;
  /** The names of the left and the right menu. */
  labels: { start: string; end: string };
  current: Id | null;
  onChoose: (id: Id) => void;
  /** A screen's own class, for its differences (the menus' width, where they stick). */
  className: string;
  children: ReactNode;
}

export function LateralBoard<Id extends string>({ items, startCount, labels, current, onChoose, className, children }: LateralBoardProps<Id>) {
  const menu = (part: readonly BoardNavItem<Id>[], label: string) => (
    <BoardNav items={part} label={label} variant="side" current={current} onChoose={onChoose} />
  );
  return (
    <div className={`board-lateral ${className}`}>
      {menu(items.slice(0, startCount), labels.start)}
      {children}
      {menu(items.slice(startCount), labels.end)}
    </div>
  );
}
