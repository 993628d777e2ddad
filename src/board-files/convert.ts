// An import plan as Aceno's boards (issue 17): each board of the file becomes a new board of this device (new ids:
// nothing already stored is ever written over) with one category whose grid is the file's — a card's cell is
// row × columns + column, empty cells stay empty — labels and vocalizations in the board's language, colours as
// hex, hidden cards, actions, links re-mapped to the new boards (a link to a board the file lacks is kept in
// `ext_aceno_remote_link` and marked), pictures and sounds as media to store, licences and every `ext_` field kept.
// A board whose file id was imported before comes in again as a copy with a new name. Pure: ids and time are given.
import { CATEGORY_COLORS, grammarSchema, type BoardRow, type CardRow, type CategoryColor, type CategoryRow, type LocalText } from '@/boards/model';
import type { LinkTarget, MediaSource, ObfBoard } from './obf';
import type { ImportPlan } from './package';
import { hotspotOf, SCENE_BOARD_KEYS, SCENE_BUTTON_KEYS, scenePageOf } from './scene-fields';
import { base64ToBytes } from '@/lib/base64';
import { isLang, type Lang } from '@/i18n/language';

export interface MediaToStore {
  id: string;
  kind: 'image' | 'audio';
  /** The bytes from the file (a `data:` URI or a package entry), or the address to fetch them from. */
  source: { bytes: Uint8Array; type: string } | { url: string };
  /** The picture's or sound's own licence in the file (author, type, source), kept with it. */
  license?: Record<string, unknown>;
}

export interface ConvertedImport {
  boards: BoardRow[];
  categories: CategoryRow[];
  cards: CardRow[];
  media: MediaToStore[];
  /** The new id of the file's root board (opened after the import). */
  rootId: string;
}

export interface ConvertOptions {
  newId: () => string;
  now: number;
  /** The app's language: labels of a board in neither pt nor en are kept under it. */
  lang: Lang;
  /** Names of the boards already on the device: a board imported again gets " (2)", " (3)"… */
  existingNames: ReadonlySet<string>;
}

export const SOURCE_ID_EXT = 'ext_aceno_source_id';
export const REMOTE_LINK_EXT = 'ext_aceno_remote_link';
const BLANK_SYMBOL = { kind: 'emoji' as const, emoji: '' };

