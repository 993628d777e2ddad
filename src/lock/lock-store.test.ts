// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { FIRST_PAUSE_MS } from './pin';
import { currentWait, isUnlocked, lockAgain, readLock, removePin, resetLockForTests, setPin, tryUnlock } from './lock-store';

beforeEach(async () => {
  resetLockForTests();
  await emptyDatabaseForTest();
});
afterEach(closeDatabaseAfterTest);

describe('the caregiver lock', () => {
  it('stores only a hash, unlocks with the PIN and not with another', async () => {
    await setPin('1357');
    lockAgain();
    const record = await readLock();
    expect(JSON.stringify(record)).not.toContain('1357');
    expect(await tryUnlock('0000')).toEqual({ ok: false, waitMs: 0, triesLeft: 4 });
    expect(isUnlocked()).toBe(false);
    expect(await tryUnlock('1357')).toEqual({ ok: true });
    expect(isUnlocked()).toBe(true);
  });

  it('pauses after five wrong PINs, even the right one, and the pause survives a new page', async () => {
    await setPin('1357');
    lockAgain();
    let clock = 1_000_000;
    const now = () => clock;
    for (let i = 0; i < 5; i += 1) await tryUnlock('9999', now);
    expect(await tryUnlock('1357', now)).toEqual({ ok: false, waitMs: FIRST_PAUSE_MS, triesLeft: 0 });
    expect(await currentWait(clock)).toBe(FIRST_PAUSE_MS);
    clock += FIRST_PAUSE_MS;
    expect(await tryUnlock('1357', now)).toEqual({ ok: true });
  });

  it('a garbage lock row is no lock; removing the PIN unlocks for good', async () => {
    await writeSetting('caregiver-lock', { version: 1, hash: 3 });
    expect(await readLock()).toBeNull();
    await setPin('2468');
    await removePin();
    expect(await readLock()).toBeNull();
  });
});
