// Folders on a board screen (issue 17): a card that opens another board (a board file's load_board) shows that
// board in place of the mode's, with a way back; ':home' and ':back' cards go back to the first board or one step.
// The trail is the boards opened, the last one shown; a folder gone from the device (removed since) leaves the
// mode's board shown, and the screen says so.
import { useCallback, useState } from 'react';
import type { BoardMode } from './chosen';
import type { Board, CardRow } from './model';
import { useBoard } from './use-board';
import { useModeBoard } from './use-mode-board';
import type { BoardView } from './watch';

export interface FolderTrail {
  /** The view to show: the open folder's, or the mode's own. */
  view: BoardView;
  /** A folder is open (and on the device). */
  open: boolean;
  /** The folder asked for is not on the device. */
  missing: boolean;
  /** The board one step back (the mode's own from the first folder), once read. */
  previous: Board | null;
  /** Opens the card's folder or follows its :home / :back; false for any other card. */
  follow: (card: CardRow) => boolean;
  back: () => void;
  home: () => void;
}

export function useFolderTrail(modeView: BoardView): FolderTrail {
  const modeBoard = modeView.status === 'ready' ? modeView.board : null;
  const [trail, setTrail] = useState<string[]>([]);
  const folderView = useBoard(trail.at(-1) ?? null);
  const missing = trail.length > 0 && (folderView.status === 'missing' || folderView.status === 'unreadable');
  const open = trail.length > 0 && !missing;
  const previousView = useBoard(trail.length > 1 ? trail.at(-2)! : null);
  const previous = trail.length > 1 ? (previousView.status === 'ready' ? previousView.board : null) : modeBoard;
  const modeId = modeBoard?.id;
  const follow = useCallback(
    (card: CardRow) => {
      if (card.linkBoardId) {
        const target = card.linkBoardId;
        // The mode's own board is the bottom of the trail: opening it again goes back there.
        setTrail((opened) => (target === modeId ? [] : [...opened.filter((id) => id !== target), target]));
        return true;
      }
      if (card.action === ':home') {
        setTrail([]);
        return true;
      }
      if (card.action === ':back') {
        setTrail((opened) => opened.slice(0, -1));
        return true;
      }
      return false;
    },
    [modeId],
  );
  const back = useCallback(() => setTrail((opened) => opened.slice(0, -1)), []);
  const home = useCallback(() => setTrail([]), []);
  return { view: open ? folderView : modeView, open, missing, previous, follow, back, home };
}

/**
 * A board mode's boards (the dynamic mode, the constructor): the mode's own board, and the one shown — a folder
 * opened from it, or it — each once read (null before).
 */
export function useModeFolders(mode: BoardMode) {
  const { view: modeView, fellBack } = useModeBoard(mode);
  const folders = useFolderTrail(modeView);
  const board = folders.view.status === 'ready' ? folders.view.board : null;
  const modeBoard = modeView.status === 'ready' ? modeView.board : null;
  return { modeView, fellBack, folders, board, modeBoard };
}
