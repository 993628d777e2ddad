/// <reference types="node" />
// Over 300 lines because it is one protocol's server: routing, filters and the role switch belong together.
// The smallest PostgREST the app needs, over a PGlite database (test code only, never shipped): inserts, simple
// selects and RPC under /rest/v1 (and e-mail sign-in under /auth/v1, auth-shim.ts), each request in a transaction as the caller's role with its JWT claims, so the
// migrations' grants and row-level security decide exactly as on Supabase. Faults (a status, a delay) can be
// switched on to test how the app copes with a failing or slow backend.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createAuth } from './auth-shim.ts';
import { asRole, type Claims, type Role } from './database.ts';
import { testJwt } from './jwt.ts';

export interface Fault {
  /** Answer with this status (and a PostgREST-like error body) instead of running the request. */
  status?: number;
  /** Wait this long before answering (the request then runs normally unless `status` is set too). */
  delayMs?: number;
  /** Only requests whose path contains this text are affected (default: every /rest/v1 and /functions/v1 request). */
  path?: string;
  /** Affect only this many requests, then clear the fault (default: until setFault(null)). */
  times?: number;
}

export interface ShimOptions {
  db: PGlite;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface Shim {
  /** The project URL to give supabase-js (no trailing slash). */
  url: string;
  anonKey: string;
  close(): Promise<void>;
  setFault(fault: Fault | null): void;
  /** Every request seen (method and path with query), faulted ones included, for assertions. */
  requests: { method: string; path: string; status: number }[];
}

export { testJwt };

export const TEST_ANON_KEY = testJwt({ iss: 'aceno-test', role: 'anon' });

type ErrorBody = { code: string; message: string; details: string | null; hint: string | null };

class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const fail = (status: number, code: string, message: string, details: string | null = null) =>
  new HttpError(status, { code, message, details, hint: null });

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const quote = (name: string) => {
  if (!IDENT.test(name)) throw fail(400, 'PGRST100', `"${name}" is not a valid name`);
  return `"${name}"`;
};

function decodeClaims(token: string): Claims {
  const payload = token.split('.')[1];
  if (!payload) throw fail(401, 'PGRST301', 'Expected 3 parts in JWT; got 1');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw fail(401, 'PGRST301', 'JWT cannot be decoded');
  }
  const role = (claims as { role?: unknown } | null)?.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') throw fail(401, 'PGRST301', 'JWT has no known role');
  return claims as Claims;
}

/** The caller's claims from the apikey and Authorization headers, as the Supabase gateway and PostgREST read them. */
function callerClaims(req: IncomingMessage, anonKey: string): Claims {
  const apikey = req.headers.apikey;
  if (apikey !== anonKey) throw new HttpError(401, { code: '401', message: 'Invalid API key', details: null, hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  const auth = req.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : anonKey;
  return decodeClaims(token);
}

function preferences(req: IncomingMessage): Set<string> {
  const header = req.headers.prefer;
  const values = Array.isArray(header) ? header.join(',') : (header ?? '');
  return new Set(values.split(',').map((part) => part.trim()).filter(Boolean));
}

/** PostgreSQL error → PostgREST status (https://postgrest.org "HTTP status codes" table, the part we meet). */
function statusOf(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (['23514', '23502', '22P02', '22001', '22007', '22023', '42703', 'P0001'].includes(code)) return 400;
  if (code === '42P01' || code === '42883') return 404;
  return 500;
}

const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };

/** Horizontal filters (col=op.value) of a query string, as SQL with parameters starting at $offset+1. */
function filters(params: URLSearchParams, reserved: string[], values: unknown[]): string[] {
  const where: string[] = [];
  for (const [column, expression] of params) {
    if (reserved.includes(column)) continue;
    const dot = expression.indexOf('.');
    const op = expression.slice(0, dot);
    const value = expression.slice(dot + 1);
    if (op === 'is') {
      if (!['null', 'true', 'false'].includes(value)) throw fail(400, 'PGRST100', `is.${value} is not supported`);
      where.push(`${quote(column)} is ${value}`);
    } else if (op === 'in') {
      const items = value.replace(/^\(|\)$/g, '').split(',').map((item) => item.replace(/^"|"$/g, ''));
      values.push(items);
      where.push(`${quote(column)}::text = any($${values.length}::text[])`);
    } else if (OPERATORS[op]) {
      values.push(op.endsWith('like') ? value.replaceAll('*', '%') : value);
      where.push(`${quote(column)} ${OPERATORS[op]} $${values.length}`);
    } else {
      throw fail(400, 'PGRST100', `"${expression}" is not a supported filter`);
    }
  }
  return where;
}

function selectList(select: string | null): string {
  if (!select || select === '*') return '*';
  return select.split(',').map((column) => quote(column.trim())).join(', ');
}

function orderBy(order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', direction = 'asc'] = term.split('.');
    if (!['asc', 'desc'].includes(direction)) throw fail(400, 'PGRST100', `"${term}" is not a supported order`);
    return `${quote(column)} ${direction}`;
  });
  return ` order by ${terms.join(', ')}`;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

