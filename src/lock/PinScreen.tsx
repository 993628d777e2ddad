// The PIN screen of the caregiver lock: the PIN, Unlock, how many tries are left, the pause after too many, and
// what to do when the PIN is forgotten.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/components/ScreenHeader';
import { isValidPin } from './pin';
import { currentWait, tryUnlock } from './lock-store';
import '@/components/form/form.css';

export function PinScreen({ screen }: { screen: string }) {
  const { t } = useTranslation('lock');
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { pin: useId(), message: useId(), forgot: useId() };
  const waitMs = Math.max(0, waitUntil - now);

  useEffect(() => {
    input.current?.focus();
    void currentWait().then((wait) => wait > 0 && setWaitUntil(Date.now() + wait));
  }, []);

  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitMs]);

  async function submit() {
    if (!isValidPin(pin)) {
      setMessage(t('gate.invalid'));
      return;
    }
    setChecking(true);
    const result = await tryUnlock(pin);
    setChecking(false);
    setPin('');
    if (result.ok) return;
    if (result.waitMs > 0) {
      setWaitUntil(Date.now() + result.waitMs);
      setNow(Date.now());
      setMessage(null);
    } else setMessage(t('gate.wrong', { count: result.triesLeft }));
    input.current?.focus();
  }

  const shown = waitMs > 0 ? t('gate.paused', { seconds: Math.ceil(waitMs / 1000) }) : checking ? t('gate.checking') : message;
  return (
    <div className="page pin-screen">
      <ScreenHeader />
      <h1 className="page__title">{t('gate.title')}</h1>
      <p className="page__intro">{t('gate.intro', { screen })}</p>
      <form
        className="pin-screen__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="form-field__label" htmlFor={ids.pin}>
          {t('gate.pin')}
        </label>
        <input
          ref={input}
          id={ids.pin}
          className="form-field__control pin-screen__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          disabled={waitMs > 0}
          aria-describedby={`${ids.message} ${ids.forgot}`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button button--primary" disabled={waitMs > 0 || checking || pin === ''}>
          {t('gate.unlock')}
        </button>
      </form>
      <p id={ids.message} className="pin-screen__message" role="alert">
        {shown}
      </p>
      <section className="pin-screen__forgot" aria-labelledby={`${ids.forgot}-title`}>
        <h2 id={`${ids.forgot}-title`} className="page__subtitle">
          {t('gate.forgotTitle')}
        </h2>
        <p id={ids.forgot}>{t('gate.forgot')}</p>
      </section>
    </div>
  );
}
