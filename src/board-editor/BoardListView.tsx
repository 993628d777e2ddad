// The list of My boards: each board with its type, whether it is a default or the family's own, its number of cards
// and the mode that shows it, and a way in to edit it; plus "New board" and "Import a board" (an Open Board file).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { Icon } from '@/components/Icon';
import { isModeBoard, modeOfBoard } from '@/boards/chosen';
import { textIn } from '@/boards/model';
import { useBoardList } from '@/boards/use-board-list';
import { useChosenBoards } from '@/boards/use-chosen-boards';
import { ImportBoardFile } from '@/board-files';
import { NewBoardDialog } from './NewBoardDialog';

export function BoardListView() {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const list = useBoardList();
  const chosen = useChosenBoards();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <div className="boards-screen__actions">
        <button type="button" className="button button--primary boards-screen__new" disabled={list.status === 'ready' && !list.editable} onClick={() => setCreating(true)}>
          <span aria-hidden="true">+</span>
          {t('create.open')}
        </button>
        <ImportBoardFile disabled={list.status === 'ready' && !list.editable} onImported={(id) => navigate(`?b=${encodeURIComponent(id)}`)} />
      </div>
      {list.status === 'loading' ? (
        <p role="status">{t('list.loading')}</p>
      ) : (
        <>
          {!list.editable && <p className="board-notice" role="alert">{t('editor.readOnly')}</p>}
          {list.unreadable > 0 && <p className="board-notice" role="alert">{t('list.unreadable')}</p>}
          <ul className="board-list" aria-label={t('list.label')}>
            {list.boards.map((board) => {
              const name = textIn(board.name, lang);
              const mode = modeOfBoard(board, chosen);
              return (
                <li key={board.id} className="board-list__item">
                  <h2 className="board-list__name">{name}</h2>
                  <p className="board-list__facts">
                    {isModeBoard(board) && <span className="badge">{t(`types.${board.type}`)}</span>}
                    <span className="badge">{board.origin === 'builtin' ? t('list.builtin') : t('list.custom')}</span>
                    <span>{t('list.cards', { count: board.cardCount })}</span>
                    {mode && <span>{t('list.usedIn', { mode: t(`modes.${mode}`) })}</span>}
                  </p>
                  <Link className="button button--secondary board-list__edit" to={`?b=${encodeURIComponent(board.id)}`} aria-label={t('list.editNamed', { name })}>
                    <Icon emoji="✏️" />
                    {t('list.edit')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {creating && (
        <NewBoardDialog
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`?b=${encodeURIComponent(id)}`);
          }}
        />
      )}
    </>
  );
}

