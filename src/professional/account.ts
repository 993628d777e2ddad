// Who is a professional on the embedded default (issue 15): one professional profile on this device — name, e-mail
// and password, the password kept only as a salted PBKDF2 hash — and a session that lasts 12 hours or until sign-out.
// A wrong e-mail or password gets the same answer (it never tells whether the e-mail is the one here); after five
// wrong tries each further one waits, as the caregiver PIN does (30 s, doubling, at most 15 min).
import { z } from '@/config/zod';
import { afterFailure, attemptsSchema, hashSecret, NO_ATTEMPTS, pinRecordSchema, secretMatches, waitLeft, type Attempts } from '@/lock/pin';
import { backendConfig } from '@/backend/config';
import { database, readSetting, writeSetting } from '@/storage/store';

const ACCOUNT_KEY = 'professional-account';
const ATTEMPTS_KEY = 'professional-attempts';
const SESSION_KEY = 'professional-session';
export const SESSION_MS = 12 * 60 * 60 * 1000;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

const accountSchema = z.object({
  version: z.literal(1),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  password: pinRecordSchema,
  createdAt: z.number(),
});
export type ProfessionalAccount = z.infer<typeof accountSchema>;

const sessionSchema = z.object({
  accountId: z.string(),
  expiresAt: z.number(),
  /** A backend account's name and e-mail, kept so the area opens offline. */
  remote: z.optional(z.object({ name: z.string().check(z.maxLength(120)), email: z.string().check(z.maxLength(254)) })),
});

/** A backend is configured: accounts are the backend's (remote-account.ts), not this device's. */
export const usesBackend = (): boolean => backendConfig() !== null;
const remote = () => import('@/backend/professional-auth');

/** A backend's refusal as this module's error (the same texts for both kinds of account). */
async function fromBackend<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const reason = (error as { name?: string; reason?: AccountError['reason'] }).name === 'RemoteAuthError' ? (error as { reason: AccountError['reason'] }).reason : 'offline';
    throw new AccountError(reason, 0, error);
  }
}

export interface Professional {
  id: string;
  name: string;
  email: string;
}

const isAnything = (_value: unknown): _value is unknown => true;

/**
 * The account and the session are written for sure or not at all: a profile kept only in memory would be gone after
 * a reload (its patients out of reach), and a sign-out not written would sign the person back in.
 */
async function keep(key: string, value: unknown): Promise<void> {
  const db = await database();
  if (!db) throw new AccountError('notKept');
  try {
    await db.settings.put({ key, value });
  } catch (error) {
    throw new AccountError('notKept', 0, error);
  }
  await writeSetting(key, value);
}
const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.trim().length <= 254;

async function readAccount(): Promise<ProfessionalAccount | null> {
  const parsed = accountSchema.safeParse(await readSetting<unknown>(ACCOUNT_KEY, isAnything, null));
  return parsed.success ? parsed.data : null;
}

async function readAttempts(): Promise<Attempts> {
  const parsed = attemptsSchema.safeParse(await readSetting<unknown>(ATTEMPTS_KEY, isAnything, NO_ATTEMPTS));
  return parsed.success ? parsed.data : NO_ATTEMPTS;
}

export const hasAccount = async (): Promise<boolean> => (await readAccount()) !== null;

export type SignUpProblem = 'nameRequired' | 'emailInvalid' | 'passwordShort' | 'passwordLong' | 'passwordsDiffer' | 'accountExists';

/** A backend account signed in: kept for the same 12 hours as a device profile's, with its name and e-mail. */
async function keepRemoteSession(professional: Professional, now: number): Promise<Professional> {
  await keep(SESSION_KEY, { accountId: professional.id, expiresAt: now + SESSION_MS, remote: { name: professional.name, email: professional.email } });
  return professional;
}

export function signUpProblems(input: { name: string; email: string; password: string; confirm: string }): SignUpProblem[] {
  const problems: SignUpProblem[] = [];
  if (!input.name.trim()) problems.push('nameRequired');
  if (!isEmail(input.email)) problems.push('emailInvalid');
  if (input.password.length < MIN_PASSWORD) problems.push('passwordShort');
  if (input.password.length > MAX_PASSWORD) problems.push('passwordLong');
  if (input.password !== input.confirm) problems.push('passwordsDiffer');
  return problems;
}

