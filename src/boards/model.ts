// The one shape of vocabulary: a Board of Categories of Cards, as stored on the device and read by every mode.
// It maps onto the Open Board Format: a category is a grid of `columns` cells where a card's `order` is its cell
// (row-major; gaps are empty cells), `spoken` is OBF's vocalization, `color` its background_color, `linkBoardId`
// its load_board, `action` its special action, and `ext` keeps other apps' ext_* fields for export.
import { z } from '@/config/zod';
import { CATEGORY_COLORS } from './colors';

/** A text in one or both languages: built-in words have both, a family's own word usually one. */
export const localTextSchema = z
  .record(z.string().check(z.regex(/^[a-z]{2,3}$/)), z.string().check(z.maxLength(1000)))
  .check(
    z.refine((text) => Object.keys(text).length <= 20, 'too many languages'),
    z.refine((text) => Object.values(text).some((value) => value.trim() !== ''), 'empty text'),
  );
export type { LocalText } from './local-text';
export { textIn, withText } from './local-text';

export { CATEGORY_COLOR_HEX, CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR, type CategoryColor } from './colors';
export const BOARD_TYPES = ['dynamic', 'constructor', 'scene'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
/** The types whose pages are grids of cards: a new board's or a changed board's type (a scene is made from photos). */
export const GRID_BOARD_TYPES = ['dynamic', 'constructor'] as const;
export type GridBoardType = (typeof GRID_BOARD_TYPES)[number];

/** A fraction of a scene's photo, its width or height: 0 at the left or top, 1 at the right or bottom. */
const fraction = z.number().check(z.minimum(0), z.maximum(1));

/**
 * A part of a scene's photo that speaks (issue 40): a rectangle, or an outline traced around a person or a thing, in
 * fractions of the photo (so a resized photo keeps its hotspots).
 */
export const hotspotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rect'), x: fraction, y: fraction, width: fraction, height: fraction }),
  z.object({ kind: z.literal('outline'), points: z.array(z.tuple([fraction, fraction])).check(z.minLength(3), z.maxLength(400)) }),
]);
export type Hotspot = z.infer<typeof hotspotSchema>;

/** The built-in scenes' drawn rooms (src/scenes/drawings). */
export const SCENE_DRAWINGS = ['kitchen', 'livingRoom'] as const;
export type SceneDrawing = (typeof SCENE_DRAWINGS)[number];

/** What a scene's page shows: a photo stored on the device, or a built-in drawing, with its size in pixels. */
export const scenePageSchema = z.object({
  picture: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('image'), mediaId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    z.object({ kind: z.literal('drawn'), drawing: z.enum(SCENE_DRAWINGS) }),
  ]),
  width: z.int().check(z.minimum(1), z.maximum(20000)),
  height: z.int().check(z.minimum(1), z.maximum(20000)),
});
export type ScenePage = z.infer<typeof scenePageSchema>;


/** A card's picture: an emoji (drawn from the bundled symbols when there is one), or an image stored on the device. */
export const cardSymbolSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('emoji'), emoji: z.string().check(z.maxLength(64)) }),
  z.object({ kind: z.literal('image'), mediaId: z.string().check(z.minLength(1), z.maxLength(100)) }),
]);
export type CardSymbol = z.infer<typeof cardSymbolSchema>;

const PERSONS = ['eu', 'voce', 'ele', 'ela', 'nos', 'eles'] as const;

/** The constructor's grammar for a word (ext_aceno_grammar in a board file). */
export const grammarSchema = z.object({
  /** A pronoun's person: the verbs chosen after it take its forms. */
  person: z.optional(z.enum(PERSONS)),
  /** A verb's form for each person. */
  forms: z.optional(z.record(z.enum(PERSONS), localTextSchema)),
  /** The category that usually comes next, opened after this word is chosen. */
  then: z.optional(z.string().check(z.maxLength(100))),
  /** Offered only in this language (Portuguese articles by gender): what older versions stored. */
  only: z.optional(z.string().check(z.regex(/^[a-z]{2,3}$/))),
  /** Offered only in these languages (a word not every language has). */
  onlyIn: z.optional(z.array(z.string().check(z.regex(/^[a-z]{2,3}$/))).check(z.maxLength(20))),
});
export type Grammar = z.infer<typeof grammarSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(100));
const extSchema = z.record(z.string(), z.unknown());

