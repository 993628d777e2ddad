// Board files (issue 17) on every real file in ../shared/fixtures/obf (read from there): each one reads, its boards,
// buttons and cells match the file, its dangling ids and missing pictures are listed, not fatal; and each hostile
// file made here is refused or neutralised with its reason.
// Over 300 lines because every real fixture and every hostile file made here is a case of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BoardFileError, MAX_FILE_BYTES, readBoardBytes, readBoardFile, safeEntryPath } from './read';
import { colourOf, htmlToText } from './obf';
import { planImport, previewOf } from './package';
import { convertPlan, hexOf, REMOTE_LINK_EXT, sniffType } from './convert';
import { boardRowSchema, cardRowSchema, categoryRowSchema } from '@/boards/model';
import { cardSpoken } from '@/boards/card-text';

const FIXTURES = join(process.cwd(), '../shared/fixtures/obf');
const bytesOf = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const planOf = (bytes: Uint8Array) => planImport(readBoardBytes(bytes));
const kinds = (plan: ReturnType<typeof planOf>) => [...new Set(plan.problems.map((p) => p.kind))].sort();

interface RawBoard {
  buttons: { id: unknown }[];
  grid: { rows: number; columns: number; order: unknown[][] };
}

/** The boards of a fixture as raw JSON, by path, straight from the file. */
function rawBoards(name: string): Map<string, RawBoard> {
  const bytes = bytesOf(name);
  if (name.endsWith('.obf')) return new Map([['board.obf', JSON.parse(strFromU8(bytes))]]);
  const files = unzipSync(bytes);
  return new Map(Object.entries(files).filter(([path]) => path.endsWith('.obf')).map(([path, data]) => [path, JSON.parse(strFromU8(data))]));
}

function expectSameGrid(name: string) {
  const plan = planOf(bytesOf(name));
  const raw = rawBoards(name);
  expect(plan.boards).toHaveLength(raw.size);
  for (const { path, board } of plan.boards) {
    const file = raw.get(path)!;
    expect(board.buttons.map((b) => b.id).sort()).toEqual([...new Set(file.buttons.map((b) => String(b.id)))].sort());
    expect([board.rows, board.columns]).toEqual([file.grid.rows, file.grid.columns]);
    // Every cell of the file's grid holds the same button (ids compared as strings) or stays empty.
    file.grid.order.forEach((row, r) =>
      row.forEach((cell, c) => expect(board.order[r]![c], `${path} ${r},${c}`).toBe(cell === null || cell === undefined ? null : String(cell))),
    );
  }
  return plan;
}