async function select(db: PGlite, claims: Claims, table: string, url: URL, req: IncomingMessage): Promise<Answer> {
  const params = url.searchParams;
  const values: unknown[] = [];
  const where = filters(params, ['select', 'limit', 'offset', 'order'], values);
  const limit = params.get('limit');
  const offset = params.get('offset');
  let sql = `select ${selectList(params.get('select'))} from public.${quote(table)}`;
  if (where.length > 0) sql += ` where ${where.join(' and ')}`;
  sql += orderBy(params.get('order'));
  if (limit !== null) sql += ` limit ${Number.parseInt(limit, 10) || 0}`;
  if (offset !== null) sql += ` offset ${Number.parseInt(offset, 10) || 0}`;
  const { rows } = await asRole(db, claims, (tx) => tx.query<Record<string, unknown>>(sql, values));
  const range = rows.length === 0 ? '*/*' : `0-${rows.length - 1}/*`;
  if ((req.headers.accept ?? '').includes('application/vnd.pgrst.object+json')) {
    if (rows.length !== 1) {
      throw fail(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
    }
    return { status: 200, body: rows[0], headers: { 'Content-Range': range } };
  }
  return { status: 200, body: rows, headers: { 'Content-Range': range } };
}

async function insert(db: PGlite, claims: Claims, table: string, url: URL, req: IncomingMessage, body: unknown): Promise<Answer> {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw fail(400, 'PGRST102', 'All object keys must match');
  }
  const given = url.searchParams.get('columns');
  const columns = given ? given.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  if (rows.length === 0 || columns.length === 0) return { status: 201 };
  const prefer = preferences(req);
  const list = columns.map(quote).join(', ');
  let sql = `insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)`;
  if (prefer.has('resolution=ignore-duplicates') || prefer.has('resolution=merge-duplicates')) {
    const target = (url.searchParams.get('on_conflict') ?? 'id').split(',').map(quote).join(', ');
    sql += prefer.has('resolution=ignore-duplicates')
      ? ` on conflict (${target}) do nothing`
      : ` on conflict (${target}) do update set ${columns.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ')}`;
  }
  const representation = prefer.has('return=representation');
  if (representation) sql += ' returning *';
  const result = await asRole(db, claims, (tx) => tx.query<Record<string, unknown>>(sql, [JSON.stringify(rows)]));
  return representation ? { status: 201, body: result.rows } : { status: 201 };
}

