import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, openDb } from '@/storage/db';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { readBoard } from './read';
import { builtinBoardId } from './seeds';
import { ensureSeed, resetSeedingForTests } from './store';

/** The database as version 4 of the app declared it, before boards were data. */
function openVersion4(): Dexie {
  const db = new Dexie(DB_NAME);
  db.version(1).stores({ settings: 'key', flags: 'key', visits: '++id, [sessionId+path], startedAt' });
  db.version(2).stores({ recordings: '++id, [lang+text]', speechCache: 'key, usedAt' });
  db.version(3).stores({ cardUsage: '++id, [sessionId+mode+cardId], at' });
  db.version(4).stores({ outbox: 'id, createdAt' });
  return db;
}

const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });

beforeEach(async () => {
  resetSeedingForTests();
  await emptyDatabaseForTest();
});

afterEach(closeDatabaseAfterTest);

describe('from version 4 to the board tables', () => {
  it('keeps every row stored before and adds empty board tables that seed', async () => {
    const old = openVersion4();
    await old.open();
    await old.table('settings').bulkPut([{ key: 'theme', value: 'dark' }, { key: 'board-preferences', value: { colored: false, uppercase: true, lateral: false } }]);
    await old.table('flags').put({ key: 'first-time:dynamic', at: 5 });
    await old.table('visits').add({ sessionId: 's', path: '/dinamico', startedAt: 1, duration: 3 });
    await old.table('recordings').add({ lang: 'pt', text: 'água', audio, createdAt: 2 });
    await old.table('speechCache').put({ key: 'pt|1|neutral|água', wav: new Uint8Array([9]).buffer, usedAt: 3 });
    await old.table('cardUsage').add({ sessionId: 's', cardId: 'needs.water', label: 'Água', mode: 'dynamic', lang: 'pt', at: 4 });
    await old.table('outbox').put({ id: 'o1', kind: 'cardUse', payload: { cardName: 'Água' }, createdAt: 4, attempts: 0 });
    old.close();

    const db = openDb();
    await db.open();
    // Version 5 added the board tables; 6 the professional area's, 7 the use read from a backend (empty on a family's device).
    expect(db.verno).toBe(7);
    expect(await db.patients.count()).toBe(0);
    expect(await db.remoteUsage.count()).toBe(0);
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
    expect(await db.settings.count()).toBe(2);
    expect(await db.flags.get('first-time:dynamic')).toEqual({ key: 'first-time:dynamic', at: 5 });
    expect(await db.visits.toArray()).toEqual([expect.objectContaining({ path: '/dinamico', duration: 3 })]);
    const [recording] = await db.recordings.toArray();
    expect(recording).toMatchObject({ lang: 'pt', text: 'água' });
    expect(await db.speechCache.count()).toBe(1);
    expect(await db.cardUsage.toArray()).toEqual([expect.objectContaining({ cardId: 'needs.water', label: 'Água' })]);
    expect(await db.outbox.get('o1')).toMatchObject({ kind: 'cardUse', attempts: 0 });
    expect(await db.boards.count()).toBe(0);
    db.close();

    await ensureSeed('dynamic');
    const reopened = openDb();
    const view = await readBoard(reopened, builtinBoardId('dynamic'));
    expect(view).toMatchObject({ status: 'ready', stored: true, problems: [] });
    expect(await reopened.settings.count()).toBe(2);
    reopened.close();
  });
});
