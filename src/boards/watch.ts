// A board read live from the device: the listener hears the board now and after every change, from this tab or
// another (Dexie's live queries cross tabs). With no storage at all, a built-in board is its seed, read-only.
import { database } from '@/storage/store';
import { assemble, readBoard, type BoardRead } from './read';
import { ensureSeed } from './store';
import { noteBuiltinLook } from './builtin-look';
import { seedKeyOf, seedRows } from './seeds';

export type BoardView = BoardRead | { status: 'loading' };

export function watchBoard(boardId: string, listener: (view: BoardView) => void): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  const key = seedKeyOf(boardId);
  // Dexie's live query comes with the database (its code is not needed to draw the board as last shown).
  void Promise.all([database(), import('dexie')]).then(([db, { liveQuery }]) => {
    if (stopped) return;
    if (!db) {
      listener(key ? { status: 'ready', board: assemble(seedRows(key, Date.now())).board, problems: [], stored: false } : { status: 'missing' });
      return;
    }
    // The seed is shown from memory while it is being stored, so a first visit does not wait for the write.
    if (key) void ensureSeed(key);
    const subscription = liveQuery(() => readBoard(db, boardId)).subscribe({
      next: (view) => {
        listener(view);
        // A built-in board read whole from the device: whether its page written at build time may show it.
        if (key && view.status === 'ready' && view.problems.length === 0 && view.stored) noteBuiltinLook(view.board);
      },
      error: (error: unknown) => {
        console.warn(`Board ${boardId} could not be read`, error);
        listener(key ? { status: 'ready', board: assemble(seedRows(key, Date.now())).board, problems: [{ kind: 'board' }], stored: false } : { status: 'unreadable' });
      },
    });
    unsubscribe = () => subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

