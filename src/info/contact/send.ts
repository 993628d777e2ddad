// Where a contact message goes. With no backend (the default) it opens the visitor's mail app with a ready
// mailto: message. With one, the message is stored there; if that fails or is slow, the mail app path follows.
import type { ContactValues, SendReceipt } from '@machines/contact-form';
import { backendConfig } from '@/backend/config';
import { within } from '@/backend/network';
import { DEFAULT_LANG, type Lang } from '@/i18n/language';
import { cleanContact } from './validate';

/** Labels written into the mail body, in the visitor's language. */
export interface MailLabels {
  name: string;
  email: string;
}

/**
 * A mailto: URL (RFC 6068) with subject and body. Every part is percent-encoded, so accents, '&', '?', '#'
 * and line breaks survive; line breaks become CRLF as the RFC asks.
 */
export function buildMailtoUrl(to: string, message: ContactValues, labels: MailLabels): string {
  const { name, email, subject, message: text } = cleanContact(message);
  const body = [`${labels.name}: ${name}`, `${labels.email}: ${email}`, '', text].join('\n').replace(/\r?\n/g, '\r\n');
  // The address keeps its '@' readable for mail apps; each side of it is encoded.
  const address = to.split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Opens a URL the way a link click would, so the browser hands mailto: to the mail app without leaving. */
export function openUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  // Attached while clicked so the click is a normal document event (and visible to tests).
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** Stores a message in the backend; rejects when it could not (the signal aborts at the time limit). */
export type StoreMessage = (message: ContactValues & { lang: Lang }, signal: AbortSignal) => Promise<void>;

/** The backend's store when one is configured (its code loads on the first send), else null: mail app only. */
export function configuredStore(): StoreMessage | null {
  if (!backendConfig()) return null;
  return (message, signal) => import('@/backend/contact').then(({ sendToBackend }) => sendToBackend(message, signal));
}

export interface SendOptions {
  to: string;
  labels: MailLabels;
  /** The language the form is shown in, kept with a stored message. */
  lang?: Lang;
  open?: (url: string) => void;
  /** The sending state stays at least this long, so it can be seen and a double tap lands on nothing. */
  minDurationMs?: number;
  /** Where messages are stored; by default the configured backend, none without one. */
  store?: StoreMessage | null;
  storeTimeoutMs?: number;
}

export const MIN_SENDING_MS = 700;
/**
 * How long storing may take before the mail app opens instead. Under the browser's 5 s of user activation after
 * the tap on send, so the mail app may still be opened then.
 */
export const STORE_TIMEOUT_MS = 4000;

export async function sendContactMessage(message: ContactValues, options: SendOptions): Promise<SendReceipt> {
  const { to, labels, lang = DEFAULT_LANG, open = openUrl, minDurationMs = MIN_SENDING_MS, storeTimeoutMs = STORE_TIMEOUT_MS } = options;
  const store = options.store === undefined ? configuredStore() : options.store;
  const shown = new Promise((resolve) => setTimeout(resolve, minDurationMs));
  if (store) {
    try {
      const cleaned = { ...cleanContact(message), lang };
      await within('Storing the message', storeTimeoutMs, undefined, (signal) => store(cleaned, signal));
      await shown;
      return { via: 'server' };
    } catch (error) {
      console.warn('The contact message could not be stored; opening the mail app instead.', error);
    }
  }
  // Opened at once (without a backend), while the tap still counts as a user gesture for the browser.
  open(buildMailtoUrl(to, message, labels));
  await shown;
  return store ? { via: 'mail-app', serverFailed: true } : { via: 'mail-app' };
}
