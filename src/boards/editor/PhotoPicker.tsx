// The card's own photo in the card dialog: from a file or the camera (the phone's own camera app, through the
// file picker's `capture`), cropped square and made small before it is kept. A file that is too big or not an
// image is refused with a message, and the card keeps the symbol it had.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { PhotoError, preparePhoto } from './photo';

export function PhotoPicker({ onPhoto }: { onPhoto: (photo: Blob) => void }) {
  const { t } = useTranslation('boardEditor');
  const fromFile = useRef<HTMLInputElement>(null);
  const fromCamera = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
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

  const input = (ref: typeof fromFile, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      {...(capture ? { capture: 'environment' as const } : {})}
      hidden
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        void take(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  return (
    <div className="photo-picker">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => fromFile.current?.click()}>
        <Icon emoji="🖼️" />
        {t('photo.file')}
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => fromCamera.current?.click()}>
        <Icon emoji="📷" />
        {t('photo.camera')}
      </button>
      {input(fromFile, false)}
      {input(fromCamera, true)}
      {busy && <p role="status">{t('photo.preparing')}</p>}
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
