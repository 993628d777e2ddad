// @vitest-environment node
// The migrations on a real PostgreSQL (PGlite): every row-level security rule proved by acting as the role and
// JWT claims PostgREST would set for a visitor, a signed-in professional, or another professional.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, createUser, migrationFiles, type Claims } from './database';

let db: PGlite;
const anon: Claims = { role: 'anon' };
const session = 'c0ffee00-1111-4222-8333-444455556666';

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** The SQL error code of running `sql` with these claims, or 'ok'. */
async function outcome(claims: Claims, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await asRole(db, claims, (tx) => tx.query(sql, params));
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params);
  return rows[0]?.n ?? -1;
}

const insertVisit = (id: string, path = '/', sessionId = session) =>
  outcome(anon, 'insert into public.site_visits (id, page_path, session_id) values ($1, $2, $3)', [id, path, sessionId]);

describe('migrations', () => {
  it('are all applied: every .sql file is named <14-digit timestamp>_<name>.sql, so none is skipped', () => {
    const sqlFiles = readdirSync(new URL('../../supabase/migrations/', import.meta.url)).filter((name) => name.endsWith('.sql'));
    expect(migrationFiles()).toEqual(sqlFiles.sort());
    expect(migrationFiles().length).toBeGreaterThanOrEqual(5);
  });

  it('enable row-level security on every table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows).toEqual(
      ['audio_files', 'card_usage', 'contact_messages', 'professional_users', 'site_visits'].map((relname) => ({ relname, relrowsecurity: true })),
    );
  });
});

describe('site visits', () => {
  it('a visitor records a visit but reads none back', async () => {
    const id = crypto.randomUUID();
    expect(await insertVisit(id, '/modos')).toBe('ok');
    expect(await count('site_visits', 'id = $1', [id])).toBe(1);
    expect(await outcome(anon, 'select * from public.site_visits')).toBe('42501');
    expect(await outcome({ role: 'authenticated', sub: crypto.randomUUID() }, 'select * from public.site_visits')).toBe('42501');
  });

  it('the same id sent twice (a retry) is stored once', async () => {
    const id = crypto.randomUUID();
    expect(await insertVisit(id, '/repeat')).toBe('ok');
    expect(await insertVisit(id, '/repeat')).toBe('ok');
    expect(await outcome(anon, `insert into public.site_visits (id, page_path, session_id) select $1::uuid, '/repeat', $2 from generate_series(1, 3)`, [id, session])).toBe('ok');
    expect(await count('site_visits', 'id = $1', [id])).toBe(1);
  });

  it("is refused PostgREST's ignore-duplicates form, which would need read rights (why the duplicate guard is a trigger)", async () => {
    expect(
      await outcome(anon, `insert into public.site_visits (id, page_path, session_id) values ($1, '/x', $2) on conflict (id) do nothing`, [crypto.randomUUID(), session]),
    ).toBe('42501');
  });

  it('rejects garbage: long paths, odd session ids, negative durations, times in the future', async () => {
    expect(await insertVisit(crypto.randomUUID(), `/${'a'.repeat(512)}`)).toBe('23514');
    expect(await insertVisit(crypto.randomUUID(), '')).toBe('23514');
    expect(await insertVisit(crypto.randomUUID(), '/', 'short')).toBe('23514');
    expect(await insertVisit(crypto.randomUUID(), '/', "x'; drop table site_visits; --")).toBe('23514');
    expect(await outcome(anon, `insert into public.site_visits (page_path, session_id, duration) values ('/', $1, -1)`, [session])).toBe('23514');
    expect(await outcome(anon, `insert into public.site_visits (page_path, session_id, created_at) values ('/', $1, now() + interval '1 day')`, [session])).toBe('42501');
    expect(await outcome(anon, `insert into public.site_visits (page_path, session_id, created_at) values ('/', $1, now() - interval '2 days')`, [session])).toBe('ok');
  });

  it('a visitor cannot change or delete a visit directly', async () => {
    const id = crypto.randomUUID();
    await insertVisit(id, '/direct');
    expect(await outcome(anon, `update public.site_visits set duration = 5 where id = $1`, [id])).toBe('42501');
    expect(await outcome(anon, `delete from public.site_visits where id = $1`, [id])).toBe('42501');
    const { rows } = await db.query<{ duration: number | null }>('select duration from public.site_visits where id = $1', [id]);
    expect(rows).toEqual([{ duration: null }]);
  });

  it('end_site_visit sets the duration of the open visit once, never twice', async () => {
    const sessionId = crypto.randomUUID();
    const id = crypto.randomUUID();
    await insertVisit(id, '/fim', sessionId);
    await insertVisit(crypto.randomUUID(), '/outra', sessionId);
    const end = (duration: number) =>
      asRole(db, anon, (tx) => tx.query<{ ended: number }>('select public.end_site_visit($1, $2, $3) as ended', [sessionId, '/fim', duration]));
    expect((await end(42)).rows).toEqual([{ ended: 1 }]);
    expect((await end(99)).rows).toEqual([{ ended: 0 }]);
    expect((await end(-3)).rows).toEqual([{ ended: 0 }]);
    const { rows } = await db.query<{ page_path: string; duration: number | null }>(
      'select page_path, duration from public.site_visits where session_id = $1 order by page_path',
      [sessionId],
    );
    expect(rows).toEqual([
      { page_path: '/fim', duration: 42 },
      { page_path: '/outra', duration: null },
    ]);
  });
});

