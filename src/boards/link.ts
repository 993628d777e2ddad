// A board carried by its share link when there is no backend (issue 15): the board's words, categories and layout as
// JSON, compressed (the browser's own zlib deflate, whose checksum makes an edited link unreadable) and written in the
// link's fragment (#b=…), which browsers never send
// to a server, so it opens on any device, offline too. Photos and recordings stay on the sharer's device (a link
// would be megabytes long): a card with a photo keeps its word and gets a picture placeholder.
// A link is a stranger's input when it is opened: its size is limited before and while it is inflated, and what
// comes out is checked with the board schemas before anything is shown.
import { z } from '@/config/zod';
import { boardRowSchema, cardRowSchema, categoryRowSchema, type Board, type CardRow } from '@/boards/model';
import { readUpTo } from '@/lib/read-up-to';
import { base64UrlToBytes, bytesToBase64Url } from '@/lib/base64';

export const LINK_FORMAT = 1;
/** Longer fragments are refused before any work (a board of a few thousand words is well under this). */
export const MAX_FRAGMENT_CHARS = 1_500_000;
/** The inflated JSON may not grow past this (a zip bomb in a link is stopped here). */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;
export const MAX_SHARED_CARDS = 5000;
export const MAX_SHARED_CATEGORIES = 500;
/** Shown in place of a photo that stayed on the sharer's device. */
export const PHOTO_PLACEHOLDER = '🖼️';

const sharedCategory = z.object({ ...categoryRowSchema.shape });
const sharedCard = z.object({ ...cardRowSchema.shape });
const sharedSchema = z.object({
  v: z.literal(LINK_FORMAT),
  board: z.object({
    name: boardRowSchema.shape.name,
    description: boardRowSchema.shape.description,
    type: boardRowSchema.shape.type,
    columns: boardRowSchema.shape.columns,
    locale: boardRowSchema.shape.locale,
  }),
  /** A board made for a patient: the id its use is reported under (with a backend, the therapist's report sees it). */
  usage: z.optional(boardRowSchema.shape.id),
  categories: z.array(z.omit(sharedCategory, { boardId: true, updatedAt: true })).check(z.maxLength(MAX_SHARED_CATEGORIES)),
  // What a card does beyond speaking (a link to the sharer's other boards, an action) and other apps' fields stay
  // behind: they mean nothing on another device, and a stranger's fields are not stored.
  cards: z.array(z.omit(sharedCard, { boardId: true, updatedAt: true, recordingId: true, ext: true, linkBoardId: true, action: true })).check(z.maxLength(MAX_SHARED_CARDS)),
});
export type SharedBoardContent = z.infer<typeof sharedSchema>;

/** What a link carries of a board; `usage` is the id a patient's board reports its use under. */
export function sharedContent(board: Board, usage?: string): SharedBoardContent {
  const withoutPhoto = (card: CardRow): CardRow => (card.symbol.kind === 'image' ? { ...card, symbol: { kind: 'emoji', emoji: PHOTO_PLACEHOLDER } } : card);
  return {
    v: LINK_FORMAT,
    board: { name: board.name, description: board.description, type: board.type, columns: board.columns, locale: board.locale },
    ...(usage ? { usage } : {}),
    categories: board.categories.map(({ cards: _cards, ...category }) => category),
    cards: board.categories.flatMap((category) =>
      category.cards.map((card) => {
        const { boardId: _b, updatedAt: _u, recordingId: _r, ext: _e, linkBoardId: _l, action: _a, ...rest } = withoutPhoto(card);
        return rest;
      }),
    ),
  };
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return base64UrlToBytes(text);
  } catch {
    return null;
  }
}

/** Small slices, handed over only when asked for: inflating a bomb stops near the limit instead of after it. */
const SLICE = 2048;

function streamOf(bytes: Uint8Array): ReadableStream<BufferSource> {
  let at = 0;
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(at, at + SLICE) as Uint8Array<ArrayBuffer>);
        at += SLICE;
      },
    },
    { highWaterMark: 0 },
  );
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return (await readUpTo(streamOf(bytes).pipeThrough(new CompressionStream('deflate')), Infinity)) ?? new Uint8Array();
}

/** Inflates, giving up once the output passes `limit` bytes. */
function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  return readUpTo(streamOf(bytes).pipeThrough(new DecompressionStream('deflate')), limit);
}

/** The fragment (without '#') that carries the board. */
export async function encodeFragment(content: SharedBoardContent): Promise<string> {
  return `b=${bytesToBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(content))))}`;
}

/** The board a fragment carries, or null for anything that is not one (cut, edited, hostile, too big). */
export async function decodeFragment(fragment: string): Promise<SharedBoardContent | null> {
  const raw = fragment.replace(/^#/, '');
  if (!raw.startsWith('b=') || raw.length > MAX_FRAGMENT_CHARS) return null;
  const bytes = fromBase64Url(raw.slice(2));
  if (!bytes || bytes.length === 0) return null;
  const json = await inflate(bytes, MAX_JSON_BYTES);
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return null;
  }
  return checkContent(value);
}

/** A board's content as a link or the backend gave it, checked whole; null for anything that is not one. */
export function checkContent(value: unknown): SharedBoardContent | null {
  // The lists' lengths first: a list of millions of tiny items is refused before any of them is checked.
  const lists = value as { categories?: unknown; cards?: unknown } | null;
  if (typeof lists !== 'object' || lists === null || !Array.isArray(lists.categories) || !Array.isArray(lists.cards)) return null;
  if (lists.categories.length > MAX_SHARED_CATEGORIES || lists.cards.length > MAX_SHARED_CARDS) return null;
  const parsed = sharedSchema.safeParse(value);
  if (!parsed.success) return null;
  const content = parsed.data;
  // Every card in a category of the board; ids unique.
  const categoryIds = new Set(content.categories.map((category) => category.id));
  if (categoryIds.size !== content.categories.length) return null;
  const cardIds = new Set(content.cards.map((card) => card.id));
  if (cardIds.size !== content.cards.length || content.cards.some((card) => !categoryIds.has(card.categoryId))) return null;
  // A photo never travels in a link: an image symbol here was written by hand.
  if (content.cards.some((card) => card.symbol.kind !== 'emoji') || content.categories.some((category) => category.symbol && category.symbol.kind !== 'emoji')) return null;
  return content;
}
