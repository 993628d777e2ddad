// @vitest-environment node
// The analytics adapter with the real supabase-js client against the migrations on PGlite, through the
// PostgREST shim: rows land once however often they are sent, and a failing or slow backend keeps them for later.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '@/storage/outbox';
import { setUpShimBackend } from '../../tests/backend/harness';
import { sendOutboxItems, sendVisitEndOnExit } from './analytics';
import { resetBackendClient } from './client';

const backend = setUpShimBackend({ reset: ['site_visits', 'card_usage'] });
const sessionId = '9a1b2c3d-0000-4000-8000-00000000abcd';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetBackendClient();
});

let clock = Date.parse('2026-11-20T10:00:00Z');
const visit = (path: string): OutboxItem => ({ id: crypto.randomUUID(), kind: 'visit', payload: { sessionId, path, at: clock++ }, createdAt: clock, attempts: 0 });
const end = (path: string, duration: number): OutboxItem => ({ id: crypto.randomUUID(), kind: 'visitEnd', payload: { sessionId, path, duration }, createdAt: clock++, attempts: 0 });
const card = (cardName: string, mode = 'basic'): OutboxItem => ({
  id: crypto.randomUUID(),
  kind: 'cardUse',
  payload: { sessionId, cardName, mode, lang: 'pt', at: clock++ },
  createdAt: clock,
  attempts: 0,
});

async function table(name: 'site_visits' | 'card_usage') {
  const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public.${name} order by created_at`);
  return rows;
}

describe('sending analytics', () => {
  it('stores visits, card uses and durations with the ids made on the device', async () => {
    const items = [visit('/modos'), card('Água'), end('/modos', 12), visit('/info')];
    const outcome = await sendOutboxItems(items, { client: backend.client });
    expect(outcome).toEqual({ accepted: expect.arrayContaining(items.map((item) => item.id)), refused: [], retryLater: false });
    expect((await table('site_visits')).map(({ id, page_path, duration }) => ({ id, page_path, duration }))).toEqual([
      { id: items[0]!.id, page_path: '/modos', duration: 12 },
      { id: items[3]!.id, page_path: '/info', duration: null },
    ]);
    const [use] = await table('card_usage');
    expect(use).toMatchObject({ id: items[1]!.id, card_name: 'Água', session_id: sessionId, mode: 'basic', lang: 'pt' });
    expect((use!.created_at as Date).getTime()).toBe((items[1]!.payload as { at: number }).at);
  });

  it('sent twice (a flush repeated after a lost answer), everything is stored once and the duration set once', async () => {
    const items = [visit('/sentir'), card('Feliz'), end('/sentir', 5)];
    await sendOutboxItems(items, { client: backend.client });
    const again = await sendOutboxItems([...items, end('/sentir', 50)], { client: backend.client });
    expect(again.retryLater).toBe(false);
    expect(await table('site_visits')).toHaveLength(1);
    expect(await table('card_usage')).toHaveLength(1);
    expect((await table('site_visits'))[0]).toMatchObject({ duration: 5 });
  });

  it('a record the server refuses for good is dropped without holding back the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad: OutboxItem = { id: crypto.randomUUID(), kind: 'visit', payload: { sessionId: 'no', path: '/x', at: clock }, createdAt: clock, attempts: 0 };
    const good = visit('/ok');
    const outcome = await sendOutboxItems([bad, good], { client: backend.client });
    expect(outcome).toEqual({ accepted: [good.id], refused: [bad.id], retryLater: false });
    expect((await table('site_visits')).map((row) => row.id)).toEqual([good.id]);
  });

  it('cuts texts longer than the columns allow instead of losing the record', async () => {
    const long = card('palavra '.repeat(40));
    expect((await sendOutboxItems([long], { client: backend.client })).accepted).toEqual([long.id]);
    expect(((await table('card_usage'))[0]!.card_name as string).length).toBe(200);
  });

  it('a 500 keeps everything for later and sends no visit end before its start', async () => {
    backend.shim.setFault({ status: 500 });
    const items = [visit('/dor'), end('/dor', 3)];
    expect(await sendOutboxItems(items, { client: backend.client })).toEqual({ accepted: [], refused: [], retryLater: true });
    expect(backend.shim.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual(['POST /rest/v1/site_visits']);
    backend.shim.setFault(null);
    expect((await sendOutboxItems(items, { client: backend.client })).retryLater).toBe(false);
    expect((await table('site_visits'))[0]).toMatchObject({ page_path: '/dor', duration: 3 });
  });

  it('gives up on a slow backend after the timeout, and the late insert is not doubled by the retry', async () => {
    backend.shim.setFault({ delayMs: 600, times: 1 });
    const items = [visit('/lento')];
    const started = performance.now();
    expect(await sendOutboxItems(items, { client: backend.client, timeoutMs: 150 })).toEqual({ accepted: [], refused: [], retryLater: true });
    expect(performance.now() - started).toBeLessThan(550);
    await vi.waitFor(async () => expect(await table('site_visits')).toHaveLength(1), { timeout: 3000 });
    expect((await sendOutboxItems(items, { client: backend.client })).accepted).toEqual([items[0]!.id]);
    expect(await table('site_visits')).toHaveLength(1);
  });

  it('uses the configured backend client, and without one keeps the records', async () => {
    expect(await sendOutboxItems([visit('/x')], { client: null })).toMatchObject({ accepted: [], retryLater: true });
    vi.stubEnv('VITE_SUPABASE_URL', backend.shim.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.shim.anonKey);
    resetBackendClient();
    const item = visit('/configurado');
    expect((await sendOutboxItems([item])).accepted).toEqual([item.id]);
    expect((await table('site_visits')).map((row) => row.page_path)).toEqual(['/configurado']);
  });

  it('a visit end sent as the page closes (keepalive) sets the duration once; the queued copy changes nothing', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', backend.shim.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.shim.anonKey);
    const start = visit('/fechar');
    await sendOutboxItems([start], { client: backend.client });
    const ending = end('/fechar', 9) as Extract<OutboxItem, { kind: 'visitEnd' }>;
    sendVisitEndOnExit(ending);
    await vi.waitFor(async () => expect((await table('site_visits'))[0]).toMatchObject({ duration: 9 }), { timeout: 3000 });
    expect((await sendOutboxItems([ending, end('/fechar', 30)], { client: backend.client })).retryLater).toBe(false);
    expect((await table('site_visits'))[0]).toMatchObject({ duration: 9 });
  });
});