describe('card usage', () => {
  it('a visitor records a card but reads none, and a retry is stored once', async () => {
    const id = crypto.randomUUID();
    const sql = `insert into public.card_usage (id, card_name, session_id, mode, lang) values ($1, 'Água', $2, 'basic', 'pt')`;
    expect(await outcome(anon, sql, [id, session])).toBe('ok');
    expect(await outcome(anon, sql, [id, session])).toBe('ok');
    expect(await count('card_usage', 'id = $1', [id])).toBe(1);
    expect(await outcome(anon, 'select card_name from public.card_usage')).toBe('42501');
  });

  it('rejects overlong names and unknown languages', async () => {
    const sql = `insert into public.card_usage (card_name, session_id, lang) values ($1, $2, $3)`;
    expect(await outcome(anon, sql, ['x'.repeat(201), session, 'pt'])).toBe('23514');
    expect(await outcome(anon, sql, ['ok', session, 'fr'])).toBe('23514');
    expect(await outcome(anon, sql, ['x'.repeat(200), session, 'en'])).toBe('ok');
  });
});

describe('audio files', () => {
  beforeAll(async () => {
    await db.query(`insert into public.audio_files (file_path, text_label, category) values ('needs/agua.mp3', 'Água', 'needs'), ('en/water.mp3', 'water', 'english')`);
  });

  it('anyone reads them, signed in or not', async () => {
    const read = (claims: Claims) =>
      asRole(db, claims, (tx) => tx.query<{ file_path: string }>(`select file_path from public.audio_files where text_label = 'water' and category = 'english' limit 1`));
    expect((await read(anon)).rows).toEqual([{ file_path: 'en/water.mp3' }]);
    expect((await read({ role: 'authenticated', sub: crypto.randomUUID() })).rows).toEqual([{ file_path: 'en/water.mp3' }]);
  });

  it('nobody but the service role writes them', async () => {
    const insert = `insert into public.audio_files (file_path, text_label, category) values ('x.mp3', 'x', 'needs')`;
    expect(await outcome(anon, insert)).toBe('42501');
    expect(await outcome({ role: 'authenticated', sub: crypto.randomUUID() }, insert)).toBe('42501');
    expect(await outcome(anon, `update public.audio_files set file_path = 'evil.mp3'`)).toBe('42501');
    expect(await outcome(anon, `delete from public.audio_files`)).toBe('42501');
    expect(await outcome({ role: 'service_role' }, insert)).toBe('ok');
    expect(await count('audio_files', `file_path = 'en/water.mp3'`)).toBe(1);
  });
});