// Aceno's own fields (export.ts writes them): read back into the card and board they came from, and then dropped
// from the kept ext_ fields, as the export writes them again from the card itself.
// An emoji and nothing else: a stranger's "emoji" that carries an address (`https://…?🙂`) would be drawn as a picture
// fetched from there, so only pictographs and the pieces that join them (ZWJ, VS16, skin tones, keycaps, tags) pass.
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const EMOJI_ONLY = /^[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u;
const emojiOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 64 && EMOJI_ONLY.test(value) && PICTOGRAPH.test(value) ? value : null;
const colourOf = (value: unknown): CategoryColor => (CATEGORY_COLORS as readonly unknown[]).includes(value) ? (value as CategoryColor) : 'blue';
function withoutKeys(ext: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const rest = { ...ext };
  for (const key of keys) delete rest[key];
  return rest;
}

const langOf = (locale: string | null, fallback: Lang): Lang => {
  const base = locale?.toLowerCase().split('-')[0];
  return isLang(base) ? base : fallback;
};

/** rgb()/rgba()/hex as #rrggbb (alpha dropped: a card colour is opaque); null when it is none of these. */
export function hexOf(colour: string | undefined): string | null {
  if (!colour) return null;
  if (/^#[0-9a-f]{6}$/i.test(colour) || /^#[0-9a-f]{3}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(colour)) return colour.slice(0, 7).toLowerCase();
  if (/^#[0-9a-f]{4}$/i.test(colour)) return colour.slice(0, 4).toLowerCase();
  const rgb = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})/i.exec(colour.replace(/\s+/g, ''));
  if (!rgb) return null;
  return `#${rgb.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml', bmp: 'image/bmp', mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', m4a: 'audio/mp4', webm: 'audio/webm' };

/** A media type from the bytes, else the extension, else what the file said (the files' own types are often wrong). */
export function sniffType(bytes: Uint8Array, path: string, said?: string): string {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  if (starts(0x49, 0x44, 0x33) || starts(0xff, 0xfb)) return 'audio/mpeg';
  const ext = path.toLowerCase().split('.').pop() ?? '';
  if (TYPES[ext]) return TYPES[ext]!;
  const bare = said?.split(';')[0]!.trim().toLowerCase();
  if (bare === 'image/svg') return 'image/svg+xml';
  return bare && /^(image|audio)\/[a-z0-9.+-]+$/.test(bare) ? bare : 'application/octet-stream';
}

function dataBytes(uri: string): { bytes: Uint8Array; type: string } | null {
  const comma = uri.indexOf(',');
  const head = uri.slice(5, comma);
  try {
    const bytes = base64ToBytes(uri.slice(comma + 1).replace(/\s+/g, ''));
    return { bytes, type: head.split(';')[0] === 'image/svg' ? 'image/svg+xml' : head.split(';')[0]! };
  } catch {
    return null;
  }
}

function sourceOf(media: MediaSource, files: ReadonlyMap<string, Uint8Array>): MediaToStore['source'] | null {
  if (media.data) return dataBytes(media.data);
  const path = media.path?.replace(/^\.\//, '');
  const bytes = path ? files.get(path) : undefined;
  if (bytes && path) return { bytes, type: sniffType(bytes, path, media.contentType) };
  if (media.url) return { url: media.url };
  return null;
}

const text = (lang: Lang, value: string): LocalText => ({ [lang]: value }) as LocalText;

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name} (${n})`;
  taken.add(candidate);
  return candidate;
}

export function convertPlan(plan: ImportPlan, { newId, now, lang, existingNames }: ConvertOptions): ConvertedImport {
  const out: ConvertedImport = { boards: [], categories: [], cards: [], media: [], rootId: '' };
  const taken = new Set(existingNames);
  const parts = categoryParts(plan);
  // First every board's new id, so links can point forward and back; a category's board takes its whole board's.
  const idByPath = new Map<string, string>();
  const idBySource = new Map<string, string>();
  for (const { path } of plan.boards) if (!parts.has(path)) idByPath.set(path, newId());
  for (const [path, part] of parts) idByPath.set(path, idByPath.get(part.root)!);
  for (const { path, board } of plan.boards) if (!idBySource.has(board.id)) idBySource.set(board.id, idByPath.get(path)!);
  const linkTo = (link: LinkTarget): string | null =>
    (link.path !== undefined ? idByPath.get(link.path.replace(/^\.\//, '')) : undefined) ?? (link.id !== undefined ? idBySource.get(link.id) : undefined) ?? null;
  const wholeBoards = new Set([...parts.values()].map((part) => part.root));
  /** Per whole board: its categories' ids in the file → their new ids (for the verbs' "then"). */
  const categoryIds = new Map<string, Map<string, string>>();
  // One stored picture or sound per source, however many boards and ids name it: a package naming one big entry
  // from thousands of ids must not become thousands of copies.
  const mediaBySource = new Map<string, string>();

  for (const { path, board } of plan.boards) {
    const boardId = idByPath.get(path)!;
    const boardLang = langOf(board.locale, lang);
    const part = parts.get(path);
    const whole = wholeBoards.has(path);
    if (!part) {
      // Aceno's own columns, when the file has them (0: the screen chooses); else the file's grid.
      const acenoColumns = Number.isInteger(board.ext.ext_aceno_columns) ? (board.ext.ext_aceno_columns as number) : undefined;
      const columns = acenoColumns ?? board.columns;
      const row: BoardRow = {
        id: boardId,
        name: text(boardLang, uniqueName(board.name.trim() || path.slice(0, 200), taken)),
        type: board.ext.ext_aceno_type === 'constructor' || board.ext.ext_aceno_type === 'scene' ? board.ext.ext_aceno_type : 'dynamic',
        columns: Math.max(whole || acenoColumns === 0 ? 0 : 1, Math.min(100, columns)),
        origin: 'custom',
        ext: { ...withoutKeys(board.ext, ...ACENO_BOARD_KEYS), [SOURCE_ID_EXT]: board.id },
        createdAt: now,
        updatedAt: now,
      };
      if (board.description) row.description = text(boardLang, board.description);
      if (board.locale) row.locale = board.locale.slice(0, 35);
      if (board.license) row.license = board.license;
      out.boards.push(row);
    }
    // A whole board's own buttons are the folders of its categories: they are its categories now, not cards.
    const shown = whole ? board.buttons.filter((button) => !(button.loadBoard && parts.get(pathOfLink(plan, button.loadBoard) ?? '')?.root === path)) : board.buttons;
    if (whole && shown.length === 0) continue;
    const mediaFor = (kind: 'image' | 'audio', list: readonly MediaSource[], wanted: string | undefined): string | undefined => {
      if (!wanted) return undefined;
      const media = list.find((m) => m.id === wanted);
      if (!media) return undefined;
      const key = `${kind}|${media.data ?? ''}|${media.path?.replace(/^\.\//, '') ?? ''}|${media.url ?? ''}`;
      if (mediaBySource.has(key)) return mediaBySource.get(key);
      const source = sourceOf(media, plan.files);
      if (!source) return undefined;
      const id = newId();
      mediaBySource.set(key, id);
      out.media.push(media?.license ? { id, kind, source, license: media.license } : { id, kind, source });
      return id;
    };

    const categoryId = newId();
    if (typeof board.ext.ext_aceno_category_id === 'string') {
      const owner = part?.root ?? path;
      const ids = categoryIds.get(owner) ?? new Map<string, string>();
      ids.set(board.ext.ext_aceno_category_id, categoryId);
      categoryIds.set(owner, ids);
    }
    out.categories.push({
      boardId,
      id: categoryId,
      name: text(boardLang, board.name.trim() || path.slice(0, 200)),
      color: colourOf(board.ext.ext_aceno_color),
      order: part ? part.order + 1 : 0,
      ...categorySymbolOf(board, (id) => mediaFor('image', board.images, id)),
      ...scenePageOf(board.ext, (id) => mediaFor('image', board.images, id)),
      updatedAt: now,
    });

    const buttons = new Map(shown.map((button) => [button.id, button]));
    board.order.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        const button = cell === null ? undefined : buttons.get(cell);
        if (!button) return;
        const label = button.label.trim() || button.vocalization?.trim() || '•';
        const imageId = mediaFor('image', board.images, button.imageId);
        const card: CardRow = {
          boardId,
          id: newId(),
          categoryId,
          label: text(boardLang, label),
          symbol: imageId ? { kind: 'image', mediaId: imageId } : emojiSymbol(button.ext.ext_aceno_emoji),
          order: r * board.columns + c,
          isCustom: true,
          ext: { ...withoutKeys(button.ext, 'ext_aceno_emoji', 'ext_aceno_grammar', ...SCENE_BUTTON_KEYS), ext_aceno_source_id: button.id },
          ...hotspotOf(button.ext),
          updatedAt: now,
        };
        const grammar = grammarSchema.safeParse(button.ext.ext_aceno_grammar);
        if (grammar.success) card.grammar = grammar.data;
        if (button.vocalization?.trim()) card.spoken = text(boardLang, button.vocalization);
        const colour = hexOf(button.background);
        if (colour) card.color = colour;
        if (button.hidden) card.hidden = true;
        if (button.action) card.action = button.action;
        const soundId = mediaFor('audio', board.sounds, button.soundId);
        if (soundId) card.recordingId = soundId;
        if (button.loadBoard) {
          const target = linkTo(button.loadBoard);
          if (target) card.linkBoardId = target;
          else card.ext = { ...card.ext, [REMOTE_LINK_EXT]: button.loadBoard };
        }
        out.cards.push(card);
      }),
    );
  }
  // A verb's "then" named a category of its board in the file: it names the same category's new id, or goes.
  for (const [root, ids] of categoryIds) {
    const boardId = idByPath.get(root);
    for (const card of out.cards) {
      const then = card.grammar?.then;
      if (card.boardId !== boardId || !card.grammar || then === undefined) continue;
      const next = ids.get(then);
      if (next) card.grammar = { ...card.grammar, then: next };
      else delete card.grammar.then;
    }
  }
  out.rootId = out.boards[0]?.id ?? '';
  return out;
}

/** Aceno's fields of a board, read back into the board and its categories. */
const ACENO_BOARD_KEYS = ['ext_aceno_type', 'ext_aceno_color', 'ext_aceno_folders', 'ext_aceno_columns', 'ext_aceno_category_id', 'ext_aceno_category_emoji', 'ext_aceno_category_image_id', ...SCENE_BOARD_KEYS];

/** The package path a link names: its path when the package has it, else the first board with its id. */
function pathOfLink(plan: ImportPlan, link: LinkTarget): string | null {
  const path = link.path?.replace(/^\.\//, '');
  if (path !== undefined && plan.boards.some((b) => b.path === path)) return path;
  return link.id !== undefined ? (plan.boards.find((b) => b.board.id === link.id)?.path ?? null) : null;
}

/**
 * Aceno's own board of several categories, as export.ts writes it: a board of folders (ext_aceno_folders) and one
 * board per category (ext_aceno_category_id). Each category's board path → its whole board's path and its place, so
 * the import puts the board back together; a board of another app (or one claimed twice) stays a board of its own.
 */
function categoryParts(plan: ImportPlan): Map<string, { root: string; order: number }> {
  const parts = new Map<string, { root: string; order: number }>();
  for (const { path, board } of plan.boards) {
    if (board.ext.ext_aceno_folders !== true || parts.has(path)) continue;
    const byId = new Map(board.buttons.map((button) => [button.id, button]));
    let order = 0;
    for (const cell of board.order.flat()) {
      const link = cell === null ? undefined : byId.get(cell)?.loadBoard;
      const target = link ? pathOfLink(plan, link) : null;
      const targetBoard = target ? plan.boards.find((b) => b.path === target)?.board : undefined;
      if (!target || target === path || parts.has(target) || !targetBoard) continue;
      if (typeof targetBoard.ext.ext_aceno_category_id !== 'string' || targetBoard.ext.ext_aceno_folders === true) continue;
      parts.set(target, { root: path, order: order++ });
    }
  }
  return parts;
}

/** The category's own picture or emoji, as export.ts writes it on the category's board. */
function categorySymbolOf(board: ObfBoard, imageFor: (id: string) => string | undefined): { symbol?: CardRow['symbol'] } {
  const imageId = typeof board.ext.ext_aceno_category_image_id === 'string' ? imageFor(board.ext.ext_aceno_category_image_id) : undefined;
  if (imageId) return { symbol: { kind: 'image', mediaId: imageId } };
  const emoji = emojiOf(board.ext.ext_aceno_category_emoji);
  return emoji ? { symbol: { kind: 'emoji', emoji } } : {};
}

function emojiSymbol(value: unknown): CardRow['symbol'] {
  const emoji = emojiOf(value);
  return emoji ? { kind: 'emoji', emoji } : BLANK_SYMBOL;
}
