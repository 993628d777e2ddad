// Importing a board file into this device's storage (issue 17, fake IndexedDB): the boards arrive as new boards with
// their links, pictures and sounds; pictures at an address are fetched when online and left out (the words stay)
// offline; an import that fails half way leaves no half board, and the boards already stored are unchanged.
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { createBoard, importBoards, resetSeedingForTests } from '@/boards/store';
import { MEDIA_FETCHES_AT_ONCE, prepareImport, runImport } from './import';

const fixture = (name: string) => new NodeBlob([readFileSync(join(process.cwd(), '../shared/fixtures/obf', name))]) as unknown as Blob;

beforeEach(async () => {
  vi.stubGlobal('Blob', NodeBlob);
  resetSeedingForTests();
  await emptyDatabaseForTest();
});
afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('importing a board file', () => {
  it('links.obz: three new boards, the links between them working', async () => {
    const ready = await prepareImport(fixture('links.obz'));
    expect(ready.preview).toMatchObject({ boards: 3 });
    const result = await runImport(ready.plan, 'en', { now: 5000 });
    const db = (await database())!;
    expect(await db.boards.count()).toBe(3);
    const ids = new Set((await db.boards.toArray()).map((b) => b.id));
    expect(ids.has(result.rootId)).toBe(true);
    const linked = (await db.boardCards.toArray()).filter((card) => card.linkBoardId);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((card) => ids.has(card.linkBoardId!))).toBe(true);
  });

  it('lots_of_stuff.obz: pictures and sounds from the package stored; those at an address fetched, or left out offline', async () => {
    const ready = await prepareImport(fixture('lots_of_stuff.obz'));
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await runImport(ready.plan, 'en');
    const db = (await database())!;
    const media = await db.boardMedia.toArray();
    expect(media.some((m) => m.kind === 'image')).toBe(true);
    expect(media.some((m) => m.kind === 'audio')).toBe(true);
    const cards = await db.boardCards.toArray();
    expect(cards.some((card) => card.recordingId)).toBe(true);
    // Every picture a card shows is stored.
    const stored = new Set(media.map((m) => m.id));
    expect(cards.filter((c) => c.symbol.kind === 'image').every((c) => c.symbol.kind === 'image' && stored.has(c.symbol.mediaId))).toBe(true);
    expect(offline.mediaMissing).toBeGreaterThan(0);
  });

  it('online, pictures at an address are fetched once and kept for offline use', async () => {
    const ready = await prepareImport(fixture('lots_of_stuff.obz'));
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const type = /mp3|wav|ogg|m4a/i.test(url) ? 'audio/mpeg' : 'image/png';
      return new Response(new NodeBlob([new Uint8Array([1, 2, 3, 4])], { type }) as unknown as Blob, { status: 200, headers: { 'Content-Type': type } });
    });
    const online = await runImport(ready.plan, 'en');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => /^https?:\/\//.test(url))).toBe(true);
    expect(online.mediaMissing).toBe(0);
  });

  it('pictures at an address come a few at a time, with their progress counted to the last', async () => {
    const ready = await prepareImport(fixture('lots_of_stuff.obz'));
    let running = 0;
    let most = 0;
    vi.stubGlobal('fetch', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return new Response(new NodeBlob([new Uint8Array([1, 2, 3])], { type: 'image/png' }) as unknown as Blob, { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    const steps: [number, number][] = [];
    await runImport(ready.plan, 'en', { onFetched: (done, total) => steps.push([done, total]) });
    const total = steps[0]![1];
    expect(total).toBeGreaterThan(1);
    expect(steps.map(([done]) => done)).toEqual(Array.from({ length: total + 1 }, (_, i) => i));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(MEDIA_FETCHES_AT_ONCE);
  });

  it('cancelled while pictures download: the downloads are dropped and nothing is stored', async () => {
    const ready = await prepareImport(fixture('lots_of_stuff.obz'));
    const controller = new AbortController();
    let asked = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      asked += 1;
      if (asked === 2) controller.abort();
      // As fetch does: a signal already stopped rejects at once, a later stop rejects then.
      return new Promise((_resolve, reject) => {
        if (init.signal!.aborted) reject(init.signal!.reason);
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      });
    });
    await expect(runImport(ready.plan, 'en', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toBeLessThanOrEqual(MEDIA_FETCHES_AT_ONCE);
    expect(await (await database())!.boards.count()).toBe(0);
    expect(await (await database())!.boardMedia.count()).toBe(0);
  });

  it('a failure half way stores nothing, and the boards already there are unchanged', async () => {
    const mine = await createBoard({ name: { pt: 'Minha prancha' }, type: 'dynamic' });
    const db = (await database())!;
    const before = { boards: await db.boards.count(), cards: await db.boardCards.count() };
    const card = { boardId: 'x1', id: 'c1', categoryId: 'k1', label: { pt: 'a' }, symbol: { kind: 'emoji' as const, emoji: '' }, order: 0, isCustom: true, updatedAt: 1 };
    await expect(
      importBoards({
        boards: [{ id: 'x1', name: { pt: 'Nova' }, type: 'dynamic', columns: 2, origin: 'custom', createdAt: 1, updatedAt: 1 }],
        categories: [{ boardId: 'x1', id: 'k1', name: { pt: 'Nova' }, color: 'blue', order: 0, updatedAt: 1 }],
        cards: [card, card], // the same card twice: the write fails after the board was added
        media: [],
      }),
    ).rejects.toThrow();
    expect(await db.boards.get('x1')).toBeUndefined();
    expect({ boards: await db.boards.count(), cards: await db.boardCards.count() }).toEqual(before);
    expect(await db.boards.get(mine)).toBeDefined();
  });

  it('a corrupt file is refused before anything is stored', async () => {
    await expect(prepareImport(new NodeBlob(['PK\u0003\u0004garbage']) as unknown as Blob)).rejects.toMatchObject({ problem: 'damagedZip' });
    expect(await (await database())!.boards.count()).toBe(0);
  });
});
