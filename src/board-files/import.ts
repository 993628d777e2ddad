// Importing a board file (issue 17), the steps the editor runs: read and check the file, show its preview, then store
// it. Pictures named by address are fetched when online (each given 10 s, a few at a time) and kept on the device, so
// the board works offline; one that cannot be fetched leaves its card with its words, and is counted. Every picture
// and sound goes through safeMedia first (an SVG is drawn into a PNG). Nothing is stored until the user confirms,
// and then everything in one transaction.
import { readUpTo } from '@/lib/read-up-to';
import { eachLimited } from '@/lib/each-limited';
import { boardRowSchema, cardRowSchema, categoryRowSchema } from '@/boards/model';
import { safeMedia, type DrawSvg } from '@/boards/safe-media';
import type { ImportedBoards } from '@/boards/store';
import { convertPlan, type ConvertedImport } from './convert';
import { planImport, previewOf, type ImportPlan, type ImportPreview } from './package';
import { BoardFileError, MAX_UNZIPPED_BYTES, readBoardFile } from './read';
import type { Lang } from '@/i18n/language';

export const MEDIA_FETCH_MS = 10_000;
/** Pictures fetched at once: a set of hundreds at an address takes minutes one by one, and a cheap phone's
 * connection gains little past a few. */
export const MEDIA_FETCHES_AT_ONCE = 4;
/** A fetched picture or sound larger than this is not kept (a board file's own limit is 50 MB in all). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** All the fetched pictures and sounds of one import together: past this, the rest keep their words. */
export const MAX_FETCHED_BYTES = MAX_UNZIPPED_BYTES;

export interface ReadyImport {
  plan: ImportPlan;
  preview: ImportPreview;
}

/** Reads and checks a file; a BoardFileError says what is wrong with it. Nothing is stored. */
export async function prepareImport(file: Blob): Promise<ReadyImport> {
  const plan = planImport(await readBoardFile(file));
  return { plan, preview: previewOf(plan) };
}

/** A response's body, read only up to `max` bytes: null past it (a server that never stops does not fill memory). */
async function bodyUpTo(response: Response, max: number): Promise<Blob | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!response.body) return null;
  const bytes = await readUpTo(response.body, max);
  return bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: response.headers.get('content-type') ?? '' }) : null;
}

async function fetchMedia(url: string, kind: 'image' | 'audio', max: number, stop?: AbortSignal): Promise<Blob | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  try {
    const timeout = AbortSignal.timeout(MEDIA_FETCH_MS);
    const signal = stop ? AbortSignal.any([stop, timeout]) : timeout;
    // Asked over https: the app (served over https, with its security policy) may not fetch plain http, and most
    // hosts of older board files answer both.
    const address = /^http:/i.test(url) ? `https:${url.slice(5)}` : url;
    const response = await fetch(address, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) return null;
    const blob = await bodyUpTo(response, max);
    if (!blob || !blob.type.startsWith(kind === 'image' ? 'image/' : 'audio/')) return null;
    return blob;
  } catch {
    return null;
  }
}

export interface ImportResult {
  rootId: string;
  boards: number;
  /** Pictures and sounds that could not be had (offline, their address failed, or not a kind kept): their cards keep their words. */
  mediaMissing: number;
}

export interface ImportOptions {
  now?: number;
  /** Pictures and sounds at an address fetched so far, of how many. */
  onFetched?: (done: number, total: number) => void;
  /** Called once everything is fetched and the boards are being stored: from here the import cannot be stopped. */
  onStoring?: () => void;
  /** Stops the import before anything is stored (the fetches under way are dropped): it then rejects with an AbortError. */
  signal?: AbortSignal;
  /** How an SVG becomes a PNG (the browser's canvas by default). */
  drawSvg?: DrawSvg;
}

/** Stores the file's boards as new boards of this device. */
export async function runImport(plan: ImportPlan, lang: Lang, { now = Date.now(), onFetched, onStoring, signal, drawSvg }: ImportOptions = {}): Promise<ImportResult> {
  const [{ importBoards }, { database }] = await Promise.all([import('@/boards/store'), import('@/storage/store')]);
  const db = await database();
  const existingNames = new Set<string>();
  for (const board of db ? await db.boards.toArray() : []) for (const name of Object.values(board.name ?? {})) if (typeof name === 'string') existingNames.add(name);
  const converted: ConvertedImport = convertPlan(plan, { newId: () => crypto.randomUUID(), now, lang, existingNames });
  // Rows the modes could not read are refused here, before anything is stored, rather than found broken later.
  const valid =
    converted.boards.every((row) => boardRowSchema.safeParse(row).success) &&
    converted.categories.every((row) => categoryRowSchema.safeParse(row).success) &&
    converted.cards.every((row) => cardRowSchema.safeParse(row).success);
  if (!valid) throw new BoardFileError('notBoardFile', 'rows the boards cannot hold');

  const blobs = new Map<string, Blob | null>();
  const remote = converted.media.filter((item) => 'url' in item.source);
  for (const item of converted.media) if (!('url' in item.source)) blobs.set(item.id, new Blob([item.source.bytes as Uint8Array<ArrayBuffer>], { type: item.source.type }));
  let fetched = 0;
  let fetchedBytes = 0;
  if (remote.length > 0) onFetched?.(0, remote.length);
  // A cancel stops what has not started (each fetch in flight hears the signal too).
  await eachLimited(remote, MEDIA_FETCHES_AT_ONCE, async (item) => {
    signal?.throwIfAborted();
    const room = Math.min(MAX_MEDIA_BYTES, MAX_FETCHED_BYTES - fetchedBytes);
    const blob = 'url' in item.source && room > 0 ? await fetchMedia(item.source.url, item.kind, room, signal) : null;
    fetchedBytes += blob?.size ?? 0;
    blobs.set(item.id, blob);
    fetched += 1;
    if (!signal?.aborted) onFetched?.(fetched, remote.length);
  });
  signal?.throwIfAborted();

  const media: ImportedBoards['media'] = [];
  const missing = new Set<string>();
  for (const item of converted.media) {
    const found = blobs.get(item.id);
    const blob = found ? await safeMedia(found, item.kind, drawSvg) : null;
    if (blob) media.push({ id: item.id, kind: item.kind, blob, ...(item.license ? { license: item.license } : {}) });
    else missing.add(item.id);
  }
  signal?.throwIfAborted();
  const cards = converted.cards.map((card) => {
    const next = { ...card };
    if (next.symbol.kind === 'image' && missing.has(next.symbol.mediaId)) next.symbol = { kind: 'emoji', emoji: '' };
    if (next.recordingId && missing.has(next.recordingId)) delete next.recordingId;
    return next;
  });
  onStoring?.();
  await importBoards({ boards: converted.boards, categories: converted.categories, cards, media }, now);
  return { rootId: converted.rootId, boards: converted.boards.length, mediaMissing: missing.size };
}
