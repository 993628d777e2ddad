import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardUsageOfSession, recordCardUsage, resetCardUsageForTests } from './card-usage';
import {
  connectOutbox,
  countOutboxAttempt,
  enqueueOutbox,
  outboxSize,
  removeFromOutbox,
  resetOutboxForTests,
  takeOutboxBatch,
  trimOutbox,
} from './outbox';
import { resetVisitorSessionForTests, visitorSessionId } from './session';
import { database } from './store';
import { trackVisit, visitsOfSession } from './visits';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

beforeEach(async () => {
  resetOutboxForTests();
  resetVisitorSessionForTests();
  resetCardUsageForTests();
  localStorage.clear();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

const visit = (path: string) => ({ sessionId: 'session-123', path, at: 1_000 });

describe('outbox', () => {
  it('keeps records in the order they were made, with an id each, until they are removed', async () => {
    await connectOutbox(() => {});
    await enqueueOutbox('visit', visit('/a'));
    await enqueueOutbox('cardUse', { sessionId: 'session-123', cardName: 'Água', mode: 'basic', lang: 'pt', at: 1_001 });
    await enqueueOutbox('visitEnd', { sessionId: 'session-123', path: '/a', duration: 4 });
    const batch = await takeOutboxBatch(10);
    expect(batch.map((item) => item.kind)).toEqual(['visit', 'cardUse', 'visitEnd']);
    expect(new Set(batch.map((item) => item.id)).size).toBe(3);
    expect(batch.every((item) => item.attempts === 0)).toBe(true);

    await removeFromOutbox([batch[0]!.id]);
    await countOutboxAttempt([batch[1]!.id]);
    const rest = await takeOutboxBatch(10);
    expect(rest.map((item) => [item.kind, item.attempts])).toEqual([
      ['cardUse', 1],
      ['visitEnd', 0],
    ]);
  });

  it('with no backend the queue drops what was made before and stays empty', async () => {
    await enqueueOutbox('visit', visit('/early'));
    await connectOutbox(null);
    await enqueueOutbox('visit', visit('/later'));
    expect(await outboxSize()).toBe(0);
  });

  it('stores the records made before the backend connected, in order', async () => {
    const told = vi.fn();
    await enqueueOutbox('visit', visit('/first'));
    await enqueueOutbox('visitEnd', { sessionId: 'session-123', path: '/first', duration: 2 });
    await connectOutbox(told);
    expect(told).not.toHaveBeenCalled();
    await enqueueOutbox('cardUse', { sessionId: 'session-123', cardName: 'Sim', mode: 'basic', lang: 'pt', at: 2_000 });
    const batch = await takeOutboxBatch(10);
    expect(batch.map((item) => item.kind)).toEqual(['visit', 'visitEnd', 'cardUse']);
    // Told of the new record as it is queued (with the record itself).
    expect(told).toHaveBeenCalledExactlyOnceWith(batch[2]);
  });

  it('drops damaged rows instead of failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await connectOutbox(() => {});
    await enqueueOutbox('visit', visit('/good'));
    const db = await database();
    await db!.outbox.bulkPut([
      { id: 'not-a-uuid', kind: 'visit', payload: visit('/x'), createdAt: 1, attempts: 0 },
      { id: crypto.randomUUID(), kind: 'visit', payload: { sessionId: 'session-123' }, createdAt: 2, attempts: 0 },
      { id: crypto.randomUUID(), kind: 'teleport' as never, payload: visit('/y'), createdAt: 3, attempts: 0 },
      { id: crypto.randomUUID(), kind: 'cardUse', payload: null, createdAt: 4, attempts: 0 },
    ]);
    const batch = await takeOutboxBatch(10);
    expect(batch.map((item) => item.payload)).toEqual([visit('/good')]);
    expect(await outboxSize()).toBe(1);
  });

  it('keeps only the newest records when it is over its limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await connectOutbox(() => {});
    for (const path of ['/1', '/2', '/3', '/4']) await enqueueOutbox('visit', visit(path));
    expect(await trimOutbox(2)).toBe(2);
    expect((await takeOutboxBatch(10)).map((item) => (item.payload as { path: string }).path)).toEqual(['/3', '/4']);
  });
});

describe('analytics queued for the backend', () => {
  it('a visit queues its start once per session and its end after it', async () => {
    await connectOutbox(() => {});
    let clock = 50_000;
    const now = () => clock;
    const leave = trackVisit('/modos', now);
    clock += 7_400;
    leave();
    trackVisit('/modos', now)(); // the same path again in this session: no new visit, no second end
    await visitsOfSession();
    const batch = await takeOutboxBatch(10);
    expect(batch.map((item) => [item.kind, item.payload])).toEqual([
      ['visit', { sessionId: visitorSessionId(), path: '/modos', at: 50_000 }],
      ['visitEnd', { sessionId: visitorSessionId(), path: '/modos', duration: 7 }],
    ]);
  });

  it('a card use is queued only when it is recorded (the throttle applies)', async () => {
    await connectOutbox(() => {});
    let clock = 10_000;
    const now = () => clock;
    const water = { cardId: 'water', label: 'Água', mode: 'basic', lang: 'pt' as const };
    await recordCardUsage(water, { now });
    clock += 500;
    await recordCardUsage(water, { now });
    expect(await cardUsageOfSession()).toHaveLength(1);
    const batch = await takeOutboxBatch(10);
    expect(batch.map((item) => [item.kind, item.payload])).toEqual([
      ['cardUse', { sessionId: visitorSessionId(), cardName: 'Água', mode: 'basic', lang: 'pt', at: 10_000 }],
    ]);
  });

  it('nothing is queued when no backend is configured', async () => {
    await connectOutbox(null);
    trackVisit('/info')();
    await recordCardUsage({ cardId: 'yes', label: 'Sim', mode: 'basic', lang: 'pt' });
    expect(await visitsOfSession()).toHaveLength(1);
    expect(await outboxSize()).toBe(0);
  });
});
