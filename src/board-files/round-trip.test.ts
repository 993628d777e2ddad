// @vitest-environment node
// Import → export → import gives the same boards (issue 17): names, buttons in the same cells, labels,
// vocalizations, colours, links between the boards, pictures and sounds — on the real files; ids stable across two
// exports; a board of several categories exported as a board of folders, one board per category.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BoardRow, CardRow, CategoryRow } from '@/boards/model';
import { convertPlan, type ConvertedImport } from './convert';
import { exportObf, exportObz, rgbOf, type BoardToExport, type MediaBytes } from './export';
import { planImport } from './package';
import { readBoardBytes } from './read';

const fixture = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), '../shared/fixtures/obf', name)));

function importBytes(bytes: Uint8Array): ConvertedImport {
  let n = 0;
  return convertPlan(planImport(readBoardBytes(bytes)), { newId: () => `id-${(n += 1)}`, now: 1, lang: 'en', existingNames: new Set() });
}

function toExport(converted: ConvertedImport): { list: BoardToExport[]; media: Map<string, MediaBytes> } {
  const list = converted.boards.map((board) => ({
    board,
    categories: converted.categories.filter((c) => c.boardId === board.id),
    cards: converted.cards.filter((c) => c.boardId === board.id),
  }));
  // As on the device after an import: a picture or sound at an address was fetched and stored (here, a stand-in).
  const fetched = (kind: 'image' | 'audio'): MediaBytes => (kind === 'image' ? { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]), type: 'image/png' } : { bytes: new Uint8Array([0x49, 0x44, 0x33, 1]), type: 'audio/mpeg' });
  const media = new Map<string, MediaBytes>();
  for (const item of converted.media) media.set(item.id, { ...('bytes' in item.source ? item.source : fetched(item.kind)), ...(item.license ? { license: item.license } : {}) });
  return { list, media };
}

