// "Keep it" in Settings: how much the app keeps on this device and whether the browser keeps it for good, a backup
// of everything as one file, and restoring one — after showing what it will replace.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@/components/form/FileButton';
import { Icon } from '@/components/Icon';
import { needTexts } from '@/i18n/i18n';
import { SettingsSection } from '@/components/SettingsSection';
import { readStorageState, requestPersistence, type StorageState } from '@/storage/persistence';
import { ConfirmDialog } from '@/components/dialog/Dialog';
import { backupBlob, backupFileName, BackupError, makeBackup, readBackupFile, restoreBackup, summarise } from './backup';
import type { Backup } from './schema';
import { downloadBlob } from '@/lib/download';

needTexts('backup');

function megabytes(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: bytes < 10 * 1024 * 1024 ? 1 : 0 }).format(bytes / (1024 * 1024));
}

export function KeepSection() {
  const { t, i18n } = useTranslation('backup');
  const [state, setState] = useState<StorageState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState<Backup | null>(null);
  const lang = i18n.language;

  useEffect(() => {
    void readStorageState().then(setState);
  }, []);

  const problem = (error: unknown) => t(`errors.${error instanceof BackupError ? error.problem : 'unavailable'}`);

  async function backUp() {
    setBusy(true);
    setMessage(null);
    try {
      const backup = await makeBackup();
      const file = backupFileName(backup.createdAt);
      downloadBlob(backupBlob(backup), file);
      setMessage({ text: t('made', { file }), error: false });
    } catch (error) {
      setMessage({ text: problem(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function choose(file: File) {
    setMessage(null);
    try {
      setPending(await readBackupFile(file));
    } catch (error) {
      setMessage({ text: problem(error), error: true });
    }
  }

  async function restore(backup: Backup) {
    setPending(null);
    setBusy(true);
    try {
      await restoreBackup(backup);
      setMessage({ text: t('restored'), error: false });
      // Every screen reads the restored boards and settings afresh.
      setTimeout(() => window.location.reload(), 1500);
    } catch (error) {
      setMessage({ text: problem(error), error: true });
      setBusy(false);
    }
  }

  const summary = pending ? summarise(pending) : null;
  return (
    <SettingsSection title={t('title')} intro={t('intro')}>
      {state && (
        <p>
          {state.usage !== null ? t('usage', { used: megabytes(state.usage, lang) }) : t('usageUnknown')}{' '}
          {state.persisted === true ? t('persisted') : state.persisted === false ? t('notPersisted') : ''}
        </p>
      )}
      <div className="keep-section__buttons">
        {state?.persisted === false && (
          <button type="button" className="button button--secondary" onClick={() => void requestPersistence().then(() => readStorageState().then(setState))}>
            {t('persist')}
          </button>
        )}
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void backUp()}>
          <Icon emoji="💾" />
          {t('backUp')}
        </button>
        <FileButton accept=".json,application/json" disabled={busy} onFile={(file) => void choose(file)}>
          <Icon emoji="📂" />
          {t('restore')}
        </FileButton>
      </div>
      <p className={message?.error ? 'keep-section__message keep-section__message--error' : 'keep-section__message'} role={message?.error ? 'alert' : 'status'}>
        {message?.text}
      </p>
      {pending && summary && (
        <ConfirmDialog
          title={t('confirmTitle')}
          text={t('confirm', {
            date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(summary.createdAt),
            boards: summary.boards,
            cards: summary.cards,
            photos: summary.photos,
            recordings: summary.recordings,
          })}
          confirmLabel={t('confirmButton')}
          cancelLabel={t('cancel')}
          danger
          onCancel={() => setPending(null)}
          onConfirm={() => void restore(pending)}
        />
      )}
    </SettingsSection>
  );
}
