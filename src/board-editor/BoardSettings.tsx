// "About the board": its name, its type (a board of one's own may change type: the type's default cards replace
// its cards, after a confirmation), the mode that shows it, and restoring the original (built-in) or deleting it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { TextField } from '@/components/form/TextField';
import { PrintBoardLink } from '@/board-print';
import { BoardLicences, ExportBoardFile } from '@/board-files';
import { ShareBoard } from '@/shared-board';
import { chooseBoard, isModeBoard, modeOfBoard } from '@/boards/chosen';
import { GRID_BOARD_TYPES, LIMITS, textIn, withText, type Board, type GridBoardType } from '@/boards/model';
import { builtinBoardId } from '@/boards/seeds';
import { changeBoardType, deleteBoard, restoreOriginal, updateBoard } from '@/boards/store';
import { useChosenBoards } from '@/boards/use-chosen-boards';
import { ConfirmDialog } from '@/components/dialog/Dialog';
import { useEdit } from './use-edit';

type Confirm = { kind: 'type'; type: GridBoardType } | { kind: 'restore' } | { kind: 'delete' } | null;

export function BoardSettings({ board, editable }: { board: Board; editable: boolean }) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const edit = useEdit();
  const navigate = useNavigate();
  const chosen = useChosenBoards();
  const storedName = textIn(board.name, lang);
  const [name, setName] = useState(storedName);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const mode = modeOfBoard(board, chosen);
  const boardMode = board.type === 'scene' ? null : board.type;
  const canChoose = boardMode !== null && isModeBoard(board);
  const inUse = boardMode !== null && chosen[boardMode] === board.id;

  return (
    <section className="board-settings" aria-labelledby="board-settings-title">
      <h2 id="board-settings-title" className="page__subtitle">
        {t('editor.settings')}
      </h2>
      <div className="board-settings__row">
        <TextField className="board-settings__name" label={t('editor.name')} value={name} maxLength={LIMITS.boardName} disabled={!editable} onChange={setName} />
        <button
          type="button"
          className="button button--secondary"
          disabled={!editable || name.trim() === '' || name.trim() === storedName}
          onClick={() => void edit(() => updateBoard(board.id, { name: withText(board.name, lang, name.trim()) }), () => ({ done: t('editor.nameSaved') }))}
        >
          {t('editor.saveName')}
        </button>
      </div>
      <p className="board-settings__facts">
        {canChoose && <span className="badge">{t(`types.${board.type}`)}</span>}
        {mode && <span>{t('list.usedIn', { mode: t(`modes.${mode}`) })}</span>}
      </p>
      <div className="board-settings__actions">
        {canChoose &&
          boardMode !== null &&
          (inUse ? (
            <p className="board-settings__in-use">{t('editor.inUse', { mode: t(`modes.${boardMode}`) })}</p>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void edit(() => chooseBoard(boardMode, board.id), () => ({ done: t('editor.chosen', { mode: t(`modes.${boardMode}`) }) }))}
            >
              {t('editor.use', { mode: t(`modes.${boardMode}`) })}
            </button>
          ))}
        {board.origin === 'custom' &&
          boardMode !== null &&
          GRID_BOARD_TYPES.filter((type) => type !== board.type).map((type) => (
            <button key={type} type="button" className="button button--secondary" disabled={!editable} onClick={() => setConfirm({ kind: 'type', type })}>
              {t('editor.typeChange', { type: t(`types.${type}`) })}
            </button>
          ))}
        <ShareBoard board={board} />
        <ExportBoardFile board={board} />
        <PrintBoardLink boardId={board.id} />
        {board.origin === 'builtin' ? (
          <button type="button" className="button button--secondary" onClick={() => setConfirm({ kind: 'restore' })}>
            {t('editor.restore')}
          </button>
        ) : (
          <button type="button" className="button button--danger" disabled={!editable} onClick={() => setConfirm({ kind: 'delete' })}>
            {t('editor.remove')}
          </button>
        )}
      </div>
      <BoardLicences board={board} />
      {confirm?.kind === 'type' && (
        <ConfirmDialog
          title={t('editor.typeConfirmTitle')}
          text={t('editor.typeConfirm', { type: t(`types.${confirm.type}`) })}
          confirmLabel={t('editor.typeChange', { type: t(`types.${confirm.type}`) })}
          cancelLabel={t('dialog.cancel')}
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const { type } = confirm;
            setConfirm(null);
            void edit(async () => {
              await changeBoardType(board.id, type);
              // A board shown by the other mode stays shown there only if its new type fits it.
              if (boardMode !== null && chosen[boardMode] === board.id) await chooseBoard(boardMode, builtinBoardId(boardMode));
            });
          }}
        />
      )}
      {confirm?.kind === 'restore' && (
        <ConfirmDialog
          title={t('editor.restoreConfirmTitle')}
          text={t('editor.restoreConfirm')}
          confirmLabel={t('editor.restore')}
          cancelLabel={t('dialog.cancel')}
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void edit(() => restoreOriginal(board.id), () => ({ done: t('editor.restored') }));
          }}
        />
      )}
      {confirm?.kind === 'delete' && (
        <ConfirmDialog
          title={t('editor.removeConfirmTitle', { name: storedName })}
          text={t('editor.removeConfirm')}
          confirmLabel={t('editor.remove')}
          cancelLabel={t('dialog.cancel')}
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void edit(async () => {
              await deleteBoard(board.id);
              for (const m of ['dynamic', 'constructor'] as const) if (chosen[m] === board.id) await chooseBoard(m, builtinBoardId(m));
              navigate('?', { replace: true });
            }, () => ({ done: t('editor.removed') }));
          }}
        />
      )}
    </section>
  );
}
