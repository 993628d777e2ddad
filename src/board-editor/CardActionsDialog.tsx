// What can be done with one card of the editor: edit it, move it earlier or later (the dialog stays open, so
// pressing again moves it further), or remove it. Its place is said after each move.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { CardLabel } from '@/components/card/Card';
import { SymbolView } from '@/components/card/SymbolView';
import { Icon } from '@/components/Icon';
import { symbolSource } from '@/boards/card-text';
import { textIn, type CardRow } from '@/boards/model';
import { Dialog } from '@/components/dialog/Dialog';

interface Props {
  card: CardRow;
  position: number;
  count: number;
  images: ReadonlyMap<string, string>;
  /** A folder card: the board it opens (null: not on this device; undefined: not known yet) and how to open it. */
  link?: { name: string | null | undefined; onOpen?: () => void };
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function CardActionsDialog({ card, position, count, images, link, onEdit, onMove, onRemove, onClose }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const editButton = useRef<HTMLButtonElement>(null);
  const label = textIn(card.label, lang);
  return (
    <Dialog
      title={t('editor.cardActions', { label })}
      onClose={onClose}
      initialFocus={editButton}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('dialog.close')}
        </button>
      }
    >
      <div className="card-actions">
        <div className="card editor-card card-actions__preview" aria-hidden="true">
          <SymbolView symbol={symbolSource(card.symbol, images)} className="card__symbol" />
          <CardLabel label={label} />
        </div>
        <p className="card-actions__position" role="status">
          {t('editor.position', { position, count })}
        </p>
        {link && (
          <p className="card-actions__folder">
            {link.name === null ? t('editor.folderMissing') : link.name === undefined ? '' : t('editor.folderTo', { name: link.name })}
          </p>
        )}
        <div className="card-actions__buttons">
          {link?.onOpen && (
            <button type="button" className="button button--primary" onClick={link.onOpen}>
              <Icon emoji="📂" />
              {t('editor.openFolder', { name: link.name ?? '' })}
            </button>
          )}
          <button ref={editButton} type="button" className={link?.onOpen ? 'button button--secondary' : 'button button--primary'} onClick={onEdit}>
            <Icon emoji="✏️" />
            {t('editor.editCard', { label })}
          </button>
          {/* Not `disabled` at the ends: the focus stays on the button just pressed, so keys and switches go on. */}
          <button type="button" className="button button--secondary" aria-disabled={position <= 1} onClick={() => position > 1 && onMove(-1)}>
            <span aria-hidden="true">←</span>
            {t('editor.earlier', { label })}
          </button>
          <button type="button" className="button button--secondary" aria-disabled={position >= count} onClick={() => position < count && onMove(1)}>
            <span aria-hidden="true">→</span>
            {t('editor.later', { label })}
          </button>
          <button type="button" className="button button--danger" onClick={onRemove}>
            <Icon emoji="🗑️" />
            {t('editor.removeCard', { label })}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
