// A new board (spec 001 §5): a name is required ('Preencha o nome da prancha'; Create stays disabled while it is
// empty) and the type is Dinâmico or Construtor, which sets the cards it starts with.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { TextField } from '@/components/form/TextField';
import { BOARD_TYPES, LIMITS, type BoardType } from '@/boards/model';
import { createBoard } from '@/boards/store';
import { Dialog, DialogActions } from '@/components/dialog/Dialog';
import { useEdit } from './use-edit';
import './choices.css';

export function NewBoardDialog({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const edit = useEdit();
  const [name, setName] = useState('');
  const [type, setType] = useState<BoardType>('dynamic');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const empty = name.trim() === '';

  async function create() {
    if (empty || saving) return;
    setSaving(true);
    const trimmed = name.trim();
    const id = await edit(
      () => createBoard({ name: { [lang]: trimmed }, type }),
      () => ({ done: t('create.created', { name: trimmed }) }),
    );
    setSaving(false);
    if (id) onCreated(id);
  }

  return (
    <Dialog
      title={t('create.title')}
      onClose={onCancel}
      initialFocus={input}
      actions={<DialogActions cancelLabel={t('dialog.cancel')} onCancel={onCancel} doLabel={t('create.save')} disabled={empty || saving} onDo={() => void create()} />}
    >
      <TextField
        label={t('create.name')}
        inputRef={input}
        value={name}
        maxLength={LIMITS.boardName}
        required
        // The rule is said from the start, and as an error once the caregiver has typed or left the field.
        hint={empty && !touched ? t('create.nameRequired') : undefined}
        error={empty && touched ? t('create.nameRequired') : null}
        onChange={(value) => {
          setName(value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      <fieldset className="form-field">
        <legend className="form-field__label">{t('create.type')}</legend>
        <div className="type-choice">
          {BOARD_TYPES.map((option) => (
            <label key={option} className="type-choice__option">
              <input type="radio" name="board-type" value={option} checked={type === option} onChange={() => setType(option)} />
              {t(`types.${option}`)}
            </label>
          ))}
        </div>
        <p className="form-field__hint">{t('create.typeHint')}</p>
      </fieldset>
    </Dialog>
  );
}
