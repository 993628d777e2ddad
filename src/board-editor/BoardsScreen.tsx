// My boards (/pranchas, /en/boards): the boards on this device, a new board, and — with ?b=<id> in the address —
// the editor of one board, so the browser's back and a reload agree with the screen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LockGate } from '@/lock/LockGate';
import { collectUnusedMedia } from '@/boards/store';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import { BoardEditor } from './BoardEditor';
import { BoardListView } from './BoardListView';
import './editor.css';

needTexts('boardEditor');

export const BOARD_PARAM = 'b';

export default function BoardsScreen() {
  const { t } = useTranslation('boardEditor');
  return (
    <LockGate screen={t('title')}>
      <BoardsContent />
    </LockGate>
  );
}

/** The folder boards walked through to reach the one edited, from the history entry (any page may write it). */
function trailOf(state: unknown): string[] {
  const trail = typeof state === 'object' && state !== null ? (state as { trail?: unknown }).trail : undefined;
  if (!Array.isArray(trail) || trail.length > 100) return [];
  return trail.every((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200) ? trail : [];
}

function BoardsContent() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const boardId = params.get(BOARD_PARAM);
  const trail = trailOf(state);
  useEffect(() => {
    void collectUnusedMedia();
  }, []);
  return (
    <div className="page boards-screen">
      <ScreenHeader backIsCommand={!boardId} />
      {boardId ? (
        <BoardEditor
          key={boardId}
          boardId={boardId}
          trail={trail}
          focusTitle={typeof state === 'object' && state !== null && 'trail' in state}
          onOpenBoard={(id, next) => navigate(`?${new URLSearchParams({ [BOARD_PARAM]: id })}`, { state: { trail: next } })}
        />
      ) : (
        <BoardListView />
      )}
    </div>
  );
}
