// The direct ways to reach the team: copy the e-mail address (with a visible fallback when the clipboard
// fails), WhatsApp and Instagram, each opening in a new tab.
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext } from '@/components/toast/context';
import { config } from '@/config/env';
import { copyText } from './clipboard';
import { EmailAddress } from './EmailAddress';
import { Icon } from '@/components/Icon';

type CopyState = 'idle' | 'copied' | 'manual';

function selectContents(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function ContactChannels() {
  const { t } = useTranslation('contact');
  // Toasts are a bonus: without the provider (tests, or a shell without it) the inline status still speaks.
  const toast = useContext(ToastContext);
  const [copy, setCopy] = useState<CopyState>('idle');
  const addressRef = useRef<HTMLSpanElement>(null);

  // Pre-selected, so Ctrl+C (or the phone's copy menu) is all that is left to do by hand.
  useEffect(() => {
    if (copy === 'manual' && addressRef.current) selectContents(addressRef.current);
  }, [copy]);

  async function copyEmail() {
    const result = await copyText(config.contactEmail);
    if (result === 'copied') {
      setCopy('copied');
      toast?.show({ title: t('channels.copiedToast'), description: config.contactEmail });
    } else {
      setCopy('manual');
      toast?.show({ title: t('channels.copyFailedToast'), description: config.contactEmail, variant: 'destructive' });
    }
  }

  return (
    <div className="contact-channels">
      <ul className="contact-channels__list" aria-label={t('channels.label')}>
        <li>
          <button type="button" className="button button--primary contact-channel" onClick={() => void copyEmail()}>
            <Icon emoji="✉️" />
            {t('channels.copyEmail')}
          </button>
        </li>
        <li>
          <ExternalLink href={config.whatsappUrl} icon="💬" label={t('channels.whatsapp')} newTab={t('channels.newTab')} />
        </li>
        <li>
          <ExternalLink href={config.instagramUrl} icon="📷" label={t('channels.instagram')} newTab={t('channels.newTab')} />
        </li>
      </ul>
      <div role="status" className="contact-channels__status">
        {copy === 'copied' && (
          <p className="contact-notice contact-notice--success">
            {t('channels.copied')} <EmailAddress />
          </p>
        )}
        {copy === 'manual' && (
          <p className="contact-notice contact-notice--error">
            {t('channels.copyFailed')} <EmailAddress ref={addressRef} />
          </p>
        )}
      </div>
    </div>
  );
}

function ExternalLink({ href, icon, label, newTab }: { href: string; icon: string; label: string; newTab: string }) {
  return (
    <a className="button contact-channel" href={href} target="_blank" rel="noopener noreferrer">
      <Icon emoji={icon} />
      {label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
