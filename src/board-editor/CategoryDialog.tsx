// Adding or editing a category (spec 001 §5): a name that is not blank and one of the twelve colours (blue first).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { CATEGORY_COLOR_HEX, CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR, LIMITS, type CategoryColor } from '@/boards/model';
import { Dialog, DialogActions } from '@/components/dialog/Dialog';
import './choices.css';

export interface CategoryDraft {
  name: string;
  color: CategoryColor;
}

interface Props {
  initial?: CategoryDraft;
  onSave: (draft: CategoryDraft) => void;
  onCancel: () => void;
}

export function CategoryDialog({ initial, onSave, onCancel }: Props) {
  const { t } = useTranslation('boardEditor');
  const [name, setName] = useState(initial?.name ?? '');
  const [color, setColor] = useState<CategoryColor>(initial?.color ?? DEFAULT_CATEGORY_COLOR);
  const input = useRef<HTMLInputElement>(null);
  const valid = name.trim() !== '';

  return (
    <Dialog
      title={initial ? t('category.editTitle') : t('category.addTitle')}
      onClose={onCancel}
      initialFocus={input}
      actions={<DialogActions cancelLabel={t('dialog.cancel')} onCancel={onCancel} doLabel={t('category.save')} disabled={!valid} onDo={() => onSave({ name: name.trim(), color })} />}
    >
      <TextField label={t('category.name')} inputRef={input} value={name} maxLength={LIMITS.categoryName} required onChange={setName} />
      <fieldset className="color-choice">
        <legend className="form-field__label">{t('category.color')}</legend>
        <div className="color-choice__options">
          {CATEGORY_COLORS.map((option) => (
            <label key={option} className="color-choice__option">
              <input type="radio" name="category-color" value={option} checked={color === option} onChange={() => setColor(option)} />
              <span className="color-choice__swatch" style={{ backgroundColor: CATEGORY_COLOR_HEX[option] }} aria-hidden="true" />
              {t(`colors.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
