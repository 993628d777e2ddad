// @vitest-environment node
// The professional profile on this device (issue 15): the password kept only as a hash; a wrong e-mail and a wrong
// password answered alike; five wrong tries slow further ones; a session ends after 12 hours or at sign-out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database, readSetting, resetDatabaseForTests } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { FIRST_PAUSE_MS } from '@/lock/pin';
import type { AccountError } from './account';
import { currentProfessional, hasAccount, SESSION_MS, signIn, signOut, signUp, signUpProblems } from './account';

beforeEach(emptyDatabaseForTest);
afterEach(closeDatabaseAfterTest);

const input = { name: 'Dra. Ana', email: ' Ana@Clinica.com ', password: 'fono-2026!', confirm: 'fono-2026!' };
const reason = async (promise: Promise<unknown>) => ((await promise.then(() => null, (error: unknown) => error)) as AccountError | null)?.reason;

describe('professional account', () => {
  it('checks sign-up fields', () => {
    expect(signUpProblems({ name: '', email: 'x', password: 'short', confirm: 'other' })).toEqual(['nameRequired', 'emailInvalid', 'passwordShort', 'passwordsDiffer']);
    expect(signUpProblems(input)).toEqual([]);
    expect(signUpProblems({ ...input, password: 'x'.repeat(201), confirm: 'x'.repeat(201) })).toEqual(['passwordLong']);
  });

  it('keeps only a hash of the password, signs in after sign-up, and allows one profile per device', async () => {
    expect(await hasAccount()).toBe(false);
    const made = await signUp(input, 1000);
    expect(made).toMatchObject({ name: 'Dra. Ana', email: 'ana@clinica.com' });
    expect(JSON.stringify(await readSetting('professional-account', (_v): _v is unknown => true, null))).not.toContain('fono-2026!');
    expect(await currentProfessional(2000)).toEqual(made);
    expect(await reason(signUp({ ...input, email: 'b@b.com' }))).toBe('accountExists');
  });

  it('answers a wrong e-mail and a wrong password alike; the right pair signs in; the session ends after 12 h or at sign-out', async () => {
    await signUp(input, 0);
    await signOut();
    expect(await currentProfessional(1)).toBeNull();
    expect(await reason(signIn('other@clinica.com', 'fono-2026!', 10))).toBe('wrong');
    expect(await reason(signIn('ana@clinica.com', 'wrong-password', 20))).toBe('wrong');
    const back = await signIn('ANA@clinica.com ', 'fono-2026!', 30);
    expect(await currentProfessional(30 + SESSION_MS - 1)).toEqual(back);
    expect(await currentProfessional(30 + SESSION_MS)).toBeNull();
  });

  it('after five wrong tries, waits before another — even the right one — and the wait survives a reload', async () => {
    await signUp(input, 0);
    await signOut();
    let now = 100;
    for (let i = 0; i < 4; i += 1) expect(await reason(signIn('ana@clinica.com', 'nope-nope', (now += 1)))).toBe('wrong');
    const fifth = await signIn('ana@clinica.com', 'nope-nope', (now += 1)).catch((error: AccountError) => error);
    expect(fifth).toMatchObject({ reason: 'wrong', waitMs: FIRST_PAUSE_MS });
    // A new page: the count comes from the device, not from memory.
    (await database())?.close();
    resetDatabaseForTests();
    expect(await reason(signIn('ana@clinica.com', 'fono-2026!', now + 1000))).toBe('wait');
    expect(await signIn('ana@clinica.com', 'fono-2026!', now + FIRST_PAUSE_MS)).toMatchObject({ name: 'Dra. Ana' });
  });

  it('a damaged or foreign session signs no one in', async () => {
    const made = await signUp(input, 0);
    const { writeSetting } = await import('@/storage/store');
    await writeSetting('professional-session', { accountId: 'someone-else', expiresAt: 1000 });
    expect(await currentProfessional(1)).toBeNull();
    await writeSetting('professional-session', 'garbage');
    expect(await currentProfessional(1)).toBeNull();
    // Longer than a sign-in gives: written by someone else.
    await writeSetting('professional-session', { accountId: made.id, expiresAt: 10 ** 15 });
    expect(await currentProfessional(1)).toBeNull();
    await writeSetting('professional-session', { accountId: made.id, expiresAt: 1000 });
    expect(await currentProfessional(1)).toEqual(made);
  });
});
