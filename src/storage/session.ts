// The anonymous visitor session id (spec 000 §3): random, kept in localStorage under the visitor-session key.
import { localStore, readLocal, writeLocal } from './local';
export const VISITOR_SESSION_KEY = 'visitor-session';

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
let current: string | null = null;

export function visitorSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = localStore()): string {
  if (current) return current;
  let id = readLocal(VISITOR_SESSION_KEY, storage, 'the visitor session id');
  if (id !== null && !VALID_ID.test(id)) {
    console.warn('Ignoring a malformed visitor session id');
    id = null;
  }
  if (!id) {
    id = crypto.randomUUID();
    writeLocal(VISITOR_SESSION_KEY, id, storage, 'the visitor session id');
  }
  current = id;
  return id;
}

export function resetVisitorSessionForTests(): void {
  current = null;
}
