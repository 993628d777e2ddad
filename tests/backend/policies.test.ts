// @vitest-environment node
// Over 300 lines because it proves every table's policies of one schema, each beside the next.
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
      ['audio_files', 'board_usage', 'card_usage', 'contact_messages', 'patient_boards', 'patient_notes', 'patients', 'professional_users', 'shared_boards', 'site_visits'].map(
        (relname) => ({ relname, relrowsecurity: true }),
      ),
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

describe("professionals' patients, notes, boards and their use", () => {
  let ana: string;
  let bruno: string;
  const as = (sub: string): Claims => ({ role: 'authenticated', sub });
  const rows = async <T,>(claims: Claims, sql: string, params: unknown[] = []) => (await asRole(db, claims, (tx) => tx.query<T>(sql, params))).rows;
  const patient = (id: string, name: string, updatedAt = '2026-11-20T10:00:00Z'): [string, unknown[]] => [
    `insert into public.patients (id, name, birth_date, status, updated_at) values ($1, $2, '2018-05-02', 'active', $3)`,
    [id, name, updatedAt],
  ];
  const use = (claims: Claims, boardId: string, id = crypto.randomUUID(), undone = false) =>
    asRole(db, claims, (tx) =>
      tx.query<{ stored: boolean }>(`select public.record_board_use($1, $2, 'agua', 'Água', now() - interval '1 minute', 'switch', $3, 4, 3200, null) as stored`, [id, boardId, undone]),
    ).then((result) => result.rows[0]?.stored);

  beforeAll(async () => {
    ana = await createUser(db, 'ana@clinica.com');
    bruno = await createUser(db, 'bruno@clinica.com');
    expect(await outcome(as(ana), ...patient('caio', 'Caio Reis'))).toBe('ok');
    expect(await outcome(as(bruno), ...patient('lia', 'Lia Souza'))).toBe('ok');
    expect(await outcome(as(ana), `insert into public.patient_notes (id, patient_id, title, content) values ('n1', 'caio', 'Sessão 1', 'Bem.')`)).toBe('ok');
    expect(await outcome(as(ana), `insert into public.patient_boards (board_id, patient_id, board) values ('board-caio', 'caio', '{"name":"Prancha do Caio"}')`)).toBe('ok');
    expect(await outcome(as(bruno), `insert into public.patient_boards (board_id, patient_id, board) values ('board-lia', 'lia', '{"name":"Prancha da Lia"}')`)).toBe('ok');
  });

  it('a professional reads only their own patients, notes, boards and usage', async () => {
    expect(await use(anon, 'board-caio')).toBe(true);
    expect(await use(anon, 'board-lia')).toBe(true);
    expect(await rows(as(ana), 'select id from public.patients')).toEqual([{ id: 'caio' }]);
    expect(await rows(as(bruno), 'select id from public.patients')).toEqual([{ id: 'lia' }]);
    expect(await rows(as(bruno), `select id from public.patient_notes`)).toEqual([]);
    expect(await rows(as(bruno), `select board_id from public.patient_boards`)).toEqual([{ board_id: 'board-lia' }]);
    expect(await rows(as(ana), `select board_id, method, scan_steps from public.board_usage`)).toEqual([{ board_id: 'board-caio', method: 'switch', scan_steps: 4 }]);
    expect(await rows(as(bruno), `select board_id from public.board_usage`)).toEqual([{ board_id: 'board-lia' }]);
  });

  it('a choice made by a face gesture is recorded as such; a method the app does not have is refused', async () => {
    const record = (method: string) =>
      asRole(db, anon, (tx) => tx.query(`select public.record_board_use($1, 'board-caio', 'agua', 'Água', now(), $2, false, null, null, null)`, [crypto.randomUUID(), method])).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    expect(await record('gesture')).toBe('ok');
    expect(await record('nose')).toMatch(/board_usage_method_check/);
    expect(await rows(as(ana), `select count(*)::int as n from public.board_usage where method = 'gesture'`)).toEqual([{ n: 1 }]);
  });

  it("a professional cannot change, take over, remove or add to another's patient", async () => {
    expect((await asRole(db, as(bruno), (tx) => tx.query(`update public.patients set name = 'X' where id = 'caio'`))).affectedRows).toBe(0);
    expect((await asRole(db, as(bruno), (tx) => tx.query(`delete from public.patients where id = 'caio'`))).affectedRows).toBe(0);
    expect((await asRole(db, as(bruno), (tx) => tx.query(`update public.patient_boards set board = '{}' where board_id = 'board-caio'`))).affectedRows).toBe(0);
    // The same id again (an upsert) meets the row it may not see.
    expect(await outcome(as(bruno), ...patient('caio', 'Roubado'))).toBe('23505');
    expect(await outcome(as(bruno), `insert into public.patients (id, professional_id, name, birth_date, status) values ('p9', $1, 'Falso', '2019-01-01', 'active')`, [ana])).toBe('42501');
    expect(await outcome(as(bruno), `insert into public.patient_notes (id, patient_id, title, content) values ('n9', 'caio', 'x', 'y')`)).toBe('42501');
    expect(await outcome(as(bruno), `insert into public.patient_boards (board_id, patient_id, board) values ('b9', 'caio', '{}')`)).toBe('42501');
    // Handing a patient over is ignored: the row stays the professional's.
    await outcome(as(bruno), `update public.patients set professional_id = $1 where id = 'lia'`, [ana]);
    expect((await db.query(`select 1 from public.patients where id = 'lia' and professional_id = $1`, [bruno])).rows).toHaveLength(1);
    expect(await outcome(as(bruno), `delete from public.board_usage`)).toBe('42501');
    const { rows: kept } = await db.query<{ name: string; professional_id: string }>(`select name, professional_id from public.patients where id = 'caio'`);
    expect(kept).toEqual([{ name: 'Caio Reis', professional_id: ana }]);
  });

  it('visitors see nothing of it, and report use only of a patient’s board, never reading it back', async () => {
    for (const table of ['patients', 'patient_notes', 'patient_boards', 'board_usage']) {
      expect(await outcome(anon, `select * from public.${table}`)).toBe('42501');
    }
    expect(await outcome(anon, ...patient('p8', 'Anônimo'))).toBe('42501');
    expect(await outcome(anon, `insert into public.board_usage (id, board_id, card_id, label, at) values ($1, 'board-caio', 'a', 'a', now())`, [crypto.randomUUID()])).toBe('42501');
    const before = await count('board_usage');
    expect(await use(anon, 'a-family-board')).toBe(false);
    expect(await count('board_usage')).toBe(before);
    expect(await outcome(anon, `select public.record_board_use($1, 'board-caio', 'a', 'a', now() + interval '1 day')`, [crypto.randomUUID()])).toBe('22023');
  });

  it('a choice sent again is stored once; taken back, it is marked undone and never un-undone', async () => {
    const id = crypto.randomUUID();
    await use(anon, 'board-caio', id);
    await use(anon, 'board-caio', id, true);
    await use(anon, 'board-caio', id, false);
    expect(await count('board_usage', 'id = $1', [id])).toBe(1);
    expect((await db.query<{ undone: boolean }>('select undone from public.board_usage where id = $1', [id])).rows).toEqual([{ undone: true }]);
  });

  it('the last write wins by updated_at: an older edit arriving later changes nothing', async () => {
    await asRole(db, as(ana), (tx) => tx.query(`update public.patients set name = 'Caio R.', updated_at = '2026-11-22T10:00:00Z' where id = 'caio'`));
    await asRole(db, as(ana), (tx) => tx.query(`update public.patients set name = 'Caio (offline)', updated_at = '2026-11-21T10:00:00Z' where id = 'caio'`));
    expect(await rows(as(ana), `select name from public.patients where id = 'caio'`)).toEqual([{ name: 'Caio R.' }]);
  });

  it('holds the bounds of the patient form', async () => {
    expect(await outcome(as(ana), ...patient('p7', 'x'.repeat(121)))).toBe('23514');
    expect(await outcome(as(ana), `insert into public.patients (id, name, birth_date, status) values ('p6', 'Velho', '1899-12-31', 'active')`)).toBe('23514');
    expect(await outcome(as(ana), `insert into public.patients (id, name, birth_date, status) values ('p5', 'X', '2019-01-01', 'deleted')`)).toBe('23514');
    expect(await outcome(as(ana), `insert into public.patients (id, name, birth_date, status) values ('../x', 'X', '2019-01-01', 'active')`)).toBe('23514');
  });
});

