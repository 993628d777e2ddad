// Whether editing and settings are locked on this device, and unlocking them: the PIN's hash and the count of
// wrong PINs are kept in storage (a reload does not reset the pause); being unlocked lasts while the caregiver stays
// in the guarded screens of this page.
import { readSetting, writeSetting } from '@/storage/store';
import { afterFailure, attemptsSchema, hashPin, NO_ATTEMPTS, pinMatches, pinRecordSchema, triesBeforePause, waitLeft, type Attempts, type PinRecord } from './pin';

const LOCK_KEY = 'caregiver-lock';
const ATTEMPTS_KEY = 'caregiver-lock-attempts';

const isAnything = (_value: unknown): _value is unknown => true;

export async function readLock(): Promise<PinRecord | null> {
  const stored = await readSetting<unknown>(LOCK_KEY, isAnything, null);
  if (stored === null) return null;
  const parsed = pinRecordSchema.safeParse(stored);
  if (!parsed.success) console.warn('Ignoring an unreadable caregiver lock');
  return parsed.success ? parsed.data : null;
}

async function readAttempts(): Promise<Attempts> {
  const parsed = attemptsSchema.safeParse(await readSetting<unknown>(ATTEMPTS_KEY, isAnything, NO_ATTEMPTS));
  return parsed.success ? parsed.data : NO_ATTEMPTS;
}

/** What the guarded screens need to know: whether a PIN is set ('unknown' until read) and whether it was entered. */
export interface LockState {
  lock: 'unknown' | 'none' | 'set';
  unlocked: boolean;
}

let state: LockState = { lock: 'unknown', unlocked: false };
const listeners = new Set<() => void>();

function publish(next: Partial<LockState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

export const lockState = (): LockState => state;

export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads whether a PIN is set (once per page; set and remove keep it current). */
export async function loadLock(): Promise<void> {
  if (state.lock !== 'unknown') return;
  const record = await readLock();
  if (state.lock === 'unknown') publish({ lock: record ? 'set' : 'none' });
}

export function lockAgain(): void {
  if (state.unlocked) publish({ unlocked: false });
}

export const isUnlocked = (): boolean => state.unlocked;
const setUnlocked = (unlocked: boolean) => publish({ unlocked });

export async function setPin(pin: string): Promise<void> {
  await writeSetting(LOCK_KEY, await hashPin(pin));
  await writeSetting(ATTEMPTS_KEY, NO_ATTEMPTS);
  // Whoever set it is the caregiver: they stay in.
  publish({ lock: 'set', unlocked: true });
}

export async function removePin(): Promise<void> {
  await writeSetting(LOCK_KEY, null);
  await writeSetting(ATTEMPTS_KEY, NO_ATTEMPTS);
  publish({ lock: 'none' });
}

/** For tests: as on a fresh page. */
export function resetLockForTests(): void {
  state = { lock: 'unknown', unlocked: false };
}

export type UnlockResult = { ok: true } | { ok: false; waitMs: number; triesLeft: number };

let checking: Promise<unknown> = Promise.resolve();

/** Tries a PIN; wrong ones count towards the pause, even across reloads. One try at a time. */
export function tryUnlock(pin: string, now = Date.now): Promise<UnlockResult> {
  const attempt = checking.then(async (): Promise<UnlockResult> => {
    const record = await readLock();
    if (!record) {
      setUnlocked(true);
      return { ok: true };
    }
    const attempts = await readAttempts();
    const wait = waitLeft(attempts, now());
    if (wait > 0) return { ok: false, waitMs: wait, triesLeft: 0 };
    if (await pinMatches(pin, record)) {
      await writeSetting(ATTEMPTS_KEY, NO_ATTEMPTS);
      setUnlocked(true);
      return { ok: true };
    }
    const next = afterFailure(attempts, now());
    await writeSetting(ATTEMPTS_KEY, next);
    return { ok: false, waitMs: waitLeft(next, now()), triesLeft: triesBeforePause(next) };
  });
  checking = attempt.catch(() => {});
  return attempt;
}

/** The pause still to wait, for a PIN screen opened during one. */
export async function currentWait(now = Date.now()): Promise<number> {
  return waitLeft(await readAttempts(), now);
}
