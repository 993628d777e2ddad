/// <reference types="node" />
// The part of Supabase Auth (GoTrue) the professional area uses, for the PostgREST shim (test code only): e-mail and
// password sign-up (confirmed at once, as a project with e-mail confirmation off), sign-in, refresh, the user, and
// sign-out. Users are rows of auth.users, so the migrations' foreign keys and auth.uid() see them; passwords are kept
// as scrypt hashes in memory. Tokens are the shim's unsigned JWTs.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { testJwt } from './jwt.ts';

interface AuthAnswer {
  status: number;
  body?: unknown;
}

interface User {
  id: string;
  email: string;
  salt: Buffer;
  hash: Buffer;
  metadata: Record<string, unknown>;
  createdAt: string;
}

const ACCESS_SECONDS = 3600;

const authError = (status: number, code: string, msg: string): AuthAnswer => ({ status, body: { code: status, error_code: code, msg } });

export function createAuth(db: PGlite) {
  const users = new Map<string, User>();
  const refreshTokens = new Map<string, string>();

  const userBody = (user: User) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.createdAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.metadata,
    identities: [],
    created_at: user.createdAt,
    updated_at: user.createdAt,
  });

  function session(user: User) {
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_SECONDS;
    const refresh = randomBytes(16).toString('hex');
    refreshTokens.set(refresh, user.id);
    return {
      access_token: testJwt({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email, exp: expiresAt }),
      token_type: 'bearer',
      expires_in: ACCESS_SECONDS,
      expires_at: expiresAt,
      refresh_token: refresh,
      user: userBody(user),
    };
  }

  const byId = (id: string) => [...users.values()].find((user) => user.id === id);

  return async function answer(path: string, search: URLSearchParams, method: string, body: Record<string, unknown>, authorization?: string): Promise<AuthAnswer> {
    if (path === '/auth/v1/signup' && method === 'POST') {
      const email = String(body.email ?? '').trim().toLowerCase();
      const password = String(body.password ?? '');
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (password.length < 6) return authError(422, 'weak_password', 'Password should be at least 6 characters.');
      if (users.has(email)) return authError(422, 'user_already_exists', 'User already registered');
      const salt = randomBytes(16);
      const user: User = {
        id: crypto.randomUUID(),
        email,
        salt,
        hash: scryptSync(password, salt, 32),
        metadata: typeof body.data === 'object' && body.data ? (body.data as Record<string, unknown>) : {},
        createdAt: new Date().toISOString(),
      };
      await db.query('insert into auth.users (id, email) values ($1, $2)', [user.id, email]);
      users.set(email, user);
      return { status: 200, body: session(user) };
    }
    if (path === '/auth/v1/token' && method === 'POST') {
      const grant = search.get('grant_type');
      if (grant === 'password') {
        const user = users.get(String(body.email ?? '').trim().toLowerCase());
        const password = String(body.password ?? '');
        const matches = user ? timingSafeEqual(scryptSync(password, user.salt, 32), user.hash) : false;
        if (!user || !matches) return authError(400, 'invalid_credentials', 'Invalid login credentials');
        return { status: 200, body: session(user) };
      }
      if (grant === 'refresh_token') {
        const token = String(body.refresh_token ?? '');
        const user = byId(refreshTokens.get(token) ?? '');
        refreshTokens.delete(token);
        if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return { status: 200, body: session(user) };
      }
      return authError(400, 'validation_failed', 'unsupported_grant_type');
    }
    const sub = subjectOf(authorization);
    if (path === '/auth/v1/user' && method === 'GET') {
      const user = sub ? byId(sub) : undefined;
      return user ? { status: 200, body: userBody(user) } : authError(401, 'bad_jwt', 'invalid JWT');
    }
    if (path === '/auth/v1/logout' && method === 'POST') {
      for (const [token, id] of refreshTokens) if (id === sub) refreshTokens.delete(token);
      return { status: 204 };
    }
    return authError(404, 'not_found', `No auth route ${method} ${path}`);
  };
}

function subjectOf(authorization?: string): string | null {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