describe('the real files', () => {
  it('simple.obf: one board, empty cells kept, the vocalization said instead of the label, an inline SVG', () => {
    const plan = expectSameGrid('simple.obf');
    const board = plan.boards[0]!.board;
    const voiced = board.buttons.filter((b) => b.vocalization);
    expect(voiced.length).toBeGreaterThan(0);
    expect(voiced.every((b) => b.vocalization !== b.label)).toBe(true);
    expect(board.buttons.some((b) => Object.keys(b.ext).some((k) => k.startsWith('ext_')))).toBe(true);
    expect(previewOf(plan)).toMatchObject({ boards: 1, buttons: board.buttons.length });
    expect(previewOf(plan).images).toBeGreaterThan(0);
  });

  it('foreign.obf: no locale, a button with id 0 kept in its cell, hex colours, non-Latin labels', () => {
    const plan = expectSameGrid('foreign.obf');
    const board = plan.boards[0]!.board;
    expect(board.locale).toBeNull();
    expect(board.buttons.some((b) => b.id === '0')).toBe(true);
    expect(board.order.flat()).toContain('0');
    expect(board.buttons.some((b) => b.background?.startsWith('#'))).toBe(true);
    expect(board.buttons.some((b) => [...b.label].some((char) => char.codePointAt(0)! > 0x24f))).toBe(true);
  });

  it('links.obz: three boards, the root first, every link inside the package', () => {
    const plan = expectSameGrid('links.obz');
    expect(plan.boards).toHaveLength(3);
    expect(plan.problems.filter((p) => p.kind === 'remoteLink')).toEqual([]);
    expect(plan.boards.flatMap(({ board }) => board.buttons).filter((b) => b.loadBoard?.path).length).toBeGreaterThan(0);
  });

  it('lots_of_stuff.obz: pictures and sounds from the package and inline; dangling ids and a remote link listed, not fatal', () => {
    const plan = expectSameGrid('lots_of_stuff.obz');
    const preview = previewOf(plan);
    expect(preview.sounds).toBeGreaterThan(0);
    expect(preview.images).toBeGreaterThan(0);
    expect(kinds(plan)).toEqual(expect.arrayContaining(['danglingImage', 'remoteLink']));
    const buttons = plan.boards.flatMap(({ board }) => board.buttons);
    expect(buttons.some((b) => b.hidden)).toBe(true);
    expect(buttons.some((b) => b.soundId)).toBe(true);
    expect(plan.boards.some(({ board }) => board.license)).toBe(true);
  });

  it('pageset.obz: 81 boards, the root first, links back to it inside; links to boards the set lacks listed, not fatal', () => {
    const plan = expectSameGrid('pageset.obz');
    expect(plan.boards).toHaveLength(81);
    expect(plan.boards[0]!.path).toBe('boards/toppage.obf');
    const links = plan.boards.flatMap(({ board }) => board.buttons.flatMap((b) => (b.loadBoard?.path ? [b.loadBoard.path] : [])));
    expect(links.filter((path) => path === 'boards/toppage.obf').length).toBeGreaterThan(10);
    // The set's own defects: links to files it does not hold, and every picture missing (empty image lists).
    const remote = plan.problems.filter((p) => p.kind === 'remoteLink');
    expect(remote.length).toBeGreaterThan(0);
    for (const problem of remote) {
      const board = plan.boards.find((b) => b.board.name === problem.board)!.board;
      const target = board.buttons.find((b) => b.id === problem.item)!.loadBoard!;
      expect(plan.files.has(target.path ?? '')).toBe(false);
    }
    expect(kinds(plan)).toContain('danglingImage');
    expect(previewOf(plan).images).toBe(0);
  });

  it('core-60.obf: 60 buttons, links to boards it does not carry kept and marked', () => {
    const plan = expectSameGrid('core-60.obf');
    expect(plan.boards[0]!.board.buttons).toHaveLength(60);
    expect(plan.problems.filter((p) => p.kind === 'remoteLink').length).toBeGreaterThan(0);
  });
});

const board = (extra: Record<string, unknown> = {}) => ({
  format: 'open-board-0.1',
  id: 'b1',
  locale: 'pt-BR',
  name: 'Teste',
  buttons: [{ id: 1, label: 'oi' }],
  grid: { rows: 1, columns: 1, order: [[1]] },
  images: [],
  sounds: [],
  ...extra,
});
const json = (value: unknown) => strToU8(JSON.stringify(value));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BoardFileError ? error.problem : String(error);
  }
  return 'accepted';
};

describe('a board file in another language', () => {
  it('keeps a Spanish board in Spanish on a Portuguese device: its words are Spanish, said in Spanish', () => {
    const plan = planImport(readBoardBytes(json(board({ locale: 'es-MX', name: 'Tablero', buttons: [{ id: 1, label: 'hola' }] }))));
    const converted = convertPlan(plan, { newId: () => 'b', now: 1, lang: 'pt', existingNames: new Set() });
    expect(converted.boards[0]!.name).toEqual({ es: 'Tablero' });
    expect(converted.cards[0]!.label).toEqual({ es: 'hola' });
    expect(cardSpoken(converted.cards[0]!, 'es')).toBe('hola');
    // A language the app does not have is kept under the device's.
    const french = convertPlan(planImport(readBoardBytes(json(board({ locale: 'fr-FR' })))), { newId: () => 'c', now: 1, lang: 'pt', existingNames: new Set() });
    expect(french.cards[0]!.label).toEqual({ pt: 'oi' });
  });
});

