// A board as React state, live from the device: the one way a screen reads vocabulary. Until the device's database
// answers, the board as last shown on this device is offered (last-shown.ts), so a returning user's cards are
// drawn at once.
import { useEffect, useState } from 'react';
import { whenPageIdle } from '@/lib/idle';
import { lastShown, rememberShown } from './last-shown';
import { seedFirst } from './seed-first';
import type { BoardView } from './watch';

const LOADING: BoardView = { status: 'loading' };

export function useBoard(boardId: string | null): BoardView {
  // On the page written at build time, its built-in board as the HTML shows it (seed-first.ts), until the device answers.
  const [view, setView] = useState<{ id: string | null; view: BoardView | null }>(() => ({ id: boardId, view: boardId && lastShown(boardId) ? null : seedFirst(boardId) }));
  useEffect(() => {
    if (!boardId) return;
    let live = true;
    let stop: (() => void) | null = null;
    // The live read's code (the database, the row checks) loads with it, not with the screen.
    const start = () =>
      import('./watch').then(
        ({ watchBoard }) => {
          if (!live) return;
          stop = watchBoard(boardId, (next) => {
            setView({ id: boardId, view: next });
            rememberShown(next);
          });
        },
        () => live && setView({ id: boardId, view: lastShown(boardId) ?? { status: 'unreadable' } }),
      );
    // With the copy on screen, the database (its code, its opening) waits until the first cards are shown.
    if (lastShown(boardId) || seedFirst(boardId)) void whenPageIdle().then(start);
    else start();
    return () => {
      live = false;
      stop?.();
    };
  }, [boardId]);
  // A view of the board shown before (the id just changed) is never offered as this one.
  if (view.id === boardId && view.view) return view.view;
  return (boardId && lastShown(boardId)) || LOADING;
}