/** Creates this device's professional profile (or the backend's account) and signs it in. */
export async function signUp(input: { name: string; email: string; password: string; confirm: string }, now = Date.now()): Promise<Professional> {
  const problems = signUpProblems(input);
  if (problems.length > 0) throw new AccountError(problems[0]!);
  if (usesBackend()) {
    const made = await fromBackend((await remote()).remoteSignUp(input));
    if (made === 'confirm') throw new AccountError('confirm');
    return keepRemoteSession(made, now);
  }
  if (await readAccount()) throw new AccountError('accountExists');
  const account: ProfessionalAccount = {
    version: 1,
    id: crypto.randomUUID(),
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    password: await hashSecret(input.password),
    createdAt: now,
  };
  await keep(ACCOUNT_KEY, account);
  await keep(SESSION_KEY, { accountId: account.id, expiresAt: now + SESSION_MS });
  return { id: account.id, name: account.name, email: account.email };
}

export class AccountError extends Error {
  constructor(
    readonly reason: SignUpProblem | 'wrong' | 'wait' | 'notKept' | 'offline' | 'confirm' | 'taken' | 'notProfessional',
    readonly waitMs = 0,
    cause?: unknown,
  ) {
    super(`Professional account: ${reason}`, { cause });
    this.name = 'AccountError';
  }
}

/** Signs in with e-mail and password; a wrong pair and a pause are AccountErrors. */
export async function signIn(email: string, password: string, now = Date.now()): Promise<Professional> {
  const attempts = await readAttempts();
  const wait = waitLeft(attempts, now);
  if (wait > 0) throw new AccountError('wait', wait);
  if (usesBackend()) {
    try {
      const professional = await fromBackend((await remote()).remoteSignIn(email, password));
      await writeSetting(ATTEMPTS_KEY, NO_ATTEMPTS);
      return await keepRemoteSession(professional, now);
    } catch (error) {
      if (!(error instanceof AccountError) || error.reason !== 'wrong') throw error;
      const next = afterFailure(attempts, now);
      await writeSetting(ATTEMPTS_KEY, next);
      throw new AccountError('wrong', waitLeft(next, now));
    }
  }
  const account = await readAccount();
  // The hash is computed even when the e-mail is not this device's, so the answer takes as long either way.
  const matches = account ? await secretMatches(password, account.password) : (await hashSecret(password), false);
  if (!account || !matches || account.email !== normaliseEmail(email)) {
    const next = afterFailure(attempts, now);
    await writeSetting(ATTEMPTS_KEY, next);
    throw new AccountError('wrong', waitLeft(next, now));
  }
  await writeSetting(ATTEMPTS_KEY, NO_ATTEMPTS);
  await keep(SESSION_KEY, { accountId: account.id, expiresAt: now + SESSION_MS });
  return { id: account.id, name: account.name, email: account.email };
}

export async function signOut(): Promise<void> {
  await keep(SESSION_KEY, null);
  if (usesBackend()) await (await remote()).remoteSignOut();
}

/** The professional signed in on this device now, or null (none, expired, or a session of another account). */
export async function currentProfessional(now = Date.now()): Promise<Professional | null> {
  const session = sessionSchema.safeParse(await readSetting<unknown>(SESSION_KEY, isAnything, null));
  // A session longer than one sign-in gives was not written by this app.
  if (!session.success || session.data.expiresAt <= now || session.data.expiresAt > now + SESSION_MS) return null;
  if (usesBackend()) {
    // Opens offline too, while the backend's session (its refresh token) is kept for the sync to resume with.
    const kept = session.data.remote;
    return kept && (await remote()).hasStoredSession() ? { id: session.data.accountId, name: kept.name, email: kept.email } : null;
  }
  const account = await readAccount();
  if (!account || account.id !== session.data.accountId) return null;
  return { id: account.id, name: account.name, email: account.email };
}
