// The card's own photo in the card dialog: from a file or the camera (the phone's own camera app, through the
// file picker's `capture`), cropped square and made small before it is kept. A file that is too big or not an
// image is refused with a message, and the card keeps the symbol it had.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@/components/form/FileButton';
import { Icon } from '@/components/Icon';
import { PhotoError, preparePhoto } from './photo';

export function PhotoPicker({ onPhoto }: { onPhoto: (photo: Blob) => void }) {
  const { t } = useTranslation('boardEditor');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function take(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      onPhoto(await preparePhoto(file));
    } catch (error) {
      setProblem(t(`photo.errors.${error instanceof PhotoError ? error.problem : 'not-image'}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="photo-picker">
      <FileButton accept="image/*" disabled={busy} onFile={(file) => void take(file)}>
        <Icon emoji="🖼️" />
        {t('photo.file')}
      </FileButton>
      <FileButton accept="image/*" capture="environment" disabled={busy} onFile={(file) => void take(file)}>
        <Icon emoji="📷" />
        {t('photo.camera')}
      </FileButton>
      {busy && <p role="status">{t('photo.preparing')}</p>}
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
