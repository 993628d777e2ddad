// The anonymous visitor session id (spec 000 §3): random, kept in localStorage under the visitor-session key.
import { localStore } from './local';
export const VISITOR_SESSION_KEY = 'visitor-session';

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
let current: string | null = null;

export function visitorSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = localStore()): string {
  if (current) return current;
  let id: string | null = null;
  try {
    id = storage?.getItem(VISITOR_SESSION_KEY) ?? null;
  } catch (error) {
    console.warn('Could not read the visitor session id', error);
  }
  if (id !== null && !VALID_ID.test(id)) {
    console.warn('Ignoring a malformed visitor session id');
    id = null;
  }
  if (!id) {
    id = crypto.randomUUID();
    try {
      storage?.setItem(VISITOR_SESSION_KEY, id);
    } catch (error) {
      console.warn('Could not keep the visitor session id', error);
    }
  }
  current = id;
  return id;
}

export function resetVisitorSessionForTests(): void {
  current = null;
}
