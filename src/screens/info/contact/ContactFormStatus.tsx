// What the contact form says after a submit: sending, sent (the mail app was opened) or failed, in one
// polite live region, plus the actions each outcome offers (new message, try again).
import { useTranslation } from 'react-i18next';
import { EmailAddress } from './EmailAddress';

export type ContactFormState = 'idle' | 'sending' | 'sent' | 'failed';

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
        {state === 'sent' && (
          <div className="contact-notice contact-notice--success">
            <p className="contact-notice__title">{t('status.sentTitle')}</p>
            <p>{t('status.sent')}</p>
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
      {(state === 'sent' || state === 'failed') && (
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
