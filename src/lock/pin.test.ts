// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterFailure, FIRST_PAUSE_MS, hashPin, isValidPin, LONGEST_PAUSE_MS, NO_ATTEMPTS, pinMatches, triesBeforePause, waitLeft, type Attempts } from './pin';

describe('the caregiver PIN', () => {
  it('is 4 to 6 digits', () => {
    expect(['1234', '123456'].every(isValidPin)).toBe(true);
    expect(['123', '1234567', '12a4', ' 1234', '١٢٣٤'].some(isValidPin)).toBe(false);
  });

  it('is kept as a salted hash that matches only the same PIN', async () => {
    const record = await hashPin('2468', 2000);
    expect(JSON.stringify(record)).not.toContain('2468');
    expect(await pinMatches('2468', record)).toBe(true);
    expect(await pinMatches('2469', record)).toBe(false);
    expect(await pinMatches('', record)).toBe(false);
    const again = await hashPin('2468', 2000);
    expect(again.salt).not.toBe(record.salt);
    expect(again.hash).not.toBe(record.hash);
  });

  it('refuses to hash a PIN that is not 4 to 6 digits', async () => {
    await expect(hashPin('12')).rejects.toThrow();
  });

  it('pauses after 5 wrong PINs, 30 s first, doubling up to 15 min', () => {
    let attempts: Attempts = NO_ATTEMPTS;
    for (let i = 0; i < 4; i += 1) attempts = afterFailure(attempts, 0);
    expect(waitLeft(attempts, 0)).toBe(0);
    expect(triesBeforePause(attempts)).toBe(1);
    attempts = afterFailure(attempts, 1000);
    expect(waitLeft(attempts, 1000)).toBe(FIRST_PAUSE_MS);
    expect(waitLeft(attempts, 1000 + FIRST_PAUSE_MS)).toBe(0);
    attempts = afterFailure(attempts, 50_000);
    expect(waitLeft(attempts, 50_000)).toBe(2 * FIRST_PAUSE_MS);
    for (let i = 0; i < 10; i += 1) attempts = afterFailure(attempts, 0);
    expect(waitLeft(attempts, 0)).toBe(LONGEST_PAUSE_MS);
  });
});
