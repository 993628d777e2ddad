// One Open Board Format board, read from a stranger's JSON into a checked shape (issue 17;
// ../shared/notes/obf-format.md): ids compared as strings (0 and "" are ids), the grid's cells with their empty ones,
// vocalizations, colours (rgb, rgba, hex), hidden buttons, images and sounds with their sources, links to other
// boards, actions, the locale, licences, and every `ext_` field kept for export. What cannot be kept is not an error:
// it is listed, with why. Refused outright: a board that is not an object, or of more than 100 × 100 cells. Pure.
// Over 300 lines because it is one format's reader: each field's check sits beside the next, in the format's order.
import { BoardFileError } from './read';

export const MAX_GRID = 100;
const MAX_TEXT = 1000;

export type ProblemKind =
  | 'danglingImage'
  | 'danglingSound'
  | 'unsupportedAction'
  | 'remoteLink'
  | 'unsafeUrl'
  | 'scriptedSvg'
  | 'noGrid'
  | 'unplaced'
  | 'badColour'
  | 'missingMedia'
  | 'symbolSet';

export interface ImportProblem {
  kind: ProblemKind;
  /** The board (its name) and the button or media id concerned. */
  board: string;
  item?: string;
}

export type Ext = Record<string, unknown>;

export interface MediaSource {
  id: string;
  /** A `data:` URI, an http(s) address, or a path in the package (the first one found of these is used). */
  data?: string;
  url?: string;
  path?: string;
  contentType?: string;
  license?: Ext;
  ext: Ext;
}

export interface LinkTarget {
  id?: string;
  path?: string;
  url?: string;
  name?: string;
}

export interface ObfButton {
  id: string;
  label: string;
  vocalization?: string;
  background?: string;
  border?: string;
  hidden: boolean;
  imageId?: string;
  soundId?: string;
  /** Kept when Aceno's modes can honour it (:clear, :home, :back, +letters). */
  action?: string;
  loadBoard?: LinkTarget;
  ext: Ext;
}

export interface ObfBoard {
  id: string;
  name: string;
  locale: string | null;
  /** description_html as plain text. */
  description: string;
  rows: number;
  columns: number;
  /** Button ids by cell, row by row; null is an empty cell. */
  order: (string | null)[][];
  buttons: ObfButton[];
  images: MediaSource[];
  sounds: MediaSource[];
  license?: Ext;
  ext: Ext;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = MAX_TEXT) => (typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const idOf = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 200) : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** Every `ext_` field of an object, kept as it is (JSON values only). */
export function extOf(source: Record<string, unknown>): Ext {
  const out: Ext = {};
  for (const [key, value] of Object.entries(source)) if (key.startsWith('ext_') && key.length <= 200) out[key] = value;
  return out;
}

const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour as rgb()/rgba() or hex, normalised; null for anything else (it is not drawn). */
export function colourOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (RGB.test(trimmed)) return trimmed.replace(/\s+/g, '').toLowerCase();
  if (HEX.test(trimmed)) return trimmed.toLowerCase();
  return null;
}

/** HTML as the text a reader would see: tags dropped, the common entities decoded. Never rendered as HTML. */
export function htmlToText(html: string): string {
  // Cut first: the patterns below take time that grows faster than the text (a stranger's megabyte of "<" would hold
  // the page); what is kept is far shorter than this anyway.
  return html
    .slice(0, 20_000)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT);
}

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/=\s]+$/i;
const DATA_AUDIO = /^data:audio\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/=\s]+$/i;
const HTTP = /^https?:\/\/[^\s]+$/i;

/**
 * Whether an SVG's text carries script: a <script>, an on… handler, or a javascript: address. It lets the preview
 * say so; what keeps the app safe is safeMedia, which stores any SVG only as the PNG drawn from it.
 */