describe('shared boards', () => {
  const share = (claims: Claims, token: string) => outcome(claims, `insert into public.shared_boards (token, board) values ($1, '{"name":"Necessidades"}')`, [token]);
  const get = async (token: string) =>
    (await asRole(db, anon, (tx) => tx.query<{ board: unknown }>('select public.get_shared_board($1) as board', [token]))).rows[0]?.board ?? null;

  it('anyone shares a board; a visitor reads it only by its exact token, never by listing', async () => {
    expect(await share(anon, 'AbCdEfGh12345678')).toBe('ok');
    expect(await share({ role: 'authenticated', sub: crypto.randomUUID() }, 'ZyXwVuTs98765432')).toBe('ok');
    expect(await get('AbCdEfGh12345678')).toEqual({ name: 'Necessidades' });
    expect(await get('abcdefgh12345678')).toBeNull(); // another token (tokens are case-sensitive)
    expect(await get('AbCdEfGh1234567')).toBeNull();
    expect(await get('%')).toBeNull();
    expect(await outcome(anon, 'select * from public.shared_boards')).toBe('42501');
    expect(await outcome({ role: 'authenticated', sub: crypto.randomUUID() }, 'select token from public.shared_boards')).toBe('42501');
    expect(await outcome(anon, `update public.shared_boards set board = '{}'`)).toBe('42501');
    expect(await outcome(anon, 'delete from public.shared_boards')).toBe('42501');
  });

  it('refuses a malformed token, a token taken, a board that is not an object', async () => {
    expect(await share(anon, 'short')).toBe('23514');
    expect(await share(anon, 'AbCdEfGh12345678')).toBe('23505');
    expect(await outcome(anon, `insert into public.shared_boards (token, board) values ('QwErTyUi12345678', '[1]')`)).toBe('23514');
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