export const boardRowSchema = z.object({
  id,
  name: localTextSchema,
  description: z.optional(localTextSchema),
  type: z.enum(BOARD_TYPES),
  /** Grid columns of each category; 0 lets the screen choose (2 on phones up to 5). */
  columns: z.int().check(z.minimum(0), z.maximum(100)),
  origin: z.enum(['builtin', 'custom']),
  /** A built-in board: which seed it came from, and the seed version it has (seeds.ts). */
  seedKey: z.optional(z.string().check(z.maxLength(100))),
  seedVersion: z.optional(z.int().check(z.minimum(0))),
  /** The languages its words were seeded in (none stored: Portuguese and English): a language added later brings its
   * words into the stored board (seeding.ts). */
  seedLanguages: z.optional(z.array(z.string().check(z.regex(/^[a-z]{2,3}$/))).check(z.maxLength(20))),
  /** Seed cards the user removed, so a newer seed does not bring them back. */
  removedSeedIds: z.optional(z.array(z.string())),
  /** The board file's locale, when it came from one. */
  locale: z.optional(z.string().check(z.maxLength(35))),
  license: z.optional(extSchema),
  ext: z.optional(extSchema),
  /** A board received from a therapist's link: its use is reported under the therapist's board id (issue 15). */
  usageBoardId: z.optional(id),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

export const categoryRowSchema = z.object({
  boardId: id,
  id,
  name: localTextSchema,
  color: z.enum(CATEGORY_COLORS),
  /** Shown on the category's own card where a mode lists categories as cards (the communication page). */
  symbol: z.optional(cardSymbolSchema),
  /** A scene's page: its photo (its cards with a hotspot are the photo's parts; the others, a row under it). */
  scene: z.optional(scenePageSchema),
  order: z.int().check(z.minimum(0)),
  updatedAt: z.number(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const cardRowSchema = z.object({
  boardId: id,
  /** Unique within its board; names the card in usage records. */
  id,
  categoryId: id,
  label: localTextSchema,
  /** What is said when it differs from the label (OBF vocalization). */
  spoken: z.optional(localTextSchema),
  symbol: cardSymbolSchema,
  /** The card's own background (#rgb/#rrggbb), over the category's colour. */
  color: z.optional(z.string().check(z.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i))),
  /** The card's own recording, said instead of a synthetic voice. */
  recordingId: z.optional(z.string().check(z.maxLength(100))),
  /** Its cell in the category's grid; gaps are empty cells. */
  order: z.int().check(z.minimum(0)),
  isCustom: z.boolean(),
  hidden: z.optional(z.boolean()),
  grammar: z.optional(grammarSchema),
  /** Opens another board (OBF load_board) instead of or besides speaking. */
  linkBoardId: z.optional(z.string().check(z.maxLength(200))),
  /** An OBF special action (":clear", "+abc"). */
  action: z.optional(z.string().check(z.maxLength(200))),
  /** On a scene's page: the part of the photo that is this card. */
  hotspot: z.optional(hotspotSchema),
  ext: z.optional(extSchema),
  updatedAt: z.number(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

/** An image or a recording stored on the device for cards. */
export interface MediaRow {
  id: string;
  kind: 'image' | 'audio';
  blob: Blob;
  createdAt: number;
  /** A picture's or sound's licence from the board file it came in (author, type, source): kept and shown. */
  license?: Record<string, unknown>;
}

/** How often a card was chosen: kept apart from the card so a tap never rewrites the board. */
export interface CardUseCountRow {
  boardId: string;
  cardId: string;
  count: number;
  lastUsedAt: number;
}

export interface Category extends Omit<CategoryRow, 'boardId' | 'updatedAt'> {
  cards: CardRow[];
}

/** A board as the screens see it: its categories in order, each with its cards in order. */
export interface Board extends BoardRow {
  categories: Category[];
}

/** Limits that keep a board usable and a stored row sane. */
export const LIMITS = { label: 300, boardName: 80, categoryName: 60 } as const;
