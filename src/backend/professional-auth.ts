// A professional's account on the Supabase backend (issue 15; spec 001 §6), when one is configured: e-mail and
// password through supabase-js, sign-up marked user_type professional and confirmed to /professional/dashboard, the
// professional flag from a professional_users row (made on the first sign-in when the sign-up could not make it:
// e-mail confirmation on). A session counts only with an access token, a refresh token and an expiry.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, backendClient } from './client';
import { isOffline } from './network';
import { readLocal, removeLocal } from '@/storage/local';

export interface RemoteProfessional {
  id: string;
  name: string;
  email: string;
}

export type RemoteAuthProblem = 'wrong' | 'offline' | 'taken' | 'notProfessional';

export class RemoteAuthError extends Error {
  constructor(
    readonly reason: RemoteAuthProblem,
    cause?: unknown,
  ) {
    super(`Backend sign-in: ${reason}`, { cause });
    this.name = 'RemoteAuthError';
  }
}

const TIMEOUT_MS = 10_000;

async function client(given?: SupabaseClient): Promise<SupabaseClient> {
  if (isOffline()) throw new RemoteAuthError('offline');
  const found = given ?? (await backendClient());
  if (!found) throw new RemoteAuthError('offline');
  return found;
}

/** The spec's rule: a stored session is one with an access token, a refresh token and an expiry. */
export function isUsableSession(value: unknown): value is Pick<Session, 'access_token' | 'refresh_token' | 'expires_at'> {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return typeof s.access_token === 'string' && s.access_token !== '' && typeof s.refresh_token === 'string' && s.refresh_token !== '' && typeof s.expires_at === 'number';
}

/** Whether this device keeps a usable backend session (read without the network, for working offline). */
export function hasStoredSession(): boolean {
  try {
    const raw = readLocal(AUTH_STORAGE_KEY);
    return raw !== null && isUsableSession(JSON.parse(raw));
  } catch {
    return false;
  }
}

const nameOf = (user: User) => {
  const name = user.user_metadata?.full_name;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : (user.email ?? '');
};

function within<T>(work: PromiseLike<T>): Promise<T> {
  return Promise.race([
    Promise.resolve(work),
    new Promise<never>((_, reject) => setTimeout(() => reject(new RemoteAuthError('offline')), TIMEOUT_MS)),
  ]);
}

/** The user is a professional: their professional_users row, made now if the sign-up marked them one. */
async function ensureProfessional(supabase: SupabaseClient, user: User): Promise<void> {
  const { data, error } = await within(supabase.from('professional_users').select('user_id').eq('user_id', user.id).maybeSingle());
  if (error) throw new RemoteAuthError('offline', error);
  if (data) return;
  if (user.user_metadata?.user_type !== 'professional') throw new RemoteAuthError('notProfessional');
  const made = await within(supabase.from('professional_users').insert({ user_id: user.id, full_name: nameOf(user) }));
  if (made.error && made.status !== 409) throw new RemoteAuthError('offline', made.error);
}

async function signedInAs(supabase: SupabaseClient, session: Session | null): Promise<RemoteProfessional> {
  if (!session || !isUsableSession(session)) throw new RemoteAuthError('wrong');
  try {
    await ensureProfessional(supabase, session.user);
  } catch (error) {
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    throw error;
  }
  return { id: session.user.id, name: nameOf(session.user), email: session.user.email ?? '' };
}

/** Creates the account; resolves to the professional, or to 'confirm' when the e-mail must be confirmed first. */
export async function remoteSignUp(input: { name: string; email: string; password: string }, given?: SupabaseClient): Promise<RemoteProfessional | 'confirm'> {
  const supabase = await client(given);
  const { data, error } = await within(
    supabase.auth.signUp({
      email: input.email.trim().toLowerCase(),
      password: input.password,
      options: {
        data: { user_type: 'professional', full_name: input.name.trim() },
        emailRedirectTo: `${globalThis.location?.origin ?? ''}/professional/dashboard`,
      },
    }),
  );
  if (error) throw new RemoteAuthError(error.status === 422 || error.status === 400 ? 'taken' : 'offline', error);
  if (!data.session) return 'confirm';
  return signedInAs(supabase, data.session);
}

/** Signs in; a wrong pair is 'wrong' whatever is wrong with it. */
export async function remoteSignIn(email: string, password: string, given?: SupabaseClient): Promise<RemoteProfessional> {
  const supabase = await client(given);
  const { data, error } = await within(supabase.auth.signInWithPassword({ email: email.trim().toLowerCase(), password }));
  if (error) throw new RemoteAuthError(error.status === 400 || error.status === 401 || error.status === 422 ? 'wrong' : 'offline', error);
  return signedInAs(supabase, data.session);
}

export async function remoteSignOut(): Promise<void> {
  const supabase = await backendClient();
  // This device only, without the network: signing out must work offline (the refresh token is dropped with it).
  await supabase?.auth.signOut({ scope: 'local' }).catch(() => undefined);
  // Storage refused: the session is gone from supabase-js's memory either way.
  removeLocal(AUTH_STORAGE_KEY);
}
