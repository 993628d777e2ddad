// Owns: the photos and recordings cards use, as stored: saving, deleting, clearing those no card uses any more,
// reading them by id for export, and redrawing as PNG the pictures kept as SVG before that rule.
import { database } from '@/storage/store';
import type { MediaRow } from './model';
import { bareType, drawSvgAsPng, type DrawSvg } from './safe-media';
import { svgRedrawDue, svgRedrawLooked } from './svg-redraw';
import { change, newId } from './write';

/** Stores a photo or a recording for cards; resolves to its id. */
export function saveMedia(kind: MediaRow['kind'], blob: Blob, now = Date.now(), license?: Record<string, unknown>): Promise<string> {
  return change(async (db) => {
    const id = newId();
    await db.boardMedia.add({ id, kind, blob, createdAt: now, ...(license ? { license } : {}) });
    return id;
  });
}

export function deleteMedia(id: string): Promise<void> {
  return change(async (db) => {
    await db.boardMedia.delete(id);
  });
}

/** Media kept at least this long even when no card uses it: a removed card may still be put back. */
const MEDIA_GRACE_MS = 60 * 60 * 1000;

/** Deletes photos and recordings no card or category (nor a scene's page) uses any more (replaced, or on a deleted board). */
export async function collectUnusedMedia(now = Date.now()): Promise<number> {
  const db = await database();
  if (!db) return 0;
  try {
    return await db.transaction('rw', [db.boardMedia, db.boardCards, db.boardCategories], async () => {
      const used = new Set<string>();
      await db.boardCards.each((card) => {
        if (card.symbol?.kind === 'image') used.add(card.symbol.mediaId);
        if (card.recordingId) used.add(card.recordingId);
      });
      await db.boardCategories.each((category) => {
        if (category.symbol?.kind === 'image') used.add(category.symbol.mediaId);
        // A scene's photo (issue 40).
        if (category.scene?.picture.kind === 'image') used.add(category.scene.picture.mediaId);
      });
      const unused = await db.boardMedia.filter((media) => !used.has(media.id) && !(now - media.createdAt < MEDIA_GRACE_MS)).primaryKeys();
      await db.boardMedia.bulkDelete(unused);
      return unused.length;
    });
  } catch (error) {
    console.warn('Unused photos and recordings could not be cleared', error);
    return 0;
  }
}

/** Stored pictures and recordings by id (those that are there), for export. */
export async function readMedia(ids: readonly string[]): Promise<Map<string, MediaRow>> {
  const db = await database();
  const out = new Map<string, MediaRow>();
  if (!db || ids.length === 0) return out;
  for (const row of await db.boardMedia.bulkGet([...new Set(ids)])) if (row && row.blob instanceof Blob) out.set(row.id, row);
  return out;
}

/**
 * Pictures stored as SVG before every picture was kept as a bitmap (src/boards/safe-media.ts says why) are drawn
 * into PNGs once, under the same ids, so every card keeps its picture. One that cannot be drawn stays as it was and
 * is tried again on the next visits (three in all, so a picture no browser can draw does not cost every visit a
 * look through all the pictures): a picture is never lost. Resolves to how many were redrawn.
 */
export async function redrawStoredSvgs(drawSvg: DrawSvg = drawSvgAsPng): Promise<number> {
  if (!svgRedrawDue()) return 0;
  const db = await database();
  if (!db) return 0;
  try {
    const svgs = await db.boardMedia.filter((row) => row.kind === 'image' && row.blob instanceof Blob && bareType(row.blob.type) === 'image/svg+xml').toArray();
    let redrawn = 0;
    for (const row of svgs) {
      const png = await drawSvg(row.blob).catch(() => null);
      if (!png) continue;
      await db.boardMedia.update(row.id, { blob: png });
      redrawn += 1;
    }
    svgRedrawLooked(redrawn === svgs.length);
    return redrawn;
  } catch (error) {
    console.warn('Stored SVG pictures could not be redrawn; they are tried again next time', error);
    return 0;
  }
}

