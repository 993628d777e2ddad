// @vitest-environment node
// Scenes in board files (issue 40): other apps see a scene's page as a board of buttons; Aceno reads it back whole —
// the family's photo as the page's picture, each part's place (a rectangle or an outline), its words and recording,
// the answers under the photo — from an .obz and from a single .obf; the built-in scenes too. A file whose scene
// fields do not check out gives buttons, never a broken scene.
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BoardRow, CardRow, CategoryRow, Hotspot } from '@/boards/model';
import { seedRows } from '@/boards/seeds';
import { convertPlan, type ConvertedImport } from './convert';
import { exportObf, exportObz, type MediaBytes } from './export';
import { planImport } from './package';
import { readBoardBytes } from './read';

function importBytes(bytes: Uint8Array, lang: 'pt' | 'en' = 'pt'): ConvertedImport {
  let n = 0;
  return convertPlan(planImport(readBoardBytes(bytes)), { newId: () => `id-${(n += 1)}`, now: 1, lang, existingNames: new Set() });
}

const PHOTO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const VOICE = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0]);
const julia: Hotspot = { kind: 'rect', x: 0.1, y: 0.2, width: 0.25, height: 0.5 };
const mum: Hotspot = { kind: 'outline', points: [[0.5, 0.1], [0.8, 0.15], [0.75, 0.7], [0.55, 0.65]] };

const board: BoardRow = { id: 's', name: { pt: 'Praia' }, type: 'scene', columns: 0, origin: 'custom', createdAt: 1, updatedAt: 1 };
const page: CategoryRow = { boardId: 's', id: 'beach', name: { pt: 'Na praia' }, color: 'blue', order: 0, scene: { picture: { kind: 'image', mediaId: 'beach-photo' }, width: 4000, height: 3000 }, updatedAt: 1 };
const card = (id: string, label: string, extra: Partial<CardRow>, order: number): CardRow => ({
  boardId: 's', id, categoryId: 'beach', label: { pt: label }, symbol: { kind: 'emoji', emoji: '' }, order, isCustom: true, updatedAt: 1, ...extra,
});
const cards: CardRow[] = [
  card('julia', 'Júlia', { hotspot: julia, spoken: { pt: 'Esta é minha neta Júlia, ela tem 6 anos.' }, recordingId: 'julia-voice' }, 0),
  card('mum', 'Mãe', { hotspot: mum }, 1),
  card('yes', 'Sim', { symbol: { kind: 'emoji', emoji: '👍' } }, 2),
];
const media = new Map<string, MediaBytes>([
  ['beach-photo', { bytes: PHOTO, type: 'image/png' }],
  ['julia-voice', { bytes: VOICE, type: 'audio/mpeg' }],
]);

/** What a user would notice of a scene: its pages' pictures (a photo's bytes, or a drawing) and sizes, and each part. */
function sceneOf(converted: ConvertedImport) {
  const bytesOf = (id: string) => {
    const source = converted.media.find((m) => m.id === id)?.source;
    return source && 'bytes' in source ? [...source.bytes] : null;
  };
  return converted.categories.map((category) => ({
    name: category.name.pt ?? category.name.en,
    picture: category.scene?.picture.kind === 'image' ? bytesOf(category.scene.picture.mediaId) : category.scene?.picture.drawing,
    size: category.scene ? [category.scene.width, category.scene.height] : null,
    parts: converted.cards
      .filter((c) => c.categoryId === category.id)
      .map((c) => ({ label: c.label.pt ?? c.label.en, spoken: c.spoken?.pt ?? c.spoken?.en, hotspot: c.hotspot, voice: c.recordingId ? bytesOf(c.recordingId) : null })),
  }));
}

