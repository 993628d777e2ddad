// The caregiver lock in Settings: turn it on with a PIN typed twice, change the PIN, turn it off, or lock now.
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/ToastProvider';
import { SettingsSection } from '@/components/SettingsSection';
import { needTexts } from '@/i18n/i18n';
import { isValidPin } from './pin';
import { loadLock, lockAgain, lockState, removePin, setPin, subscribeLock } from './lock-store';
import './lock.css';

needTexts('lock');

export function LockSection() {
  const { t } = useTranslation('lock');
  const toast = useToast();
  const { lock } = useSyncExternalStore(subscribeLock, lockState);
  const on = lock === 'unknown' ? null : lock === 'set';
  const [editing, setEditing] = useState(false);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { problem: useId() };

  useEffect(() => {
    void loadLock();
  }, []);

  async function save() {
    if (!isValidPin(first)) return setProblem(t('settings.invalid'));
    if (first !== second) return setProblem(t('settings.mismatch'));
    try {
      await setPin(first);
      toast.show({ title: on ? t('settings.changed') : t('settings.enabled') });
      setEditing(false);
      setFirst('');
      setSecond('');
      setProblem(null);
    } catch {
      setProblem(t('settings.failed'));
    }
  }

  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
  const form = (
    <form
      className="lock-section__form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label={t('settings.newPin')} type="password" inputMode="numeric" autoComplete="new-password" value={first} describedBy={ids.problem} onChange={(value) => setFirst(digits(value))} />
      <TextField label={t('settings.repeatPin')} type="password" inputMode="numeric" autoComplete="new-password" value={second} describedBy={ids.problem} onChange={(value) => setSecond(digits(value))} />
      <p id={ids.problem} className="lock-section__error" role="alert">
        {problem}
      </p>
      <div className="lock-section__buttons">
        <button type="submit" className="button button--primary" disabled={first === '' || second === ''}>
          {on ? t('settings.change') : t('settings.enable')}
        </button>
        {on && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
            {t('settings.cancel')}
          </button>
        )}
      </div>
    </form>
  );

  return (
    <SettingsSection title={t('settings.title')} intro={t('settings.intro')}>
      {on === null ? null : (
        <>
          <p>{on ? t('settings.on') : t('settings.off')}</p>
          {!on || editing ? form : null}
          {on && (
            <div className="lock-section__buttons">
              {!editing && (
                <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
                  {t('settings.change')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={lockAgain}>
                {t('settings.lockNow')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() =>
                  void removePin().then(() => {
                    setEditing(false);
                    toast.show({ title: t('settings.disabled') });
                  })
                }
              >
                {t('settings.disable')}
              </button>
            </div>
          )}
          <p className="settings-section__intro">{t('settings.forgot')}</p>
        </>
      )}
    </SettingsSection>
  );
}
