// Adding or editing a card (spec 001 §5): its word, what is said when it differs, its symbol and its category —
// word, symbol and category are required, and Save stays disabled until all three are there. A new category can
// be made from here (it then becomes the card's).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { SymbolView } from '@/components/card/SymbolView';
import { TextField } from '@/components/form/TextField';
import { LIMITS, textIn, type CardSymbol, type Category } from '@/boards/model';
import { CategoryDialog, type CategoryDraft } from './CategoryDialog';
import { Dialog, DialogActions } from '@/components/dialog/Dialog';
import { EmojiPicker } from './EmojiPicker';
import { PhotoPicker } from './PhotoPicker';
import { VoiceRecorder, type VoiceDraft } from './VoiceRecorder';
import './card-dialog.css';

export interface CardDraft {
  label: string;
  spoken: string;
  /** An emoji or the stored photo; null until one is chosen. */
  symbol: CardSymbol | null;
  /** A photo just taken or chosen, or a pictogram downloaded, kept when the card is saved (it then replaces `symbol`). */
  photo: Blob | null;
  /** The licence of that picture (an ARASAAC pictogram's), kept with it. */
  photoLicense?: Record<string, unknown>;
  /** Where a picture chosen from another of the family's cards is drawn from while the dialog is open. */
  symbolSrc?: string;
  voice: VoiceDraft;
  categoryId: string;
}

interface Props {
  initial: CardDraft;
  editing: boolean;
  categories: readonly Pick<Category, 'id' | 'name'>[];
  /** The board's stored photos, by media id. */
  images: ReadonlyMap<string, string>;
  onSave: (draft: CardDraft) => void;
  /** Makes a category; resolves to its id, or undefined when it could not be kept. */
  onCreateCategory: (draft: CategoryDraft) => Promise<string | undefined>;
  onCancel: () => void;
}

export function CardDialog({ initial, editing, categories, images, onSave, onCreateCategory, onCancel }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const [draft, setDraft] = useState<CardDraft>(initial);
  const [newCategory, setNewCategory] = useState(false);
  const word = useRef<HTMLInputElement>(null);
  const ids = { category: useId(), status: useId() };
  const set = (patch: Partial<CardDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const valid = draft.label.trim() !== '' && (draft.symbol !== null || draft.photo !== null) && categories.some((c) => c.id === draft.categoryId);
  const emoji = !draft.photo && draft.symbol?.kind === 'emoji' ? draft.symbol.emoji : null;
  const photoUrl = usePhotoUrl(draft.photo);
  const shownPhoto = photoUrl ?? (draft.symbol?.kind === 'image' ? (images.get(draft.symbol.mediaId) ?? draft.symbolSrc) : undefined);
  const pictogram = draft.photo !== null && draft.photoLicense !== undefined;

  return (
    <>
      <Dialog
        title={editing ? t('card.editTitle') : t('card.addTitle')}
        onClose={onCancel}
        initialFocus={word}
        wide
        actions={<DialogActions cancelLabel={t('dialog.cancel')} onCancel={onCancel} doLabel={t('card.save')} disabled={!valid} describedBy={valid ? undefined : ids.status} onDo={() => onSave(draft)} />}
      >
        <TextField
          label={t('card.word')}
          hint={t('card.wordHint', { max: LIMITS.label })}
          inputRef={word}
          value={draft.label}
          maxLength={LIMITS.label}
          required
          onChange={(label) => set({ label })}
        />
        <TextField label={t('card.spoken')} hint={t('card.spokenHint')} value={draft.spoken} maxLength={LIMITS.label} onChange={(spoken) => set({ spoken })} />
        <fieldset className="form-field card-dialog__symbol">
          <legend className="form-field__label">{t('card.emoji')}</legend>
          <p className="card-dialog__chosen" aria-live="polite">
            {shownPhoto ? (
              <>
                {pictogram ? t('pictograms.chosen') : t('photo.chosen')}
                <img className="card-dialog__photo" src={shownPhoto} alt="" />
              </>
            ) : emoji ? (
              <>
                {t('card.emojiChosen')}
                <SymbolView symbol={emoji} className="card-dialog__chosen-symbol" />
                <span className="visually-hidden">{emoji}</span>
              </>
            ) : (
              t('card.noEmoji')
            )}
          </p>
          <PhotoPicker onPhoto={(photo) => set({ photo, photoLicense: undefined })} />
          <EmojiPicker
            value={draft.photo ? null : draft.symbol}
            onChoose={(chosen) => set({ symbol: chosen.symbol, symbolSrc: chosen.src, photo: null, photoLicense: undefined })}
            onChoosePictogram={(kept) => set({ photo: kept.blob, photoLicense: kept.license })}
          />
        </fieldset>
        <VoiceRecorder value={draft.voice} onChange={(voice) => set({ voice })} />
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.category}>
            {t('card.category')}
          </label>
          <div className="card-dialog__category">
            <select id={ids.category} className="form-field__control" value={draft.categoryId} required onChange={(event) => set({ categoryId: event.target.value })}>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {textIn(category.name, lang)}
                </option>
              ))}
            </select>
            <button type="button" className="button button--secondary" onClick={() => setNewCategory(true)}>
              {t('card.newCategory')}
            </button>
          </div>
        </div>
        {!valid && (
          <p id={ids.status} className="form-field__hint">
            {t('card.required')}
          </p>
        )}
      </Dialog>
      {newCategory && (
        <CategoryDialog
          onCancel={() => setNewCategory(false)}
          onSave={(category) => {
            setNewCategory(false);
            void onCreateCategory(category).then((id) => id && set({ categoryId: id }));
          }}
        />
      )}
    </>
  );
}

/** An address for a photo not yet stored, released when it changes or the dialog closes. */
function usePhotoUrl(photo: Blob | null): string | undefined {
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
