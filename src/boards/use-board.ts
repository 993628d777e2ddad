// A board as React state, live from the device: the one way a screen reads vocabulary.
import { useEffect, useState } from 'react';
import { watchBoard, type BoardView } from './watch';

export function useBoard(boardId: string | null): BoardView {
  const [view, setView] = useState<{ id: string | null; view: BoardView }>({ id: boardId, view: { status: 'loading' } });
  useEffect(() => {
    if (!boardId) return;
    return watchBoard(boardId, (next) => setView({ id: boardId, view: next }));
  }, [boardId]);
  // A view of the board shown before (the id just changed) is never offered as this one.
  return view.id === boardId ? view.view : { status: 'loading' };
}
