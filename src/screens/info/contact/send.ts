// Where a contact message goes. With no backend (the default) it opens the visitor's mail app with a ready
// mailto: message; a backend issue can add a server path here without touching the form or its machine.
import type { ContactValues, SendReceipt } from '@machines/contact-form';
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

export interface SendOptions {
  to: string;
  labels: MailLabels;
  open?: (url: string) => void;
  /** The sending state stays at least this long, so it can be seen and a double tap lands on nothing. */
  minDurationMs?: number;
}

export const MIN_SENDING_MS = 700;

export async function sendContactMessage(message: ContactValues, options: SendOptions): Promise<SendReceipt> {
  const { to, labels, open = openUrl, minDurationMs = MIN_SENDING_MS } = options;
  const shown = new Promise((resolve) => setTimeout(resolve, minDurationMs));
  // Opened at once, while the tap still counts as a user gesture for the browser.
  open(buildMailtoUrl(to, message, labels));
  await shown;
  return { via: 'mail-app' };
}