describe('professional users', () => {
  let alice: string;
  let bob: string;
  const as = (sub: string): Claims => ({ role: 'authenticated', sub });

  beforeAll(async () => {
    alice = await createUser(db, 'alice@example.org');
    bob = await createUser(db, 'bob@example.org');
    await db.query(`insert into public.professional_users (user_id, full_name) values ($1, 'Bob')`, [bob]);
  });

  it('a user creates and reads only their own row', async () => {
    expect(await outcome(as(alice), `insert into public.professional_users (user_id, full_name) values ($1, 'Alice')`, [alice])).toBe('ok');
    const { rows } = await asRole(db, as(alice), (tx) => tx.query<{ full_name: string; user_type: string }>('select full_name, user_type from public.professional_users'));
    expect(rows).toEqual([{ full_name: 'Alice', user_type: 'professional' }]);
    const bobs = await asRole(db, as(alice), (tx) => tx.query('select * from public.professional_users where user_id = $1', [bob]));
    expect(bobs.rows).toEqual([]);
  });

  it("a user cannot create a row for, or change, another professional's row", async () => {
    const stranger = await createUser(db, 'carol@example.org');
    expect(await outcome(as(alice), `insert into public.professional_users (user_id) values ($1)`, [stranger])).toBe('42501');
    const changed = await asRole(db, as(alice), (tx) => tx.query(`update public.professional_users set full_name = 'Hacked' where user_id = $1`, [bob]));
    expect(changed.affectedRows).toBe(0);
    expect(await outcome(as(alice), `update public.professional_users set user_id = $1 where user_id = $2`, [stranger, alice])).toBe('42501');
    expect(await outcome(as(alice), `update public.professional_users set user_type = 'admin' where user_id = $1`, [alice])).toBe('42501');
    expect(await outcome(as(alice), `delete from public.professional_users where user_id = $1`, [alice])).toBe('42501');
    const { rows } = await db.query<{ full_name: string }>('select full_name from public.professional_users where user_id = $1', [bob]);
    expect(rows).toEqual([{ full_name: 'Bob' }]);
  });

  it('a user updates their own name', async () => {
    const changed = await asRole(db, as(bob), (tx) => tx.query(`update public.professional_users set full_name = 'Bob B.' where user_id = $1`, [bob]));
    expect(changed.affectedRows).toBe(1);
  });

  it('a visitor sees and creates nothing', async () => {
    expect(await outcome(anon, 'select * from public.professional_users')).toBe('42501');
    expect(await outcome(anon, `insert into public.professional_users (user_id) values ($1)`, [alice])).toBe('42501');
  });
});

describe('contact messages', () => {
  const send = (values: { name?: string; email?: string; subject?: string; message?: string }, id = crypto.randomUUID()) =>
    outcome(anon, `insert into public.contact_messages (id, name, email, subject, message, lang) values ($1, $2, $3, $4, $5, 'pt')`, [
      id,
      values.name ?? 'Ana',
      values.email ?? 'ana@example.org',
      values.subject ?? 'Olá',
      values.message ?? 'Uma mensagem longa o bastante.',
    ]);

  it('a visitor sends one, once even when retried, and reads none', async () => {
    const id = crypto.randomUUID();
    expect(await send({}, id)).toBe('ok');
    expect(await send({}, id)).toBe('ok');
    expect(await count('contact_messages', 'id = $1', [id])).toBe(1);
    expect(await outcome(anon, 'select * from public.contact_messages')).toBe('42501');
    expect(await outcome({ role: 'authenticated', sub: crypto.randomUUID() }, 'select * from public.contact_messages')).toBe('42501');
  });

  it('holds the bounds of the contact form', async () => {
    expect(await send({ name: '   ' })).toBe('23514');
    expect(await send({ name: 'n'.repeat(101) })).toBe('23514');
    expect(await send({ name: 'ç'.repeat(100) })).toBe('ok');
    expect(await send({ email: 'not an email' })).toBe('23514');
    expect(await send({ email: 'a@b.c' })).toBe('23514');
    expect(await send({ email: `${'a'.repeat(250)}@b.co` })).toBe('23514');
    expect(await send({ subject: 's'.repeat(151) })).toBe('23514');
    expect(await send({ message: 'curta' })).toBe('23514');
    expect(await send({ message: 'm'.repeat(2001) })).toBe('23514');
    expect(await send({ message: 'm'.repeat(2000) })).toBe('ok');
  });
});

describe('storage buckets', () => {
  it('are created on a database with the storage schema (audios private, tts-cache public), once however often run', async () => {
    const file = migrationFiles().find((name) => name.endsWith('_storage_buckets.sql'))!;
    const sql = readFileSync(new URL(`../../supabase/migrations/${file}`, import.meta.url), 'utf8');
    // The part of Supabase's storage schema the migration touches.
    await db.exec(`
      create schema storage;
      create table storage.buckets (id text primary key, name text not null, public boolean default false);
      create table storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id), name text);
      alter table storage.objects enable row level security;
      grant usage on schema storage to anon, authenticated;
      grant select on storage.objects to anon, authenticated;
    `);
    await db.exec(sql);
    await db.exec(sql);
    const { rows } = await db.query('select id, public from storage.buckets order by id');
    expect(rows).toEqual([
      { id: 'audios', public: false },
      { id: 'tts-cache', public: true },
    ]);
    await db.exec(`insert into storage.buckets (id, name) values ('other', 'other');
      insert into storage.objects (bucket_id, name) values ('audios', 'agua.mp3'), ('other', 'secret.mp3');`);
    const visible = await asRole(db, anon, (tx) => tx.query('select bucket_id, name from storage.objects'));
    expect(visible.rows).toEqual([{ bucket_id: 'audios', name: 'agua.mp3' }]);
    await db.exec('drop schema storage cascade');
  });
});
