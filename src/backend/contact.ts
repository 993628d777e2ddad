// Contact-form messages stored in the backend's contact_messages table (insert only: visitors can read none, so
// nothing is asked back). The same message sent again carries the same id, which the table skips: never twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactValues } from '@machines/contact-form';
import type { Lang } from '@/i18n/language';
import { backendClient } from './client';

export interface ContactMessage extends ContactValues {
  lang: Lang;
}

// Per page session: a retry after a timeout (the first insert may have landed) or a second tap on send reuses the id.
const ids = new Map<string, string>();

function idFor(message: ContactMessage): string {
  const key = JSON.stringify([message.name, message.email, message.subject, message.message, message.lang]);
  let id = ids.get(key);
  if (!id) {
    id = crypto.randomUUID();
    ids.set(key, id);
  }
  return id;
}

/** Inserts the message; rejects with a readable error when the backend refuses it or cannot be reached. */
export async function storeContactMessage(client: SupabaseClient, message: ContactMessage, signal: AbortSignal): Promise<void> {
  const { name, email, subject, lang } = message;
  const row = { id: idFor(message), name, email, subject, message: message.message, lang };
  // No .select(): return=minimal, as the table grants insert and nothing else.
  const { error } = await client.from('contact_messages').insert(row).abortSignal(signal);
  if (signal.aborted) throw signal.reason;
  if (error) throw new Error(`The message was not stored: ${error.message || error.code || 'unknown error'}`);
}

/** Stores the message on the app's shared client; rejects when there is no backend client (its code did not load). */
export async function sendToBackend(message: ContactMessage, signal: AbortSignal): Promise<void> {
  const client = await backendClient();
  if (!client) throw new Error('The backend client could not load');
  signal.throwIfAborted();
  await storeContactMessage(client, message, signal);
}