describe('a scene in a board file', () => {
  it('.obz: other apps see the parts as buttons and the photo in the package; Aceno gets the scene back whole', () => {
    const bytes = exportObz([{ board, categories: [page], cards }], media, 'pt');
    const files = unzipSync(bytes);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { root: string };
    const obf = JSON.parse(strFromU8(files[manifest.root]!)) as { buttons: { label: string }[]; images: { id: string; path: string }[]; ext_aceno_background_image_id: string };
    expect(obf.buttons.map((b) => b.label)).toEqual(['Júlia', 'Mãe', 'Sim']);
    const background = obf.images.find((image) => image.id === obf.ext_aceno_background_image_id)!;
    expect([...files[background.path]!]).toEqual([...PHOTO]);

    const again = importBytes(bytes);
    expect(again.boards.map((b) => [b.name.pt, b.type])).toEqual([['Praia', 'scene']]);
    // A board of one page is one OBF board, named as the board (as every board of one category is).
    expect(sceneOf(again)).toEqual([
      {
        name: 'Praia',
        picture: [...PHOTO],
        size: [4000, 3000],
        parts: [
          { label: 'Júlia', spoken: 'Esta é minha neta Júlia, ela tem 6 anos.', hotspot: julia, voice: [...VOICE] },
          { label: 'Mãe', spoken: undefined, hotspot: mum, voice: null },
          { label: 'Sim', spoken: undefined, hotspot: undefined, voice: null },
        ],
      },
    ]);
    expect(again.cards.every((c) => !('ext_aceno_hotspot' in (c.ext ?? {})))).toBe(true);
  });

  it('.obf: one page with its photo inline comes back the same', () => {
    const again = importBytes(exportObf({ board, categories: [page], cards }, media, 'pt'));
    expect(sceneOf(again)).toEqual(sceneOf(importBytes(exportObz([{ board, categories: [page], cards }], media, 'pt'))));
  });

  it('the built-in scenes: both drawn rooms, every part in its place', () => {
    const seed = seedRows('scenes', 1);
    const again = importBytes(exportObz([seed], new Map(), 'en'), 'en');
    expect(again.boards.map((b) => b.type)).toEqual(['scene']);
    expect(again.categories.map((c) => [c.name.en, c.scene])).toEqual([
      ['Kitchen', { picture: { kind: 'drawn', drawing: 'kitchen' }, width: 1600, height: 1000 }],
      ['Living room', { picture: { kind: 'drawn', drawing: 'livingRoom' }, width: 1600, height: 1000 }],
    ]);
    expect(again.cards.map((c) => [c.label.en, c.hotspot])).toEqual(seed.cards.map((c) => [c.label.en, c.hotspot]));
  });

  it('a stranger’s scene fields that do not check out leave plain buttons: a part outside the photo or with no area, a page without a picture', () => {
    const button = (id: string, hotspot: unknown) => ({ id, label: id, ext_aceno_hotspot: hotspot });
    const file = {
      format: 'open-board-0.1', id: 'x', name: 'Hostile', ext_aceno_type: 'scene',
      ext_aceno_scene: { width: -5, height: 1e9, drawing: 'dungeon' }, ext_aceno_background_image_id: 'missing',
      buttons: [
        button('outside', { kind: 'rect', x: 0.9, y: 0.1, width: 0.5, height: 0.2 }),
        button('flat', { kind: 'rect', x: 0.1, y: 0.1, width: 0, height: 0.2 }),
        button('huge', { kind: 'outline', points: Array.from({ length: 5000 }, (_, i) => [i / 5000, 0.5]) }),
        button('script', '<script>alert(1)</script>'),
        button('fine', { kind: 'rect', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }),
      ],
      grid: { rows: 1, columns: 5, order: [['outside', 'flat', 'huge', 'script', 'fine']] }, images: [], sounds: [],
    };
    const again = importBytes(strToU8(JSON.stringify(file)));
    expect(again.categories.map((c) => c.scene)).toEqual([undefined]);
    expect(again.cards.map((c) => [c.label.pt, c.hotspot])).toEqual([
      ['outside', undefined],
      ['flat', undefined],
      ['huge', undefined],
      ['script', undefined],
      ['fine', { kind: 'rect', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }],
    ]);
  });
});