export function svgHasScript(svg: string): boolean {
  return /<script[\s>]|\son[a-z]+\s*=|javascript:|<foreignObject[\s>]|xlink:href\s*=\s*["'](?!#|data:image\/(png|jpeg|gif|webp))/i.test(svg);
}

function decodeDataSvg(uri: string): string | null {
  const comma = uri.indexOf(',');
  if (!/^data:image\/svg/i.test(uri) || comma < 0) return null;
  try {
    return /;base64/i.test(uri.slice(0, comma)) ? atob(uri.slice(comma + 1).replace(/\s+/g, '')) : decodeURIComponent(uri.slice(comma + 1));
  } catch {
    return '<script>';
  }
}

function mediaOf(raw: unknown, kind: 'image' | 'sound', board: string, problems: ImportProblem[]): MediaSource | null {
  if (!isObject(raw)) return null;
  const id = idOf(raw.id);
  if (id === null) return null;
  const media: MediaSource = { id, ext: extOf(raw) };
  const data = typeof raw.data === 'string' ? raw.data.trim() : '';
  const url = typeof raw.url === 'string' ? raw.url.trim() : '';
  const path = typeof raw.path === 'string' ? raw.path.trim() : '';
  if (data) {
    if ((kind === 'image' ? DATA_IMAGE : DATA_AUDIO).test(data)) {
      const svg = kind === 'image' ? decodeDataSvg(data) : null;
      if (svg !== null && svgHasScript(svg)) problems.push({ kind: 'scriptedSvg', board, item: id });
      else media.data = data;
    } else problems.push({ kind: 'unsafeUrl', board, item: id });
  }
  if (url) {
    if (HTTP.test(url)) media.url = url.slice(0, 2000);
    else problems.push({ kind: 'unsafeUrl', board, item: id });
  }
  if (path) media.path = path.slice(0, 1024);
  if (typeof raw.content_type === 'string') media.contentType = raw.content_type.slice(0, 100);
  if (isObject(raw.license)) media.license = raw.license;
  // With no source left (a symbol set's name, or only what was refused) the record stays, so its buttons keep their
  // words: they show no picture, and this was listed.
  if (!media.data && !media.url && !media.path && isObject(raw.symbol)) problems.push({ kind: 'symbolSet', board, item: id });
  return media;
}

/** Aceno's modes honour these actions; others are kept out (and listed). */
export const SUPPORTED_ACTIONS = [':clear', ':home', ':back', ':space', ':backspace'] as const;
const supportedAction = (action: string) => (SUPPORTED_ACTIONS as readonly string[]).includes(action) || /^\+.{1,50}$/s.test(action);

function linkOf(raw: unknown): LinkTarget | undefined {
  if (!isObject(raw)) return undefined;
  const link: LinkTarget = {};
  const id = idOf(raw.id);
  if (id !== null) link.id = id;
  if (typeof raw.path === 'string' && raw.path.trim()) link.path = raw.path.trim().slice(0, 1024);
  if (typeof raw.url === 'string' && HTTP.test(raw.url.trim())) link.url = raw.url.trim().slice(0, 2000);
  else if (typeof raw.data_url === 'string' && HTTP.test(raw.data_url.trim())) link.url = raw.data_url.trim().slice(0, 2000);
  if (typeof raw.name === 'string') link.name = raw.name.slice(0, 200);
  return link.id !== undefined || link.path || link.url ? link : undefined;
}

/** Reads one board; a BoardFileError for a board that cannot be one at all. */
export function parseBoard(json: Record<string, unknown>, where: string, problems: ImportProblem[]): ObfBoard {
  const name = text(json.name, 200).trim() || where.slice(0, 200);
  const id = idOf(json.id) ?? where;
  const rawButtons = Array.isArray(json.buttons) ? json.buttons : [];
  const buttons: ObfButton[] = [];
  const seen = new Set<string>();
  for (const raw of rawButtons.slice(0, MAX_GRID * MAX_GRID)) {
    if (!isObject(raw)) continue;
    const buttonId = idOf(raw.id);
    if (buttonId === null || seen.has(buttonId)) continue;
    seen.add(buttonId);
    const button: ObfButton = { id: buttonId, label: text(raw.label, 200), hidden: raw.hidden === true, ext: extOf(raw) };
    const vocalization = text(raw.vocalization, 500);
    if (vocalization.trim() && vocalization !== button.label) button.vocalization = vocalization;
    for (const key of ['background_color', 'border_color'] as const) {
      if (raw[key] === undefined || raw[key] === null) continue;
      const colour = colourOf(raw[key]);
      if (colour) button[key === 'background_color' ? 'background' : 'border'] = colour;
      else problems.push({ kind: 'badColour', board: name, item: buttonId });
    }
    const imageId = idOf(raw.image_id);
    if (imageId) button.imageId = imageId;
    const soundId = idOf(raw.sound_id);
    if (soundId) button.soundId = soundId;
    const action = typeof raw.action === 'string' ? raw.action.slice(0, 60) : Array.isArray(raw.actions) && typeof raw.actions[0] === 'string' ? String(raw.actions[0]).slice(0, 60) : '';
    if (action) {
      if (supportedAction(action)) button.action = action;
      else problems.push({ kind: 'unsupportedAction', board: name, item: buttonId });
    }
    const link = linkOf(raw.load_board);
    if (link) button.loadBoard = link;
    buttons.push(button);
  }

  const images = (Array.isArray(json.images) ? json.images : []).slice(0, 20_000).flatMap((raw) => mediaOf(raw, 'image', name, problems) ?? []);
  const sounds = (Array.isArray(json.sounds) ? json.sounds : []).slice(0, 20_000).flatMap((raw) => mediaOf(raw, 'sound', name, problems) ?? []);
  const imageIds = new Set(images.map((image) => image.id));
  const soundIds = new Set(sounds.map((sound) => sound.id));
  for (const button of buttons) {
    if (button.imageId && !imageIds.has(button.imageId)) {
      problems.push({ kind: 'danglingImage', board: name, item: button.imageId });
      delete button.imageId;
    }
    if (button.soundId && !soundIds.has(button.soundId)) {
      problems.push({ kind: 'danglingSound', board: name, item: button.soundId });
      delete button.soundId;
    }
  }

  const grid = isObject(json.grid) ? json.grid : null;
  let rows = grid ? Number(grid.rows) : Number.NaN;
  let columns = grid ? Number(grid.columns) : Number.NaN;
  if (Number.isInteger(rows) && Number.isInteger(columns) && (rows > MAX_GRID || columns > MAX_GRID)) {
    throw new BoardFileError('gridTooBig', `${name}: a grid of ${rows} × ${columns} cells`);
  }
  const known = new Set(buttons.map((button) => button.id));
  let order: (string | null)[][];
  if (grid && Array.isArray(grid.order) && Number.isInteger(rows) && Number.isInteger(columns) && rows > 0 && columns > 0) {
    order = Array.from({ length: rows }, (_, r) => {
      const row = Array.isArray((grid.order as unknown[])[r]) ? ((grid.order as unknown[])[r] as unknown[]) : [];
      return Array.from({ length: columns }, (_, c) => {
        const cell = idOf(row[c]);
        return cell !== null && known.has(cell) ? cell : null;
      });
    });
  } else {
    // No usable grid: the buttons in their order, in a grid as square as possible (they are kept, not dropped).
    problems.push({ kind: 'noGrid', board: name });
    columns = Math.max(1, Math.ceil(Math.sqrt(buttons.length)));
    rows = Math.max(1, Math.ceil(buttons.length / columns));
    order = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => buttons[r * columns + c]?.id ?? null));
  }
  // A button the grid does not place has no cell: it is put in the first empty one (or a new row), and listed.
  const placed = new Set(order.flat().filter((cell): cell is string => cell !== null));
  for (const button of buttons) {
    if (placed.has(button.id)) continue;
    problems.push({ kind: 'unplaced', board: name, item: button.id });
    let done = false;
    for (const row of order) {
      const free = row.indexOf(null);
      if (free >= 0) {
        row[free] = button.id;
        done = true;
        break;
      }
    }
    if (!done && order.length < MAX_GRID) {
      order.push(Array.from({ length: columns }, (_, c) => (c === 0 ? button.id : null)));
      rows += 1;
    }
  }

  const locale = typeof json.locale === 'string' && /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(json.locale) ? json.locale.replace(/_/g, '-') : null;
  const board: ObfBoard = {
    id,
    name,
    locale,
    description: typeof json.description_html === 'string' ? htmlToText(json.description_html) : '',
    rows,
    columns,
    order,
    buttons,
    images,
    sounds,
    ext: extOf(json),
  };
  if (isObject(json.license)) board.license = json.license;
  return board;
}
