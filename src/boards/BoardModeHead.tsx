// Owns: the head of a board mode's page (the dynamic mode, the constructor): the header with the board's toggles,
// the title and intro, what the screen says of the board read (a notice), and the bar of the folder opened.
import type { BoardPreferencesState } from '@/components/board/use-board-preferences';
import { BoardToggles } from '@/components/board/BoardToggles';
import { ScreenHeader } from '@/components/ScreenHeader';
import { BoardNotice } from './BoardNotice';
import { FolderBar } from './FolderBar';
import type { useModeFolders } from './use-folder-trail';

interface BoardModeHeadProps {
  title: string;
  intro: string;
  prefs: BoardPreferencesState;
  /** A phone has one layout: the layout toggle is not offered. */
  boards: ReturnType<typeof useModeFolders>;
}

export function BoardModeHead({ title, intro, prefs, boards: { modeView, fellBack, folders, modeBoard } }: BoardModeHeadProps) {
  return (
    <>
      <ScreenHeader backIsCommand={!folders.open && !folders.missing}>
        <BoardToggles value={prefs} onChange={prefs.set} />
      </ScreenHeader>
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{intro}</p>
      <BoardNotice view={modeView} fellBack={fellBack} />
      <FolderBar trail={folders} modeBoard={modeBoard} />
    </>
  );
}
