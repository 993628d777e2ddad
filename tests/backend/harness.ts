/// <reference types="node" />
// The set-up the backend unit tests share: the migrations on PGlite behind the PostgREST shim and a supabase-js
// client on it, started once per test file and cleaned between tests. Test code only.
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase } from './database.ts';
import { startShim, type Shim } from './postgrest-shim.ts';

export interface ShimBackend {
  readonly db: PGlite;
  readonly shim: Shim;
  /** A client of the shim (the anon key, no session). */
  readonly client: SupabaseClient;
}

export interface ShimBackendOptions {
  /** SQL run once, after the migrations. */
  seed?: string;
  /** Tables of the public schema emptied before each test. */
  reset?: readonly string[];
}

/** A client as the app makes one, minus the session it would keep in the browser. */
export function testClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

/**
 * Registers the hooks: the database (migrations take a while on 2 cores) and the shim before all tests; before
 * each, the `reset` tables emptied and the shim's request log cleared; after each, any fault cleared.
 */
export function setUpShimBackend({ seed, reset = [] }: ShimBackendOptions = {}): ShimBackend {
  let started: { db: PGlite; shim: Shim; client: SupabaseClient } | undefined;
  const get = () => {
    if (!started) throw new Error('The shim backend is used before its beforeAll has run');
    return started;
  };

  beforeAll(async () => {
    const db = await createTestDatabase();
    if (seed) await db.exec(seed);
    const shim = await startShim({ db });
    started = { db, shim, client: testClient(shim.url, shim.anonKey) };
  }, 60_000);
  afterAll(async () => {
    await started?.shim.close();
    await started?.db.close();
    started = undefined;
  });
  beforeEach(async () => {
    const { db, shim } = get();
    if (reset.length > 0) await db.exec(reset.map((table) => `delete from public.${table};`).join('\n'));
    shim.requests.length = 0;
  });
  afterEach(() => started?.shim.setFault(null));

  return {
    get db() {
      return get().db;
    },
    get shim() {
      return get().shim;
    },
    get client() {
      return get().client;
    },
  };
}

/** Lets real sockets work while fake timers hold setTimeout: polls on setImmediate, which is not faked. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const end = performance.now() + 3000;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