/** What a user would notice of the boards: per board (by name), each card's cell, words, colour, link target's name, picture and sound. */
function shape(converted: ConvertedImport) {
  const nameOf = new Map(converted.boards.map((b) => [b.id, b.name.en ?? b.name.pt]));
  const licenseOf = new Map(converted.media.map((m) => [m.id, m.license]));
  return converted.boards
    .map((board) => ({
      name: board.name.en ?? board.name.pt,
      license: board.license,
      cards: converted.cards
        .filter((card) => card.boardId === board.id)
        .map((card) => ({
          order: card.order,
          label: card.label.en ?? card.label.pt,
          spoken: card.spoken?.en ?? card.spoken?.pt,
          color: card.color,
          hidden: card.hidden,
          action: card.action,
          link: card.linkBoardId ? nameOf.get(card.linkBoardId) : undefined,
          picture: card.symbol.kind === 'image',
          pictureLicense: card.symbol.kind === 'image' ? licenseOf.get(card.symbol.mediaId) : undefined,
          sound: Boolean(card.recordingId),
        }))
        .sort((a, b) => a.order - b.order),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

describe('round trip', () => {
  for (const name of ['links.obz', 'lots_of_stuff.obz', 'simple.obf', 'foreign.obf', 'core-60.obf']) {
    it(`${name}: import → export (.obz) → import keeps every board, cell, word, colour, link, picture, sound and licence`, () => {
      const first = importBytes(fixture(name));
      if (name === 'core-60.obf') expect(first.media.filter((m) => m.license).length).toBeGreaterThan(10);
      const { list, media } = toExport(first);
      const again = importBytes(exportObz(list, media, 'en'));
      expect(shape(again)).toEqual(shape(first));
      expect(again.media.length).toBe(first.media.length);
      expect(again.media.every((m) => 'bytes' in m.source)).toBe(true);
    });
  }

  it('a single board as .obf carries its pictures inline and comes back the same', () => {
    const first = importBytes(fixture('simple.obf'));
    const { list, media } = toExport(first);
    const again = importBytes(exportObf(list[0]!, media, 'en'));
    expect(shape(again)).toEqual(shape(first));
    expect(strFromU8(exportObf(list[0]!, media, 'en'))).toContain('data:image/');
  });

  it('ids are stable across exports; the manifest names the root and every path', () => {
    const { list, media } = toExport(importBytes(fixture('links.obz')));
    const a = exportObz(list, media, 'en');
    const b = exportObz(list, media, 'en');
    const manifest = (zip: Uint8Array) => JSON.parse(strFromU8(readBoardBytes(zip).files.get('manifest.json')!)) as { root: string; paths: { boards: Record<string, string> } };
    expect(manifest(a)).toEqual(manifest(b));
    expect(Object.values(manifest(a).paths.boards)).toContain(manifest(a).root);
    expect(Object.keys(manifest(a).paths.boards)).toHaveLength(3);
  });

  it('a board of several categories: other apps see a board of folders; Aceno gets the one board back, each card in its cell', () => {
    const board: BoardRow = { id: 'b', name: { en: 'Home' }, type: 'dynamic', columns: 2, origin: 'custom', createdAt: 1, updatedAt: 1 };
    const categories: CategoryRow[] = [
      { boardId: 'b', id: 'food', name: { en: 'Food' }, color: 'green', order: 0, updatedAt: 1 },
      { boardId: 'b', id: 'people', name: { en: 'People' }, color: 'blue', order: 1, updatedAt: 1 },
    ];
    const card = (id: string, categoryId: string, order: number, label: string, color?: string): CardRow => ({
      boardId: 'b', id, categoryId, label: { en: label }, symbol: { kind: 'emoji', emoji: '🍎' }, order, isCustom: true, updatedAt: 1, ...(color ? { color } : {}),
    });
    const bytes = exportObz([{ board, categories, cards: [card('a', 'food', 0, 'apple', '#ff0000'), card('c', 'food', 3, 'cake'), card('m', 'people', 1, 'mum')] }], new Map(), 'en');
    // What another app reads: a first board of folders, one board per category.
    const files = unzipSync(bytes);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { root: string; paths: { boards: Record<string, string> } };
    expect(Object.keys(manifest.paths.boards)).toHaveLength(3);
    const root = JSON.parse(strFromU8(files[manifest.root]!)) as { buttons: { label: string; load_board?: unknown }[] };
    expect(root.buttons.map((b) => [b.label, Boolean(b.load_board)])).toEqual([['Food', true], ['People', true]]);

    const again = importBytes(bytes);
    expect(again.boards.map((b) => [b.name.en, b.columns])).toEqual([['Home', 2]]);
    expect(again.categories.map((c) => [c.name.en, c.color, c.order])).toEqual([['Food', 'green', 1], ['People', 'blue', 2]]);
    const categoryOf = new Map(again.categories.map((c) => [c.id, c.name.en]));
    expect(again.cards.map((c) => [categoryOf.get(c.categoryId), c.order, c.label.en, c.color])).toEqual([
      ['Food', 0, 'apple', '#ff0000'],
      ['Food', 3, 'cake', undefined],
      ['People', 1, 'mum', undefined],
    ]);
    expect(rgbOf('#f00')).toBe('rgb(255, 0, 0)');
  });

  it('an Aceno board comes back as it was: its type, its category colour, each card’s emoji and verb forms', () => {
    const board: BoardRow = { id: 'b', name: { pt: 'Frases' }, type: 'constructor', columns: 3, origin: 'custom', createdAt: 1, updatedAt: 1 };
    const categories: CategoryRow[] = [
      { boardId: 'b', id: 'pronomes', name: { pt: 'Pronomes' }, color: 'yellow', order: 0, updatedAt: 1 },
      { boardId: 'b', id: 'verbos', name: { pt: 'Verbos' }, color: 'green', order: 1, updatedAt: 1 },
    ];
    const grammar = { forms: { eu: { pt: 'quero' }, voce: { pt: 'quer' }, ele: { pt: 'quer' }, ela: { pt: 'quer' }, nos: { pt: 'queremos' }, eles: { pt: 'querem' } } };
    const cards: CardRow[] = [
      { boardId: 'b', id: 'querer', categoryId: 'verbos', label: { pt: 'Querer' }, symbol: { kind: 'emoji', emoji: '🙏' }, order: 0, isCustom: true, grammar, updatedAt: 1 },
      { boardId: 'b', id: 'ir', categoryId: 'verbos', label: { pt: 'Ir' }, symbol: { kind: 'emoji', emoji: '🚶‍♀️' }, order: 2, isCustom: true, updatedAt: 1 },
      { boardId: 'b', id: 'eu', categoryId: 'pronomes', label: { pt: 'Eu' }, symbol: { kind: 'emoji', emoji: '🙋' }, order: 0, isCustom: true, grammar: { person: 'eu', then: 'verbos' }, updatedAt: 1 },
    ];
    let n = 0;
    const again = convertPlan(planImport(readBoardBytes(exportObz([{ board, categories, cards }], new Map(), 'pt'))), { newId: () => `id-${(n += 1)}`, now: 1, lang: 'pt', existingNames: new Set() });
    expect(again.boards.map((b) => [b.name.pt, b.type])).toEqual([['Frases', 'constructor']]);
    expect(again.categories.map((c) => [c.name.pt, c.color])).toEqual([['Pronomes', 'yellow'], ['Verbos', 'green']]);
    const verbs = again.categories.find((c) => c.name.pt === 'Verbos')!.id;
    expect(again.cards.map((card) => [card.label.pt, card.order, card.symbol, card.grammar])).toEqual([
      ['Eu', 0, { kind: 'emoji', emoji: '🙋' }, { person: 'eu', then: verbs }],
      ['Querer', 0, { kind: 'emoji', emoji: '🙏' }, grammar],
      ['Ir', 2, { kind: 'emoji', emoji: '🚶‍♀️' }, undefined],
    ]);
    expect(again.cards.every((card) => !('ext_aceno_emoji' in (card.ext ?? {})))).toBe(true);
  });

  it('keeps what is easy to lose: categories’ pictures and emojis, columns the screen chooses, recordings of any kind', () => {
    const board: BoardRow = { id: 'b', name: { en: 'Talk' }, type: 'dynamic', columns: 0, origin: 'custom', createdAt: 1, updatedAt: 1 };
    const categories: CategoryRow[] = [
      { boardId: 'b', id: 'food', name: { en: 'Food' }, color: 'green', symbol: { kind: 'emoji', emoji: '🍎' }, order: 0, updatedAt: 1 },
      { boardId: 'b', id: 'people', name: { en: 'People' }, color: 'blue', symbol: { kind: 'image', mediaId: 'mum-photo' }, order: 1, updatedAt: 1 },
    ];
    const cards: CardRow[] = [
      { boardId: 'b', id: 'a', categoryId: 'food', label: { en: 'apple' }, symbol: { kind: 'emoji', emoji: '🍎' }, order: 0, isCustom: true, recordingId: 'voice', updatedAt: 1 },
      { boardId: 'b', id: 'm', categoryId: 'people', label: { en: 'mum' }, symbol: { kind: 'image', mediaId: 'mum-photo' }, order: 0, isCustom: true, updatedAt: 1 },
    ];
    const media = new Map<string, MediaBytes>([
      ['mum-photo', { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2]), type: 'image/png' }],
      ['voice', { bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), type: 'audio/webm;codecs=opus' }],
    ]);
    const bytes = exportObz([{ board, categories, cards }], media, 'en');
    expect(Object.keys(unzipSync(bytes)).filter((name) => name.startsWith('sounds/'))).toEqual([expect.stringMatching(/\.webm$/)]);
    const again = importBytes(bytes);
    expect(again.boards.map((b) => b.columns)).toEqual([0]);
    const people = again.categories.find((c) => c.name.en === 'People')!;
    expect(again.categories.find((c) => c.name.en === 'Food')!.symbol).toEqual({ kind: 'emoji', emoji: '🍎' });
    expect(people.symbol).toMatchObject({ kind: 'image' });
    // The category's picture and its card's are the same picture, stored once.
    const mum = again.cards.find((c) => c.label.en === 'mum')!;
    expect(mum.symbol).toEqual(people.symbol);
    const sound = again.media.find((m) => m.id === again.cards.find((c) => c.label.en === 'apple')!.recordingId);
    expect(sound?.source).toMatchObject({ type: 'audio/webm' });
  });

  it('boards of a file that share an id, or ids that make the same file name, are all exported, each link to its own', () => {
    const plan = (id: string, name: string, link?: string) => ({
      format: 'open-board-0.1', id, name,
      buttons: [{ id: 'x', label: `${name} word`, ...(link ? { load_board: { path: link } } : {}) }],
      grid: { rows: 1, columns: 1, order: [['x']] }, images: [], sounds: [],
    });
    const files: Record<string, Uint8Array> = {
      'manifest.json': strToU8(JSON.stringify({ format: 'open-board-0.1', root: 'boards/one.obf', paths: { boards: {} } })),
      'boards/one.obf': strToU8(JSON.stringify(plan('1', 'One', 'boards/two.obf'))),
      'boards/two.obf': strToU8(JSON.stringify(plan('1', 'Two', 'boards/three.obf'))),
      'boards/three.obf': strToU8(JSON.stringify(plan('__proto__', 'Three', 'boards/four.obf'))),
      'boards/four.obf': strToU8(JSON.stringify(plan('café', 'Four', 'boards/five.obf'))),
      'boards/five.obf': strToU8(JSON.stringify(plan('caf_', 'Five'))),
    };
    const first = importBytes(zipSync(files));
    expect(first.boards).toHaveLength(5);
    const { list, media } = toExport(first);
    const again = importBytes(exportObz(list, media, 'en'));
    const nameOf = new Map(again.boards.map((b) => [b.id, b.name.en]));
    expect(again.boards.map((b) => b.name.en).sort()).toEqual(['Five', 'Four', 'One', 'Three', 'Two']);
    expect(again.cards.map((c) => [nameOf.get(c.boardId), c.linkBoardId ? nameOf.get(c.linkBoardId) : null]).sort()).toEqual([
      ['Five', null], ['Four', 'Five'], ['One', 'Two'], ['Three', 'Four'], ['Two', 'Three'],
    ]);
  });
});