describe('hostile files', () => {
  it('refuses a file over 50 MB before reading it', async () => {
    await expect(readBoardFile({ size: MAX_FILE_BYTES + 1 } as Blob)).rejects.toMatchObject({ problem: 'tooBig' });
  });

  it('refuses JSON that is not an object, and what is not a board file at all', () => {
    expect(refusal(() => readBoardBytes(json([1, 2, 3])))).toBe('notObject');
    expect(refusal(() => readBoardBytes(json('board')))).toBe('notObject');
    expect(refusal(() => readBoardBytes(strToU8('<html>')))).toBe('notBoardFile');
    expect(refusal(() => planOf(strToU8('{"id": ')))).toBe('notBoardFile');
  });

  it('refuses a zip with a path that climbs out, an absolute path, or 10,001 entries', () => {
    expect(refusal(() => readBoardBytes(zipSync({ '../evil.obf': json(board()) })))).toBe('unsafePath');
    expect(refusal(() => readBoardBytes(zipSync({ 'boards/../../evil.obf': json(board()) })))).toBe('unsafePath');
    expect(refusal(() => readBoardBytes(zipSync({ '/etc/evil.obf': json(board()) })))).toBe('unsafePath');
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= 10_000; i += 1) many[`f${i}.txt`] = new Uint8Array(0);
    expect(refusal(() => readBoardBytes(zipSync(many, { level: 0 })))).toBe('tooManyEntries');
    expect([safeEntryPath('boards/a.obf'), safeEntryPath('a/./b'), safeEntryPath('C:/x'), safeEntryPath('a\\b')]).toEqual([true, false, false, false]);
  });

  it('refuses a zip bomb from its directory, before inflating: an entry declaring 300 MB', () => {
    const zip = zipSync({ 'board.obf': json(board()) });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at < zip.length - 4; at += 1) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 300 * 1024 * 1024, true); // central directory: size
    }
    expect(refusal(() => readBoardBytes(zip))).toBe('zipTooBig');
  });

  it('counts an entry stored without compression at its stored size, whatever size its directory declares', () => {
    const entries: Record<string, Uint8Array> = { 'board.obf': json(board()) };
    for (let i = 0; i < 4; i += 1) entries[`images/${i}.png`] = new Uint8Array(64 * 1024).fill(i + 1);
    const zip = zipSync(entries, { level: 0 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at < zip.length - 4; at += 1) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 0, true); // central directory: declares 0 bytes
    }
    expect(refusal(() => readBoardBytes(zip, 200 * 1024))).toBe('zipTooBig');
    expect(readBoardBytes(zip, 300 * 1024).files.size).toBe(5);
  });

  it('refuses a board over 100 × 100 cells', () => {
    expect(refusal(() => planOf(json(board({ grid: { rows: 101, columns: 2, order: [] } }))))).toBe('gridTooBig');
    expect(refusal(() => planOf(json(board({ grid: { rows: 2, columns: 101, order: [] } }))))).toBe('gridTooBig');
  });

  it('neutralises javascript: addresses, scripted SVG, and HTML in the description', () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>')}`;
    const plan = planOf(
      json(
        board({
          description_html: '<p>Olá <b>mundo</b><script>alert(1)</script> &amp; mais</p>',
          buttons: [
            { id: 1, label: 'a', image_id: 'x', load_board: { url: 'javascript:alert(1)' } },
            { id: 2, label: 'b', image_id: 'y', background_color: 'url(javascript:alert(1))' },
          ],
          grid: { rows: 1, columns: 2, order: [[1, 2]] },
          images: [
            { id: 'x', url: 'javascript:alert(1)', width: 1, height: 1 },
            { id: 'y', data: svg },
          ],
        }),
      ),
    );
    const parsed = plan.boards[0]!.board;
    expect(parsed.description).toBe('Olá mundo & mais');
    expect(parsed.images.every((image) => !image.url && !image.data)).toBe(true);
    expect(parsed.buttons[0]!.loadBoard).toBeUndefined();
    expect(parsed.buttons[1]!.background).toBeUndefined();
    expect(kinds(plan)).toEqual(expect.arrayContaining(['unsafeUrl', 'scriptedSvg', 'badColour']));
  });

  it('an emoji field that carries an address, or anything but emoji, gives a card of words only, never a picture from elsewhere', () => {
    const emojis = ['https://tracker.example/p.gif?🙂', '/api/delete?🙂', 'data:image/png;base64,🙂', 'abc🙂', '🙂', '👩🏽‍🦱', '1️⃣'];
    const plan = planOf(
      json(board({ buttons: emojis.map((emoji, i) => ({ id: i, label: `b${i}`, ext_aceno_emoji: emoji })), grid: { rows: 1, columns: emojis.length, order: [emojis.map((_, i) => i)] } })),
    );
    let n = 0;
    const converted = convertPlan(plan, { newId: () => `id-${(n += 1)}`, now: 1, lang: 'pt', existingNames: new Set() });
    expect(converted.cards.map((card) => (card.symbol.kind === 'emoji' ? card.symbol.emoji : card.symbol.mediaId))).toEqual(['', '', '', '', '🙂', '👩🏽‍🦱', '1️⃣']);
  });

  it('keeps what the format allows: rgb with spaces, rgba, hex; plain text from HTML', () => {
    expect(colourOf('rgb( 255, 0,  0) ')).toBe('rgb(255,0,0)');
    expect(colourOf('rgba(0,0,0,0.5)')).toBe('rgba(0,0,0,0.5)');
    expect(colourOf('#FFFF32')).toBe('#ffff32');
    expect(colourOf('red; background:url(x)')).toBeNull();
    expect(htmlToText('a<br>b &lt;c&gt;')).toBe('a\nb <c>');
  });

  it('a board whose grid leaves a button out keeps the button in a free cell, and says so', () => {
    const plan = planOf(json(board({ buttons: [{ id: 1, label: 'a' }, { id: 2, label: 'b' }], grid: { rows: 1, columns: 2, order: [[1, null]] } })));
    expect(plan.boards[0]!.board.order).toEqual([['1', '2']]);
    expect(kinds(plan)).toEqual(['unplaced']);
    const noGrid = planOf(json(board({ buttons: [{ id: 'a', label: 'a' }, { id: 'b', label: 'b' }, { id: 'c', label: 'c' }], grid: undefined })));
    expect(noGrid.boards[0]!.board.order).toEqual([['a', 'b'], ['c', null]]);
  });
});

