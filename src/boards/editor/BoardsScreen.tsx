// My boards (/pranchas, /en/boards): the boards on this device, a new board, and — with ?b=<id> in the address —
// the editor of one board, so the browser's back and a reload agree with the screen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LockGate } from '@/lock/LockGate';
import { collectUnusedMedia } from '../store';
import { ScreenHeader } from '@/components/ScreenHeader';
import { addTexts } from '@/i18n/i18n';
import boardEditorTexts from '@/i18n/resources/boardEditor';
import { BoardEditor } from './BoardEditor';
import { BoardListView } from './BoardListView';
import './editor.css';

addTexts('boardEditor', boardEditorTexts);

export const BOARD_PARAM = 'b';

export default function BoardsScreen() {
  const { t } = useTranslation('boardEditor');
  return (
    <LockGate screen={t('title')}>
      <BoardsContent />
    </LockGate>
  );
}

function BoardsContent() {
  const [params] = useSearchParams();
  const boardId = params.get(BOARD_PARAM);
  useEffect(() => {
    void collectUnusedMedia();
  }, []);
  return (
    <div className="page boards-screen">
      <ScreenHeader backIsCommand={!boardId} />
      {boardId ? <BoardEditor key={boardId} boardId={boardId} /> : <BoardListView />}
    </div>
  );
}
