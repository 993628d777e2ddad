// What a board screen shows while a folder is open: its name and the way back (the screen's back command, so Escape
// and a back switch leave the folder before the mode), or that the folder is not on this device.
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { needTexts } from '@/i18n/i18n';
import { commandMark } from '@/input/dom';
import { textIn } from './local-text';
import type { Board } from './model';
import type { FolderTrail } from './use-folder-trail';
import './boards.css';

needTexts('boards');

export function FolderBar({ trail, modeBoard }: { trail: FolderTrail; modeBoard: Board | null }) {
  const { t } = useTranslation('boards');
  const lang = useLang();
  const shown = trail.view.status === 'ready' ? trail.view.board : null;
  if (trail.missing) {
    return (
      <p className="board-notice" role="alert">
        {t('folderMissing')}{' '}
        <button type="button" className="button button--secondary" {...commandMark('back')} onClick={trail.home}>
          {t('folderBack', { name: modeBoard ? textIn(modeBoard.name, lang) : '…' })}
        </button>
      </p>
    );
  }
  if (!trail.open || !shown) return null;
  return (
    <div className="board-folder">
      <p className="board-folder__name">{t('folder', { name: textIn(shown.name, lang) })}</p>
      <button type="button" className="button button--secondary" {...commandMark('back')} onClick={trail.back}>
        <span aria-hidden="true">←</span>
        {t('folderBack', { name: trail.previous ? textIn(trail.previous.name, lang) : '…' })}
      </button>
    </div>
  );
}
