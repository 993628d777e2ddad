import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_USAGE_THROTTLE_MS, cardUsageOfSession, markLastUsageUndone, recordCardUsage, resetCardUsageForTests, type CardUse } from './card-usage';
import { onStorageProblem } from './problems';
import { resetVisitorSessionForTests, visitorSessionId } from './session';
import { database, resetDatabaseForTests } from './store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

const water: CardUse = { cardId: 'water', label: 'Água', mode: 'inclusive', lang: 'pt' };
const food: CardUse = { cardId: 'food', label: 'Comida', mode: 'inclusive', lang: 'pt' };

beforeEach(async () => {
  resetVisitorSessionForTests();
  resetCardUsageForTests();
  localStorage.clear();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

/** A new page load: memory is gone, the database and the visitor session stay. */
async function reload() {
  await closeDatabaseAfterTest();
  resetDatabaseForTests();
  resetCardUsageForTests();
}

describe('card usage', () => {
  it('keeps the board a card is on and how it was chosen, for a therapist’s report', async () => {
    expect(await recordCardUsage({ ...water, boardId: 'board-1', method: 'switch' })).toBe(true);
    expect(await recordCardUsage(food)).toBe(true);
    const rows = await cardUsageOfSession();
    expect(rows.map((r) => [r.cardId, r.boardId, r.method])).toEqual([
      ['water', 'board-1', 'switch'],
      ['food', undefined, undefined],
    ]);
  });

  it('keeps the effort a choice took: scan steps and seconds, dwell time; junk is left out', async () => {
    expect(await recordCardUsage({ ...water, method: 'switch', scanSteps: 7, scanMs: 5600.4 })).toBe(true);
    expect(await recordCardUsage({ ...food, method: 'head', dwellMs: 1500, scanSteps: Number.NaN, scanMs: -3 })).toBe(true);
    const rows = await cardUsageOfSession();
    expect(rows.map((r) => [r.method, r.scanSteps, r.scanMs, r.dwellMs])).toEqual([
      ['switch', 7, 5600, undefined],
      ['head', undefined, undefined, 1500],
    ]);
  });

  it('a choice taken back within 2 s is marked undone; later, or a second time, nothing is marked', async () => {
    let clock = 10_000;
    const now = () => clock;
    await recordCardUsage(water, { now });
    expect(await markLastUsageUndone(clock + 1500)).toBe(true);
    expect(await markLastUsageUndone(clock + 1600)).toBe(false); // already taken back
    clock += 5000;
    await recordCardUsage(food, { now });
    expect(await markLastUsageUndone(clock + 2500)).toBe(false); // looked at for 2.5 s: meant
    const rows = await cardUsageOfSession();
    expect(rows.map((r) => [r.cardId, r.undone])).toEqual([
      ['water', true],
      ['food', undefined],
    ]);
  });

  it('an undo asked for while its choice is still being written waits for it', async () => {
    const recorded = recordCardUsage(water);
    const marked = markLastUsageUndone();
    expect(await recorded).toBe(true);
    expect(await marked).toBe(true);
    expect((await cardUsageOfSession())[0]?.undone).toBe(true);
  });

  it('once per session: a card chosen again, even after a reload, adds no second row', async () => {
    let clock = 10_000;
    const now = () => clock;
    expect(await recordCardUsage(water, { oncePerSession: true, now })).toBe(true);
    clock += 60_000;
    expect(await recordCardUsage(water, { oncePerSession: true, now })).toBe(false);
    expect(await recordCardUsage(food, { oncePerSession: true, now })).toBe(true);
    await reload();
    expect(await recordCardUsage(water, { oncePerSession: true, now })).toBe(false);

    const rows = await cardUsageOfSession();
    expect(rows.map((r) => [r.cardId, r.label, r.mode, r.lang, r.sessionId])).toEqual([
      ['water', 'Água', 'inclusive', 'pt', visitorSessionId()],
      ['food', 'Comida', 'inclusive', 'pt', visitorSessionId()],
    ]);
  });

  it('once per session: two selections at the same moment still give one row', async () => {
    const results = await Promise.all([recordCardUsage(water, { oncePerSession: true }), recordCardUsage(water, { oncePerSession: true })]);
    expect(results.sort()).toEqual([false, true]);
    expect(await cardUsageOfSession()).toHaveLength(1);
  });

  it('a new visitor session records the card again', async () => {
    await recordCardUsage(water, { oncePerSession: true });
    localStorage.clear();
    resetVisitorSessionForTests();
    await reload();
    expect(await recordCardUsage(water, { oncePerSession: true })).toBe(true);
    expect(await cardUsageOfSession()).toHaveLength(1);
  });

  it('throttle: 2000 ms between records of the same card by default, other cards not held back', async () => {
    let clock = 0;
    const now = () => clock;
    expect(await recordCardUsage(water, { now })).toBe(true);
    clock = 100;
    expect(await recordCardUsage(food, { now })).toBe(true);
    clock = CARD_USAGE_THROTTLE_MS - 1;
    expect(await recordCardUsage(water, { now })).toBe(false);
    clock = CARD_USAGE_THROTTLE_MS;
    expect(await recordCardUsage(water, { now })).toBe(true);
    clock = CARD_USAGE_THROTTLE_MS + 500;
    expect(await recordCardUsage(water, { now, throttleMs: 400 })).toBe(true);
    expect((await cardUsageOfSession()).map((r) => [r.cardId, r.at])).toEqual([
      ['water', 0],
      ['food', 100],
      ['water', 2000],
      ['water', 2500],
    ]);
  });

  it('never throws when IndexedDB cannot open: nothing is stored and the problem is reported', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const stop = onStorageProblem((p) => problems.push(p));
    vi.spyOn(Dexie.prototype, 'open').mockRejectedValue(new Error('IndexedDB is blocked'));
    try {
      await expect(recordCardUsage(water, { oncePerSession: true })).resolves.toBe(false);
      await expect(cardUsageOfSession()).resolves.toEqual([]);
      expect(problems).toContain('unavailable');
    } finally {
      stop();
    }
  });

  it('never throws when a write fails, and later records still work', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await database();
    const add = vi.spyOn(db!.cardUsage, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(recordCardUsage(water)).resolves.toBe(false);
    expect(add).toHaveBeenCalledTimes(1);
    await expect(recordCardUsage(food)).resolves.toBe(true);
    expect((await cardUsageOfSession()).map((r) => r.cardId)).toEqual(['food']);
  });
});
