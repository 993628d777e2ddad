// @vitest-environment node
// A professional's account on the backend (issue 15), against the PostgREST shim's e-mail sign-in on PGlite: the
// sign-up marks the user a professional and makes their professional_users row, sign-in checks that row, a wrong
// pair says only "wrong", and a user who is not a professional is refused and signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpShimBackend, testClient } from '../../tests/backend/harness';
import { isUsableSession, remoteSignIn, remoteSignUp } from './professional-auth';

const backend = setUpShimBackend();

afterEach(() => vi.restoreAllMocks());

const fresh = () => testClient(backend.shim.url, backend.shim.anonKey);

describe('professional accounts on the backend', () => {
  it('sign-up marks a professional and makes their row; sign-in finds it', async () => {
    const made = await remoteSignUp({ name: ' Dra. Ana Lima ', email: 'Ana@Clinica.com', password: 'fono-2026!' }, fresh());
    expect(made).toMatchObject({ name: 'Dra. Ana Lima', email: 'ana@clinica.com' });
    const { rows } = await backend.db.query<{ user_type: string; full_name: string }>('select user_type, full_name from public.professional_users');
    expect(rows).toEqual([{ user_type: 'professional', full_name: 'Dra. Ana Lima' }]);

    const client = fresh();
    const signedIn = await remoteSignIn('ana@clinica.com', 'fono-2026!', client);
    expect(signedIn).toEqual(made);
    const { data } = await client.auth.getSession();
    expect(isUsableSession(data.session)).toBe(true);
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    await remoteSignUp({ name: 'Bruno', email: 'bruno@clinica.com', password: 'senha-boa-1' }, fresh());
    await expect(remoteSignIn('bruno@clinica.com', 'senha-errada', fresh())).rejects.toMatchObject({ reason: 'wrong' });
    await expect(remoteSignIn('ninguem@clinica.com', 'senha-errada', fresh())).rejects.toMatchObject({ reason: 'wrong' });
    await expect(remoteSignUp({ name: 'Bruno 2', email: 'bruno@clinica.com', password: 'outra-senha' }, fresh())).rejects.toMatchObject({ reason: 'taken' });
  });

  it('a user who is not a professional is refused and left signed out', async () => {
    const client = fresh();
    await client.auth.signUp({ email: 'familia@casa.com', password: 'familia-123' });
    await client.auth.signOut({ scope: 'local' });
    await expect(remoteSignIn('familia@casa.com', 'familia-123', client)).rejects.toMatchObject({ reason: 'notProfessional' });
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('the spec’s session rule: an access token, a refresh token and an expiry, or no session', () => {
    expect(isUsableSession({ access_token: 'a', refresh_token: 'r', expires_at: 1 })).toBe(true);
    expect(isUsableSession({ access_token: 'a', refresh_token: '', expires_at: 1 })).toBe(false);
    expect(isUsableSession({ access_token: 'a', refresh_token: 'r' })).toBe(false);
    expect(isUsableSession('{"access_token":"a"}')).toBe(false);
    expect(isUsableSession(null)).toBe(false);
  });

  it('offline: says so without trying', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(remoteSignIn('ana@clinica.com', 'x', fresh())).rejects.toMatchObject({ reason: 'offline' });
    vi.unstubAllGlobals();
  });
});
