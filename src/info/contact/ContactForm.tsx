// The contact form on screen: renders the contact-form machine (fields, errors, sending, sent, failed) and
// moves focus to the first invalid field; the rules live in validate.ts and the destination in send.ts.
import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { CONTACT_FIELDS, createContactFormMachine, type ContactField, type ContactValues, type SendReceipt } from '@machines/contact-form';
import { config } from '@/config/env';
import { DEFAULT_LANG, isLang } from '@/i18n/language';
import { ContactFieldInput, contactFieldId } from './ContactFieldInput';
import { ContactFormStatus, type ContactFormState } from './ContactFormStatus';
import { sendContactMessage } from './send';
import { CONTACT_LIMITS, clean, validateContact, type ContactErrorKey } from './validate';

const contactFormMachine = createContactFormMachine(validateContact);

export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  // The send actor is created once; it asks for the labels in the language shown when the user presses send.
  const machine = useMemo(
    () =>
      contactFormMachine.provide({
        actors: {
          send: fromPromise<SendReceipt, ContactValues>(({ input }) => {
            const label = i18n.getFixedT(null, 'contact');
            const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
            return sendContactMessage(input, { to: config.contactEmail, lang, labels: { name: label('mail.name'), email: label('mail.email') } });
          }),
        },
      }),
    [i18n],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: {} });
  const { values, errors, receipt } = snapshot.context;
  const sending = snapshot.matches('sending');
  const status: ContactFormState = sending
    ? 'sending'
    : snapshot.matches('sent')
      ? receipt?.via === 'server' ? 'stored' : receipt?.serverFailed ? 'mailAppFallback' : 'sent'
      : snapshot.matches('failed') ? 'failed' : 'idle';

  function errorText(field: ContactField): string | null {
    const key = errors[field] as ContactErrorKey | undefined;
    if (!key) return null;
    const { min, max } = CONTACT_LIMITS[field];
    if (key === 'required') return t(`errors.required.${field}`);
    return t(`errors.${key}`, { min, max, length: [...clean(values[field])].length });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    const after = actor.getSnapshot();
    if (!after.matches('idle')) return;
    const first = CONTACT_FIELDS.find((field) => after.context.errors[field]);
    if (first) document.getElementById(contactFieldId(first))?.focus();
  }

  const change = (field: ContactField, value: string) => send({ type: 'CHANGE', field, value });
  const limits = CONTACT_LIMITS.message;

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title">{t('form.title')}</h3>
      <p className="contact-form__note">{t('form.allRequired')}</p>
      {CONTACT_FIELDS.map((field) => (
        <ContactFieldInput
          key={field}
          field={field}
          label={t(`form.${field}.label`)}
          placeholder={t(`form.${field}.placeholder`)}
          hint={field === 'message' ? t('form.message.hint', { min: limits.min, max: limits.max }) : undefined}
          value={values[field]}
          error={errorText(field)}
          readOnly={sending}
          onChange={change}
        />
      ))}
      <div className="contact-form__actions">
        {/* aria-disabled rather than disabled: a focused button that gets disabled would drop keyboard focus. */}
        <button
          type="submit"
          className="button button--primary contact-form__submit"
          aria-disabled={sending || undefined}
        >
          {sending ? t('form.sending') : t('form.send')}
        </button>
      </div>
      <ContactFormStatus
        state={status}
        onRetry={() => send({ type: 'RETRY' })}
        onNewMessage={() => {
          send({ type: 'NEW_MESSAGE' });
          document.getElementById(contactFieldId('name'))?.focus();
        }}
      />
    </form>
  );
}
