// The caregiver PIN: 4 to 6 digits, kept only as a salted PBKDF2 hash (never the PIN), and the rule that slows down
// guessing: after 5 wrong PINs a pause of 30 s, doubling with each further miss up to 15 min. Pure functions; the
// store keeps the results.
import { z } from '@/config/zod';
import { base64ToBytes, bytesToBase64 } from '@/lib/base64';

export const PIN_PATTERN = /^\d{4,6}$/;
export const FREE_ATTEMPTS = 5;
export const FIRST_PAUSE_MS = 30_000;
export const LONGEST_PAUSE_MS = 15 * 60_000;
const ITERATIONS = 150_000;

export const pinRecordSchema = z.object({
  version: z.literal(1),
  salt: z.string().check(z.minLength(16), z.maxLength(200)),
  hash: z.string().check(z.minLength(16), z.maxLength(200)),
  iterations: z.int().check(z.minimum(1000), z.maximum(10_000_000)),
});
export type PinRecord = z.infer<typeof pinRecordSchema>;

export const attemptsSchema = z.object({ failures: z.int().check(z.minimum(0)), pausedUntil: z.number() });
export type Attempts = z.infer<typeof attemptsSchema>;
export const NO_ATTEMPTS: Attempts = { failures: 0, pausedUntil: 0 };

export function isValidPin(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}


async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Any secret (a PIN, a professional's password) as a salted PBKDF2 hash. */
export async function hashSecret(secret: string, iterations = ITERATIONS): Promise<PinRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { version: 1, salt: bytesToBase64(salt), hash: bytesToBase64(await derive(secret, salt, iterations)), iterations };
}

export async function secretMatches(secret: string, record: PinRecord): Promise<boolean> {
  const expected = base64ToBytes(record.hash);
  const actual = await derive(secret, base64ToBytes(record.salt), record.iterations);
  // Compared in full every time, so the time taken says nothing about how much matched.
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return difference === 0;
}

export async function hashPin(pin: string, iterations = ITERATIONS): Promise<PinRecord> {
  if (!isValidPin(pin)) throw new Error('A PIN is 4 to 6 digits');
  return hashSecret(pin, iterations);
}

export async function pinMatches(pin: string, record: PinRecord): Promise<boolean> {
  return isValidPin(pin) && secretMatches(pin, record);
}

/** How long until another PIN may be tried (0: now). */
export function waitLeft(attempts: Attempts, now: number): number {
  return Math.max(0, attempts.pausedUntil - now);
}

export function afterFailure(attempts: Attempts, now: number): Attempts {
  const failures = attempts.failures + 1;
  if (failures < FREE_ATTEMPTS) return { failures, pausedUntil: 0 };
  const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (failures - FREE_ATTEMPTS));
  return { failures, pausedUntil: now + pause };
}

/** Wrong PINs left before the first pause. */
export function triesBeforePause(attempts: Attempts): number {
  return Math.max(0, FREE_ATTEMPTS - attempts.failures);
}