async function rpc(db: PGlite, claims: Claims, name: string, body: unknown): Promise<Answer> {
  const args = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const info = await db.query<{ retset: boolean; typtype: string; typname: string }>(
    `select p.proretset as retset, t.typtype, t.typname from pg_proc p join pg_type t on t.oid = p.prorettype
      where p.proname = $1 and p.pronamespace = 'public'::regnamespace limit 1`,
    [name],
  );
  const fn = info.rows[0];
  if (!fn) throw fail(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  const names = Object.keys(args);
  const values = names.map((key) => {
    const value = args[key];
    return value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
  const call = `public.${quote(name)}(${names.map((key, i) => `${quote(key)} => $${i + 1}`).join(', ')})`;
  const sql = fn.retset || fn.typtype === 'c' ? `select * from ${call}` : `select ${call} as result`;
  const { rows } = await asRole(db, claims, (tx) => tx.query<Record<string, unknown>>(sql, values));
  if (fn.typname === 'void') return { status: 204 };
  if (fn.retset) return { status: 200, body: rows };
  return { status: 200, body: fn.typtype === 'c' ? (rows[0] ?? null) : (rows[0]?.result ?? null) };
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-type, prefer, accept, accept-profile, content-profile, range, x-client-info, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location',
  'Access-Control-Max-Age': '600',
};

function send(res: ServerResponse, answer: Answer): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...CORS, ...answer.headers };
  if (answer.body === undefined) {
    res.writeHead(answer.status, headers).end();
    return;
  }
  headers['Content-Type'] = 'application/json; charset=utf-8';
  res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw fail(400, 'PGRST102', 'Empty or invalid json');
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows of a public table as the owner sees them (bypassing row-level security), oldest first. */
async function allRows(db: PGlite, table: string): Promise<Record<string, unknown>[]> {
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name in ('created_at', 'id')`,
    [table],
  );
  const order = ['created_at', 'id'].filter((name) => columns.rows.some((row) => row.column_name === name));
  const sql = `select * from public.${quote(table)}${order.length > 0 ? ` order by ${order.join(', ')}` : ''}`;
  return (await db.query<Record<string, unknown>>(sql)).rows;
}

/**
 * Starts the shim. Besides /rest/v1 it answers test-only routes: GET /__test/rows?table=t (every row, as the
 * owner), POST /__test/fault (body: a Fault or null), GET /__test/requests.
 */
export async function startShim({ db, port = 0, host = '127.0.0.1' }: ShimOptions): Promise<Shim> {
  const anonKey = TEST_ANON_KEY;
  let fault: Fault | null = null;
  const requests: Shim['requests'] = [];
  const auth = createAuth(db);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://shim');
    const method = req.method ?? 'GET';
    const entry = { method, path: url.pathname + url.search, status: 0 };
    res.on('finish', () => (entry.status = res.statusCode));
    if (method === 'OPTIONS') return send(res, { status: 204 });
    const body = await readBody(req);

    if (url.pathname.startsWith('/__test/')) {
      if (url.pathname === '/__test/rows') return send(res, { status: 200, body: await allRows(db, url.searchParams.get('table') ?? '') });
      if (url.pathname === '/__test/fault' && method === 'POST') {
        fault = parseJson(body) as Fault | null;
        return send(res, { status: 204 });
      }
      if (url.pathname === '/__test/requests') return send(res, { status: 200, body: requests });
      return send(res, { status: 404, body: { message: 'unknown test route' } });
    }

    requests.push(entry);
    const active = fault;
    if (active && (!active.path || url.pathname.includes(active.path))) {
      if (active.times !== undefined) {
        active.times -= 1;
        if (active.times <= 0) fault = null;
      }
      if (active.delayMs) await delay(active.delayMs);
      if (active.status) return send(res, { status: active.status, body: { code: String(active.status), message: 'Injected fault', details: null, hint: null } });
    }

    if (url.pathname.startsWith('/auth/v1/')) {
      callerClaims(req, anonKey);
      const parsed = parseJson(body);
      const args = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      return send(res, await auth(url.pathname, url.searchParams, method, args, req.headers.authorization));
    }

    const match = /^\/rest\/v1\/(rpc\/)?([^/]+)$/.exec(url.pathname);
    if (!match) return send(res, { status: 404, body: { code: 'PGRST125', message: `Invalid path ${url.pathname}`, details: null, hint: null } });
    const claims = callerClaims(req, anonKey);
    const [, isRpc, name = ''] = match;
    try {
      if (isRpc && (method === 'POST' || method === 'GET')) {
        const args = method === 'POST' ? parseJson(body) : Object.fromEntries(url.searchParams);
        return send(res, await rpc(db, claims, name, args));
      }
      if (method === 'GET' || method === 'HEAD') return send(res, await select(db, claims, name, url, req));
      if (method === 'POST') return send(res, await insert(db, claims, name, url, req, parseJson(body)));
      return send(res, { status: 405, body: { code: 'PGRST117', message: `Unsupported HTTP method ${method}`, details: null, hint: null } });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (!pg.code) throw error;
      throw new HttpError(statusOf(pg.code, claims.role), { code: pg.code, message: pg.message ?? 'error', details: pg.detail ?? null, hint: pg.hint ?? null });
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return send(res, { status: error.status, body: error.body });
      send(res, { status: 500, body: { code: 'XX000', message: String(error), details: null, hint: null } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    anonKey,
    requests,
    setFault(next) {
      fault = next ? { ...next } : null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
