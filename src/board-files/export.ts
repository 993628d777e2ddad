// Exporting boards as Open Board Format (issue 17): a board, or a board with every board it links to, as an .obz
// (manifest with root and paths, pictures and recordings as files in the zip) or one board as an .obf (its pictures
// and recordings inline). Each category is one OBF board whose grid is the category's own — every card in its cell,
// empty cells as null; a board of several categories gets a first board whose buttons open them. Ids are stable
// across exports (a board's or card's id from the file it came from, else its own); labels, vocalizations, colours
// (as rgb()), hidden cards, actions, links, licences, other apps' ext_ fields and Aceno's own (ext_aceno_*) are
// written. Pure: rows and media bytes in, files out.
import { strToU8, zipSync } from 'fflate';
import { textIn, type BoardRow, type CardRow, type CategoryRow } from '@/boards/model';
import { bareType } from '@/boards/safe-media';
import { REMOTE_LINK_EXT, SOURCE_ID_EXT } from './convert';
import { sceneBoardFields, sceneButtonFields } from './scene-fields';
import { bytesToBase64 } from '@/lib/base64';
import { tagOf, type Lang } from '@/i18n/language';

export const OBF_FORMAT = 'open-board-0.1';

export interface BoardToExport {
  board: BoardRow;
  categories: CategoryRow[];
  cards: CardRow[];
}

export interface MediaBytes {
  bytes: Uint8Array;
  type: string;
  license?: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const EXT_OF_TYPE: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'audio/webm': 'webm', 'audio/mp4': 'm4a' };

