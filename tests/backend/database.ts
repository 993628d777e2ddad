/// <reference types="node" />
// A fresh PostgreSQL (PGlite, in-process) shaped like a Supabase project: the roles and the auth schema the
// migrations rely on, then every file of supabase/migrations in order. Test code only.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/**
 * What a Supabase project provides before any migration: the API roles (service_role bypasses row-level
 * security) and auth.uid()/jwt()/role(), which read the claims PostgREST puts in `request.jwt.claims`.
 */
const BOOTSTRAP = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create schema auth;
grant usage on schema public, auth to anon, authenticated, service_role;
create table auth.users (id uuid primary key, email text, created_at timestamptz not null default now());
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on functions to service_role;
`;

/** The migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}

/** A new database with the Supabase bootstrap and all migrations applied. */
export async function createTestDatabase(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(BOOTSTRAP);
  for (const file of migrationFiles()) {
    try {
      await db.exec(readFileSync(migrationsDir + file, 'utf8'));
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return db;
}

export type Role = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as PostgREST sets them: the role, and for a signed-in user their id in `sub`. */
export type Claims = { role: Role; sub?: string } & Record<string, unknown>;

type Tx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction as PostgREST would for a request with these claims: `set local role` and
 * `request.jwt.claims`. The transaction is rolled back when `work` throws.
 */
export function asRole<T>(db: PGlite, claims: Claims, work: (tx: Tx) => Promise<T>): Promise<T> {
  const role = claims.role;
  if (!['anon', 'authenticated', 'service_role'].includes(role)) throw new Error(`Unknown role ${String(role)}`);
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return work(tx);
  });
}

/** Creates a user in auth.users (as the database owner) and returns its id. */
export async function createUser(db: PGlite, email: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
  return id;
}
