// Importing a board file into this device's storage (issue 17, fake IndexedDB): the boards arrive as new boards with
// their links, pictures and sounds; pictures at an address are fetched when online and left out (the words stay)
// offline; an import that fails half way leaves no half board, and the boards already stored are unchanged.
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { database } from '@/storage/store';
import { emptyBoardsEachTest } from '@/boards/test-boards';
import { boardRowSchema, categoryRowSchema } from '@/boards/model';
import { createBoard, importBoards } from '@/boards/store';
import { MAX_MEDIA_BYTES, MEDIA_FETCHES_AT_ONCE, prepareImport, runImport } from './import';

const fixture = (name: string) => new NodeBlob([readFileSync(join(process.cwd(), '../shared/fixtures/obf', name))]) as unknown as Blob;

emptyBoardsEachTest();

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
    // An address given as http is asked over https.
    expect(asked.every((url) => /^https:\/\//.test(url))).toBe(true);
    expect(asked).toContain('https://soundbible.com/grab.php?id=132&type=mp3');
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

  it('a download that does not stop is dropped at its limit, not read whole; its card keeps its words', async () => {
    const ready = await prepareImport(fixture('lots_of_stuff.obz'));
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    vi.stubGlobal('fetch', async () => {
      const endless = new ReadableStream<Uint8Array>({ pull: (controller) => void (pulled += 1, controller.enqueue(chunk)) });
      return new Response(endless, { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    const result = await runImport(ready.plan, 'en');
    expect(result.mediaMissing).toBeGreaterThan(0);
    // Each download stopped just past 10 MB (a few chunks ahead of the reader at most).
    expect(pulled).toBeLessThan(MEDIA_FETCHES_AT_ONCE * (MAX_MEDIA_BYTES / chunk.length + 4));
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

  it('a stranger’s SVG is stored only as the PNG drawn from it, once however many boards name it; long texts fit', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script><circle r="4"/></svg>';
    const board = (id: string, extra: Record<string, unknown>) => ({
      format: 'open-board-0.1', id, ...extra,
      buttons: [{ id: 'b', label: 'sol', image_id: 'i' }], grid: { rows: 1, columns: 1, order: [['b']] },
      images: [{ id: 'i', path: 'images/sun.svg', content_type: 'image/svg+xml' }], sounds: [],
    });
    const files: Record<string, Uint8Array> = {
      'boards/a.obf': strToU8(JSON.stringify(board('a', { name: 'A', description_html: `<p>${'palavra '.repeat(300)}</p>` }))),
      [`boards/${'b'.repeat(300)}.obf`]: strToU8(JSON.stringify(board('b', {}))), // no name: named by its path
      'images/sun.svg': strToU8(svg),
    };
    files['manifest.json'] = strToU8(JSON.stringify({ format: 'open-board-0.1', root: 'boards/a.obf', paths: { boards: { a: 'boards/a.obf', b: `boards/${'b'.repeat(300)}.obf` } } }));
    const ready = await prepareImport(new NodeBlob([zipSync(files)]) as unknown as Blob);
    const drawn: string[] = [];
    const result = await runImport(ready.plan, 'pt', {
      drawSvg: async (blob) => {
        drawn.push(await blob.text());
        return new NodeBlob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) as unknown as Blob;
      },
    });
    expect(result).toMatchObject({ boards: 2, mediaMissing: 0 });
    expect(drawn).toEqual([svg]);
    const db = (await database())!;
    const media = await db.boardMedia.toArray();
    expect(media.map((row) => row.blob.type)).toEqual(['image/png']);
    // Both boards are whole boards the modes can read.
    for (const row of await db.boards.toArray()) expect(boardRowSchema.safeParse(row).success).toBe(true);
    for (const row of await db.boardCategories.toArray()) expect(categoryRowSchema.safeParse(row).success).toBe(true);
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