export function rgbOf(hex: string | undefined): string | undefined {
  if (!hex) return undefined;
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1, 7), 16);
  return Number.isNaN(n) ? undefined : `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const safeName = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80) || 'board';

interface Written {
  boards: Map<string, Json>;
  root: string;
  /** Media files by their path in the package, with their id. */
  images: Map<string, MediaBytes & { id: string }>;
  sounds: Map<string, MediaBytes & { id: string }>;
}

/**
 * The OBF boards of these Aceno boards (the first is the root). `lang` picks the language of the labels; `inline`
 * writes media as data: URIs (a single .obf) instead of package paths.
 */
function writeBoards(list: readonly BoardToExport[], media: ReadonlyMap<string, MediaBytes>, lang: Lang, inline: boolean): Written {
  const out: Written = { boards: new Map(), root: '', images: new Map(), sounds: new Map() };
  // Each OBF board's id (and so its file name) is unique in the export: two imported boards may carry the same id, or
  // ids that make the same file name, and one must not write over the other.
  const usedNames = new Set<string>();
  const uniqueObfId = (wanted: string): string => {
    let id = wanted.slice(0, 70);
    for (let n = 2; usedNames.has(safeName(id)); n += 1) id = `${wanted.slice(0, 70)}-${n}`;
    usedNames.add(safeName(id));
    return id;
  };
  // The OBF board each Aceno board opens on: its only category, or its list of categories.
  const entryOf = new Map<string, string>();
  for (const { board } of list) entryOf.set(board.id, uniqueObfId(String(board.ext?.[SOURCE_ID_EXT] ?? board.id)));
  const stableId = (board: BoardRow) => entryOf.get(board.id)!;
  const pathOf = (obfId: string) => `boards/${safeName(obfId)}.obf`;

  const mediaEntry = (id: string, kind: 'image' | 'sound'): Json | null => {
    const item = media.get(id);
    if (!item) return null;
    const entry: Json = { id, content_type: item.type };
    if (item.license) entry.license = item.license;
    if (inline) entry.data = `data:${item.type};base64,${bytesToBase64(item.bytes)}`;
    else {
      entry.path = `${kind === 'image' ? 'images' : 'sounds'}/${safeName(id)}.${EXT_OF_TYPE[bareType(item.type)] ?? 'bin'}`;
      (kind === 'image' ? out.images : out.sounds).set(entry.path as string, { ...item, id });
    }
    if (kind === 'sound') entry.duration = 0;
    return entry;
  };

  /** The board's description, licence and other apps' fields, on each OBF board made from it. */
  const boardFields = (board: BoardRow): Json => {
    const json: Json = {};
    const description = board.description ? textIn(board.description, lang) : '';
    if (description) json.description_html = description.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    if (board.license) json.license = board.license;
    for (const [key, value] of Object.entries(board.ext ?? {})) if (key !== SOURCE_ID_EXT) json[key] = value;
    return json;
  };

  /** A category's own picture or emoji (its card where a mode lists categories). */
  const categorySymbol = (category: CategoryRow): { emoji?: string; image?: Json } => {
    if (category.symbol?.kind === 'emoji' && category.symbol.emoji) return { emoji: category.symbol.emoji };
    const image = category.symbol?.kind === 'image' ? mediaEntry(category.symbol.mediaId, 'image') : null;
    return image ? { image } : {};
  };

  const boardJson = (board: BoardRow, id: string, name: string, columns: number, cards: readonly CardRow[], category: CategoryRow): Json => {
    const cols = Math.max(1, columns || Math.min(6, Math.max(1, Math.ceil(Math.sqrt(cards.length)))));
    const last = cards.reduce((max, card) => Math.max(max, card.order), -1);
    const rows = Math.max(1, Math.ceil((last + 1) / cols));
    const order: (string | null)[][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
    const images: Json[] = [];
    const sounds: Json[] = [];
    const buttons = cards.map((card) => {
      const buttonId = String(card.ext?.[SOURCE_ID_EXT] ?? card.id);
      const cell = order[Math.floor(card.order / cols)];
      if (cell) cell[card.order % cols] = buttonId;
      const { [SOURCE_ID_EXT]: _source, [REMOTE_LINK_EXT]: remote, ...ext } = card.ext ?? {};
      const button: Json = { id: buttonId, label: textIn(card.label, lang), ...ext };
      // A vocalization in the board's language only (a Spanish pain card's sentence is not a Portuguese board's).
      const vocalization = card.spoken?.[lang];
      if (vocalization) button.vocalization = vocalization;
      const background = rgbOf(card.color);
      if (background) button.background_color = background;
      if (card.hidden) button.hidden = true;
      if (card.action) button.action = card.action;
      if (card.symbol.kind === 'image') {
        const image = mediaEntry(card.symbol.mediaId, 'image');
        if (image) {
          if (!images.some((i) => i.id === image.id)) images.push(image);
          button.image_id = image.id;
        }
      } else if (card.symbol.emoji) button.ext_aceno_emoji = card.symbol.emoji;
      if (card.grammar) button.ext_aceno_grammar = card.grammar;
      Object.assign(button, sceneButtonFields(card));
      if (card.recordingId) {
        const sound = mediaEntry(card.recordingId, 'sound');
        if (sound) {
          if (!sounds.some((s) => s.id === sound.id)) sounds.push(sound);
          button.sound_id = sound.id;
        }
      }
      const target = card.linkBoardId ? entryOf.get(card.linkBoardId) : undefined;
      if (target) button.load_board = { id: target, path: pathOf(target) };
      else if (remote && typeof remote === 'object') button.load_board = remote;
      return button;
    });
    const json: Json = { format: OBF_FORMAT, id, locale: board.locale ?? (tagOf(lang)), name, buttons, grid: { rows, columns: cols, order }, images, sounds };
    Object.assign(json, boardFields(board));
    json.ext_aceno_type = board.type;
    json.ext_aceno_color = category.color;
    json.ext_aceno_category_id = category.id;
    // The screen's own choice of columns (0) is Aceno's; the grid above is what other apps lay out.
    json.ext_aceno_columns = board.columns;
    Object.assign(
      json,
      sceneBoardFields(category, (mediaId) => {
        const image = mediaEntry(mediaId, 'image');
        if (image && !images.some((i) => i.id === image.id)) images.push(image);
        return image ? (image.id as string) : null;
      }),
    );
    const symbol = categorySymbol(category);
    if (symbol.emoji) json.ext_aceno_category_emoji = symbol.emoji;
    if (symbol.image) {
      if (!images.some((i) => i.id === symbol.image!.id)) images.push(symbol.image);
      json.ext_aceno_category_image_id = symbol.image.id;
    }
    return json;
  };

  for (const { board, categories, cards } of list) {
    const name = textIn(board.name, lang);
    const sorted = [...categories].sort((a, b) => a.order - b.order);
    if (sorted.length === 1) {
      const id = stableId(board);
      out.boards.set(id, boardJson(board, id, name, board.columns, cards.filter((c) => c.categoryId === sorted[0]!.id), sorted[0]!));
    } else {
      // Several categories: a first board of folder buttons, one board per category.
      const id = stableId(board);
      const folderImages: Json[] = [];
      const folders: Json[] = sorted.map((category) => {
        const categoryBoardId = uniqueObfId(`${id}-${safeName(category.id)}`);
        out.boards.set(categoryBoardId, boardJson(board, categoryBoardId, textIn(category.name, lang), board.columns, cards.filter((c) => c.categoryId === category.id), category));
        const folder: Json = { id: `folder-${safeName(category.id)}`, label: textIn(category.name, lang), load_board: { id: categoryBoardId, path: pathOf(categoryBoardId) } };
        // Other apps show the folder with the category's picture.
        const symbol = categorySymbol(category);
        if (symbol.emoji) folder.ext_aceno_emoji = symbol.emoji;
        if (symbol.image) {
          if (!folderImages.some((i) => i.id === symbol.image!.id)) folderImages.push(symbol.image);
          folder.image_id = symbol.image.id;
        }
        return folder;
      });
      const columns = Math.min(4, Math.max(1, folders.length));
      const rows = Math.ceil(folders.length / columns);
      out.boards.set(id, {
        format: OBF_FORMAT,
        id,
        locale: board.locale ?? (tagOf(lang)),
        name,
        buttons: folders,
        grid: { rows, columns, order: Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (folders[r * columns + c]?.id as string | undefined) ?? null)) },
        images: folderImages,
        sounds: [],
        ...boardFields(board),
        ext_aceno_type: board.type,
        // Aceno puts these boards back together as one board of categories (convert.ts); other apps see folders.
        ext_aceno_folders: true,
        ext_aceno_columns: board.columns,
      });
    }
    if (!out.root) out.root = stableId(board);
  }
  return out;
}

/** One board (with only its first category when it has several) as an .obf, media inline. */
export function exportObf(item: BoardToExport, media: ReadonlyMap<string, MediaBytes>, lang: Lang): Uint8Array {
  const single = { ...item, categories: item.categories.length > 1 ? [...item.categories].sort((a, b) => a.order - b.order).slice(0, 1) : item.categories };
  const written = writeBoards([single], media, lang, true);
  return strToU8(JSON.stringify(written.boards.get(written.root)));
}

/** Boards (the first is the root) as an .obz: a manifest, a file per OBF board, pictures and recordings as files. */
export function exportObz(list: readonly BoardToExport[], media: ReadonlyMap<string, MediaBytes>, lang: Lang): Uint8Array {
  const written = writeBoards(list, media, lang, false);
  // Keyed by ids from a stranger's file: objects without a prototype, so an id such as "__proto__" is a key like any other.
  const files: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  const boards: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [id, json] of written.boards) {
    const path = `boards/${safeName(id)}.obf`;
    boards[id] = path;
    files[path] = strToU8(JSON.stringify(json));
  }
  const images: Record<string, string> = Object.create(null) as Record<string, string>;
  const sounds: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [path, item] of written.images) {
    images[item.id] = path;
    files[path] = item.bytes;
  }
  for (const [path, item] of written.sounds) {
    sounds[item.id] = path;
    files[path] = item.bytes;
  }
  files['manifest.json'] = strToU8(JSON.stringify({ format: OBF_FORMAT, root: boards[written.root], paths: { boards, images, sounds } }));
  return zipSync(files);
}
