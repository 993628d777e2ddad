// What the contact form says after a submit: sending, stored (by the backend), sent (the mail app was opened, also
// after the backend failed) or failed, in one polite live region, plus the actions each outcome offers.
import { useTranslation } from 'react-i18next';
import { EmailAddress } from './EmailAddress';

/** 'sent': the mail app was opened; 'mailAppFallback': the same after the backend could not store the message. */
export type ContactFormState = 'idle' | 'sending' | 'stored' | 'sent' | 'mailAppFallback' | 'failed';

interface Props {
  state: ContactFormState;
  onRetry: () => void;
  onNewMessage: () => void;
}

export function ContactFormStatus({ state, onRetry, onNewMessage }: Props) {
  const { t } = useTranslation('contact');
  return (
    <>
      <div role="status" className="contact-form__status">
        {state === 'sending' && <p className="visually-hidden">{t('status.sending')}</p>}
        {state === 'stored' && (
          <div className="contact-notice contact-notice--success">
            <p className="contact-notice__title">{t('status.storedTitle')}</p>
            <p>{t('status.stored')}</p>
          </div>
        )}
        {(state === 'sent' || state === 'mailAppFallback') && (
          <div className={`contact-notice contact-notice--${state === 'sent' ? 'success' : 'error'}`}>
            <p className="contact-notice__title">{t(state === 'sent' ? 'status.sentTitle' : 'status.fallbackTitle')}</p>
            <p>{t(state === 'sent' ? 'status.sent' : 'status.fallback')}</p>
            <p>
              {t('status.sentFallback')} <EmailAddress />
            </p>
          </div>
        )}
        {state === 'failed' && (
          <div className="contact-notice contact-notice--error">
            <p className="contact-notice__title">{t('status.failedTitle')}</p>
            <p>
              {t('status.failed')} <EmailAddress />
            </p>
          </div>
        )}
      </div>
      {state !== 'idle' && state !== 'sending' && (
        <div className="contact-form__actions">
          {state === 'failed' && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('form.retry')}
            </button>
          )}
          <button type="button" className="button" onClick={onNewMessage}>
            {t('form.newMessage')}
          </button>
        </div>
      )}
    </>
  );
}
