// The board a mode shows: the one chosen for it on this device, or its built-in board when that one is gone or
// cannot be read (then `fellBack` says so, and the screen tells the user).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { whenPageIdle } from '@/lib/idle';
import { chosenBoards, DEFAULT_CHOSEN_BOARDS, type BoardMode } from './chosen';
import { lastShownInMode, rememberShownInMode } from './last-shown';
import { builtinBoardId } from './seeds';
import { useBoard } from './use-board';
import { seedFirst } from './seed-first';
import type { BoardView } from './watch';

export interface ModeBoard {
  view: BoardView;
  /** The chosen board could not be shown; this is the built-in one. */
  fellBack: boolean;
}

/** A page written at build time shows the built-in boards (the boot script checked that they are this device's). */
const defaultChoice = () => DEFAULT_CHOSEN_BOARDS;

/** Set once the saved choice has been read on this page, so later screens do not wait for it again. */
let choiceRead = false;

export function useModeBoard(mode: BoardMode): ModeBoard {
  const chosen = useSyncExternalStore(chosenBoards.subscribe, chosenBoards.get, defaultChoice);
  const [ready, setReady] = useState(choiceRead);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // While the board shown last is on screen, the saved choice is read once the first cards are shown.
    void (lastShownInMode(mode) ? whenPageIdle() : Promise.resolve())
      .then(() => chosenBoards.load())
      .then(() => {
        choiceRead = true;
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [ready, mode]);
  const builtin = builtinBoardId(mode);
  // Before the choice is known, the board this mode showed last on this device (never the built-in one in its place:
  // it must not flash before the family's own); nothing when there is none.
  // On the page written at build time with the built-in board (the boot script found it is this device's), that one.
  const [seeded] = useState(() => seedFirst(builtinBoardId(mode)) !== null);
  const wanted = ready ? chosen[mode] : (lastShownInMode(mode) ?? (seeded ? builtin : null));
  const view = useBoard(wanted);
  const failed = ready && wanted !== builtin && (view.status === 'missing' || view.status === 'unreadable');
  const builtinView = useBoard(failed ? builtin : null);
  const shown = failed ? builtinView : view;
  const shownId = failed ? builtin : wanted;
  useEffect(() => {
    if (ready && shownId && shown.status === 'ready') rememberShownInMode(mode, shownId);
  }, [ready, mode, shownId, shown.status]);
  return { view: shown, fellBack: failed };
}