describe('as Aceno boards', () => {
  const convert = (name: string) => {
    let n = 0;
    return convertPlan(planOf(bytesOf(name)), { newId: () => `new-${(n += 1)}`, now: 1000, lang: 'pt', existingNames: new Set(['CommuniKate toppage']) });
  };

  it('every row is one the board store accepts, on every real file', () => {
    for (const name of ['simple.obf', 'foreign.obf', 'links.obz', 'lots_of_stuff.obz', 'pageset.obz', 'core-60.obf']) {
      const converted = convert(name);
      for (const board of converted.boards) expect(boardRowSchema.safeParse(board).success, `${name} board`).toBe(true);
      for (const category of converted.categories) expect(categoryRowSchema.safeParse(category).success, `${name} category`).toBe(true);
      for (const card of converted.cards) expect(cardRowSchema.safeParse(card).success, `${name} card ${JSON.stringify(card.label)}`).toBe(true);
    }
  });

  it('keeps each button in its cell (row × columns + column), empty cells empty, the vocalization as what is said', () => {
    const plan = planOf(bytesOf('simple.obf'));
    const converted = convert('simple.obf');
    const board = plan.boards[0]!.board;
    const cells = board.order.flatMap((row, r) => row.flatMap((cell, c) => (cell === null ? [] : [r * board.columns + c])));
    expect(converted.cards.map((card) => card.order).sort((a, b) => a - b)).toEqual(cells.sort((a, b) => a - b));
    expect(converted.cards.filter((card) => card.spoken).length).toBe(board.buttons.filter((b) => b.vocalization).length);
    expect(converted.media.filter((m) => m.kind === 'image').length).toBeGreaterThan(0);
  });

  it('links go to the new boards; a link to a board the file lacks is kept and marked', () => {
    const links = convert('links.obz');
    const ids = new Set(links.boards.map((b) => b.id));
    const linked = links.cards.filter((card) => card.linkBoardId);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((card) => ids.has(card.linkBoardId!))).toBe(true);
    const core = convert('core-60.obf');
    expect(core.cards.some((card) => card.ext?.[REMOTE_LINK_EXT])).toBe(true);
    expect(core.cards.every((card) => !card.linkBoardId)).toBe(true);
  });

  it('a board imported again comes as a copy with a new name; its file id is kept', () => {
    const pageset = convert('pageset.obz');
    expect(pageset.boards[0]!.name.pt ?? pageset.boards[0]!.name.en).toMatch(/ \(2\)$/);
    expect(pageset.boards[0]!.ext?.ext_aceno_source_id).toBeDefined();
    expect(pageset.rootId).toBe(pageset.boards[0]!.id);
  });

  it('colours as hex; media types from the bytes before the file’s word', () => {
    expect([hexOf('rgb(255,0,0)'), hexOf('rgba(0,128,255,0.5)'), hexOf('#FFF'), hexOf('#11223344'), hexOf('blue')]).toEqual(['#ff0000', '#0080ff', '#fff', '#112233', null]);
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'x.jpg', 'image/jpeg')).toBe('image/png');
    expect(sniffType(new Uint8Array([1, 2]), 'images/a.svg', 'image/svg')).toBe('image/svg+xml');
    expect(sniffType(new Uint8Array([1, 2]), 'a', 'image/svg')).toBe('image/svg+xml');
    expect(sniffType(new Uint8Array([1, 2]), 'a', 'text/html')).toBe('application/octet-stream');
  });
});
