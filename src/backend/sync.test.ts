// @vitest-environment node
// The outbox flush end to end on this side of the browser: records queued in Dexie (fake IndexedDB) reach the
// migrations on PGlite through the shim exactly once, stay queued through a 500 or a timeout, and back off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/storage/db';
import { connectOutbox, enqueueOutbox, outboxSize, resetOutboxForTests, takeOutboxBatch } from '@/storage/outbox';
import { database, resetDatabaseForTests } from '@/storage/store';
import { setUpShimBackend } from '../../tests/backend/harness';
import { sendOutboxItems, type SendOutcome } from './analytics';
import { createOutboxSync, startBackendSync, type OutboxSync } from './sync';

const backend = setUpShimBackend({ reset: ['site_visits', 'card_usage'] });
let sync: OutboxSync | undefined;
const sessionId = '5e55a000-0000-4000-8000-000000000001';

beforeEach(async () => {
  resetDatabaseForTests();
  resetOutboxForTests();
  const local = openDb();
  await local.delete();
  local.close();
  await connectOutbox(() => {});
});

afterEach(async () => {
  sync?.stop();
  sync = undefined;
  (await database())?.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// A request's time limit: ample, but where the timeout is what is tested (a busy machine's first PGlite queries took
// over 200 ms and failed the first flush).
const send = (items: Parameters<typeof sendOutboxItems>[0], timeoutMs = 5000) => sendOutboxItems(items, { client: backend.client, timeoutMs });
const newSync = (options: Parameters<typeof createOutboxSync>[0] = {}) => (sync = createOutboxSync({ send, debounceMs: 60_000, ...options }));

async function queueSomeUse(path: string): Promise<void> {
  await enqueueOutbox('visit', { sessionId, path, at: Date.now() });
  await enqueueOutbox('cardUse', { sessionId, cardName: `card ${path}`, mode: 'basic', lang: 'en', at: Date.now() });
  await enqueueOutbox('visitEnd', { sessionId, path, duration: 3 });
}

async function serverRows() {
  const visits = await backend.db.query<{ id: string; page_path: string; duration: number | null }>('select id, page_path, duration from public.site_visits order by page_path');
  const cards = await backend.db.query<{ id: string }>('select id from public.card_usage');
  return { visits: visits.rows, cards: cards.rows };
}

describe('outbox sync', () => {
  it('sends what is queued and empties the outbox', async () => {
    await queueSomeUse('/a');
    await queueSomeUse('/b');
    const ids = (await takeOutboxBatch(10)).map((item) => item.id);
    expect(await newSync().flush()).toBe('done');
    const rows = await serverRows();
    expect(rows.visits).toEqual([
      { id: ids[0], page_path: '/a', duration: 3 },
      { id: ids[3], page_path: '/b', duration: 3 },
    ]);
    expect(rows.cards.map((row) => row.id).sort()).toEqual([ids[1], ids[4]].sort());
    expect(await outboxSize()).toBe(0);
  });

  it('sends in batches until the outbox is empty', async () => {
    for (let i = 0; i < 7; i++) await enqueueOutbox('visit', { sessionId, path: `/p${i}`, at: Date.now() });
    expect(await newSync({ batchSize: 3 }).flush()).toBe('done');
    expect((await serverRows()).visits).toHaveLength(7);
    expect(backend.shim.requests.filter((request) => request.method === 'POST')).toHaveLength(3);
  });

  it('a 500 keeps every record queued; the next flush sends them once', async () => {
    await queueSomeUse('/falha');
    backend.shim.setFault({ status: 500 });
    const s = newSync();
    expect(await s.flush()).toBe('failed');
    expect(await outboxSize()).toBe(3);
    expect((await takeOutboxBatch(10)).every((item) => item.attempts === 1)).toBe(true);
    backend.shim.setFault(null);
    expect(await s.flush()).toBe('done');
    expect(await s.flush()).toBe('done');
    const rows = await serverRows();
    expect(rows.visits).toEqual([expect.objectContaining({ page_path: '/falha', duration: 3 })]);
    expect(rows.cards).toHaveLength(1);
  });

  it('a timeout keeps the records; the late insert and the retry make one row', async () => {
    await queueSomeUse('/lento');
    backend.shim.setFault({ delayMs: 700, times: 1 });
    let limitMs = 200;
    const s = newSync({ send: (items) => send(items, limitMs) });
    expect(await s.flush()).toBe('failed');
    expect(await outboxSize()).toBe(3);
    await vi.waitFor(async () => expect((await serverRows()).visits).toHaveLength(1), { timeout: 3000 });
    limitMs = 5000;
    expect(await s.flush()).toBe('done');
    const rows = await serverRows();
    expect(rows.visits).toEqual([expect.objectContaining({ page_path: '/lento', duration: 3 })]);
    expect(rows.cards).toHaveLength(1);
    expect(await outboxSize()).toBe(0);
  });

  it('one flush at a time: a second call joins the one running', async () => {
    await queueSomeUse('/uma');
    const sender = vi.fn(send);
    const s = newSync({ send: sender });
    const [first, second] = await Promise.all([s.flush(), s.flush()]);
    expect([first, second]).toEqual(['done', 'done']);
    expect(sender).toHaveBeenCalledTimes(1);
    expect((await serverRows()).visits).toHaveLength(1);
  });

  it('waits while the browser is offline and goes at once when it is back', async () => {
    await queueSomeUse('/offline');
    vi.stubGlobal('navigator', { onLine: false });
    const sender = vi.fn(send);
    const s = newSync({ send: sender, backoffMs: [60_000] });
    expect(await s.flush()).toBe('offline');
    expect(sender).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    s.online();
    await vi.waitFor(async () => expect(await outboxSize()).toBe(0), { timeout: 3000 });
    expect((await serverRows()).visits).toHaveLength(1);
  });

  it('backs off after failures in a row (5 s, 30 s, then every 2 min) and starts over after a success', async () => {
    await enqueueOutbox('visit', { sessionId, path: '/x', at: Date.now() });
    let clock = 1_000_000;
    const planned: { run: () => void; ms: number }[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms: number) => {
      planned.push({ run, ms });
      return planned.length;
    }) as typeof setTimeout);
    let answer: SendOutcome['retryLater'] = true;
    const sender = vi.fn(async (items: { id: string }[]): Promise<SendOutcome> =>
      answer ? { accepted: [], refused: [], retryLater: true } : { accepted: items.map((item) => item.id), refused: [], retryLater: false },
    );
    const s = newSync({ send: sender, now: () => clock });
    /** Lets the planned timer fire at its time and waits for the flush it starts. */
    const fire = async () => {
      const next = planned.at(-1)!;
      clock += next.ms;
      next.run();
      await s.flush();
    };
    await s.flush();
    await fire();
    await fire();
    await fire();
    expect(planned.map((timer) => timer.ms)).toEqual([5_000, 30_000, 120_000, 120_000]);
    // A record queued while backing off does not cut the wait short.
    s.schedule(1000);
    expect(planned).toHaveLength(4);
    answer = false;
    await fire();
    expect(await outboxSize()).toBe(0);
    await enqueueOutbox('visit', { sessionId, path: '/y', at: Date.now() });
    answer = true;
    await s.flush();
    expect(planned.at(-1)!.ms).toBe(5_000);
    expect(sender).toHaveBeenCalledTimes(6);
  });

  it('without a configured backend nothing starts and nothing is kept', async () => {
    resetOutboxForTests();
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(startBackendSync()).toBeNull();
    await enqueueOutbox('visit', { sessionId, path: '/nada', at: Date.now() });
    expect(await outboxSize()).toBe(0);
    expect(backend.shim.requests).toEqual([]);
  });
});

describe('a professional’s rows while they are signed out', () => {
  it('wait in the outbox without holding back the records behind them', async () => {
    const row = (n: number) => ({
      table: 'patients' as const,
      row: { id: `p${n}`, professional_id: crypto.randomUUID(), name: 'X', birth_date: '2018-01-01', status: 'active', updated_at: new Date().toISOString() },
    });
    for (let n = 0; n < 6; n += 1) await enqueueOutbox('proRow', row(n));
    await queueSomeUse('/depois');
    expect(await newSync({ batchSize: 4 }).flush()).toBe('done');
    expect((await serverRows()).visits.map((visit) => visit.page_path)).toEqual(['/depois']);
    expect(await outboxSize()).toBe(6);
    expect((await takeOutboxBatch(10)).every((item) => item.kind === 'proRow')).toBe(true);
    expect(backend.shim.requests.some((request) => request.path.includes('/patients'))).toBe(false);
  });
});
