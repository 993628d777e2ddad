// @vitest-environment node
// The board a share link carries (issue 15): a round trip keeps words, categories, colours, order and layout; photos
// and recordings stay behind; a cut, edited, hostile or oversized fragment gives null, never a crash.
import { describe, expect, it } from 'vitest';
import { seedRows } from '@/boards/seeds';
import { arrange } from '@/boards/arrange';
import type { Board } from '@/boards/model';
import { decodeFragment, encodeFragment, MAX_JSON_BYTES, MAX_SHARED_CARDS, PHOTO_PLACEHOLDER, sharedContent } from './link';

function sampleBoard(): Board {
  const rows = seedRows('dynamic', 1000);
  const board = arrange(rows.board, rows.categories, rows.cards);
  const first = board.categories[0]!;
  first.cards[0] = { ...first.cards[0]!, symbol: { kind: 'image', mediaId: 'photo-1' }, recordingId: 'voice-1' };
  return board;
}

async function deflated(text: string): Promise<string> {
  const input = new TextEncoder().encode(text);
  const stream = new ReadableStream<BufferSource>({ start: (c) => (c.enqueue(input), c.close()) }).pipeThrough(new CompressionStream('deflate'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `b=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('share link fragment', () => {
  it('round-trips a board: names, categories, colours, cards in order; a photo becomes a placeholder, no recording', async () => {
    const board = sampleBoard();
    const fragment = await encodeFragment(sharedContent(board));
    expect(fragment).toMatch(/^b=[A-Za-z0-9_-]+$/);
    const back = await decodeFragment(`#${fragment}`);
    expect(back).not.toBeNull();
    expect(back!.board.name).toEqual(board.name);
    expect(back!.board.type).toBe('dynamic');
    expect(back!.categories.map((c) => [c.id, c.name, c.color, c.order])).toEqual(board.categories.map((c) => [c.id, c.name, c.color, c.order]));
    const cards = board.categories.flatMap((c) => c.cards);
    expect(back!.cards.map((c) => [c.id, c.label, c.order, c.categoryId])).toEqual(cards.map((c) => [c.id, c.label, c.order, c.categoryId]));
    expect(back!.cards[0]!.symbol).toEqual({ kind: 'emoji', emoji: PHOTO_PLACEHOLDER });
    expect(JSON.stringify(back)).not.toContain('voice-1');
    expect(JSON.stringify(back)).not.toContain('photo-1');
  });

  it('gives null for a cut, edited or foreign fragment, and for shapes that are not a board', async () => {
    const fragment = await encodeFragment(sharedContent(sampleBoard()));
    expect(await decodeFragment(fragment.slice(0, fragment.length - 20))).toBeNull();
    expect(await decodeFragment(fragment.slice(0, 12) + 'x' + fragment.slice(13))).toBeNull();
    expect(await decodeFragment('')).toBeNull();
    expect(await decodeFragment('#b=')).toBeNull();
    expect(await decodeFragment('#b=%%%')).toBeNull();
    expect(await decodeFragment('#other=abc')).toBeNull();
    for (const json of ['[]', '"text"', '{"v":2}', '{"v":1,"board":{},"categories":[],"cards":[]}', 'not json']) {
      expect(await decodeFragment(await deflated(json))).toBeNull();
    }
  });

  it('refuses a card outside the board’s categories, a photo written in by hand, and a script in a name is only text', async () => {
    const content = sharedContent(sampleBoard());
    const orphan = { ...content, cards: [...content.cards, { ...content.cards[1]!, id: 'x', categoryId: 'nowhere' }] };
    expect(await decodeFragment(await encodeFragment(orphan))).toBeNull();
    const photo = { ...content, cards: [{ ...content.cards[1]!, symbol: { kind: 'image' as const, mediaId: 'stolen' } }, ...content.cards.slice(2)] };
    expect(await decodeFragment(await encodeFragment(photo))).toBeNull();
    const hostile = { ...content, board: { ...content.board, name: { pt: '<img src=x onerror=alert(1)>' } } };
    expect((await decodeFragment(await encodeFragment(hostile)))?.board.name.pt).toBe('<img src=x onerror=alert(1)>');
  });

  it('stops inflating a bomb past the limit: a real board padded past 4 MB is refused, the same board unpadded opens', async () => {
    const content = sharedContent(sampleBoard());
    const padded = await deflated(JSON.stringify({ ...content, pad: 'a'.repeat(MAX_JSON_BYTES + 10) }));
    expect(padded.length).toBeLessThan(20_000);
    expect(await decodeFragment(padded)).toBeNull();
    expect(await decodeFragment(await deflated(JSON.stringify({ ...content, pad: 'a'.repeat(1000) })))).not.toBeNull();
  });

  it('refuses a list of millions of items before checking them, and leaves a stranger’s extra fields, links and actions behind', async () => {
    const content = sharedContent(sampleBoard());
    expect(await decodeFragment(await deflated(JSON.stringify({ ...content, cards: new Array(MAX_SHARED_CARDS + 1).fill({}) })))).toBeNull();
    const extra = { ...content, cards: content.cards.map((card, i) => (i === 1 ? { ...card, ext: { ext_x: 'y'.repeat(100) }, linkBoardId: 'theirs', action: ':home' } : card)) };
    const back = await decodeFragment(await deflated(JSON.stringify(extra)));
    expect(back?.cards[1]).not.toHaveProperty('ext');
    expect(back?.cards[1]).not.toHaveProperty('linkBoardId');
    expect(back?.cards[1]).not.toHaveProperty('action');
  });
});
