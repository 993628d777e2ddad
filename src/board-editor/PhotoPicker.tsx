// A photo from a file or the camera (the phone's own camera app, through the file picker's `capture`), made small
// before it is kept: a card's (cropped square) or, given `prepare`, a scene's page (kept whole). A file that is too
// big or not an image is refused with a message, and what had a picture keeps it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@/components/form/FileButton';
import { Icon } from '@/components/Icon';
import { PhotoError, preparePhoto } from './photo';

interface Props<T> {
  onPhoto: (photo: T) => void | Promise<void>;
  /** How the file is made into what is kept (a card's square photo when absent). */
  prepare?: (file: File) => Promise<T>;
  /** The file button's words ("Escolher foto" when absent). */
  fileLabel?: ReactNode;
  /** The message for a file over the size allowed. */
  tooBig?: string;
  disabled?: boolean;
}

export function PhotoPicker<T = Blob>({ onPhoto, prepare, fileLabel, tooBig, disabled = false }: Props<T>) {
  const { t } = useTranslation('boardEditor');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function take(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      await onPhoto(prepare ? await prepare(file) : ((await preparePhoto(file)) as T));
    } catch (error) {
      const problem = error instanceof PhotoError ? error.problem : 'not-image';
      setProblem(problem === 'too-big' && tooBig ? tooBig : t(`photo.errors.${problem}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="photo-picker">
      <FileButton accept="image/*" disabled={disabled || busy} onFile={(file) => void take(file)}>
        <Icon emoji="🖼️" />
        {fileLabel ?? t('photo.file')}
      </FileButton>
      <FileButton accept="image/*" capture="environment" disabled={disabled || busy} onFile={(file) => void take(file)}>
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
