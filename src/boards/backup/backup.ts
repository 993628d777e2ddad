// "Back up everything" and "Restore from a backup": the file is made from the device's tables, and restored only
// after it was read and checked whole — a bad or foreign file changes nothing — in one transaction, so a restore
// either replaces everything it lists or nothing.
import type { AcenoDb } from '@/storage/db';
import { safeMedia } from '../safe-media';
import { database } from '@/storage/store';
import { BACKUP_FORMAT, BACKUP_ROWS, BACKUP_VERSION, backupSchema, isDeviceOnlySetting, MAX_BACKUP_BYTES, type Backup } from './schema';
import { forgetShownBoards } from '../last-shown';
import { base64ToBytes, bytesToBase64 } from '@/lib/base64';

export type BackupProblem = 'too-big' | 'not-json' | 'not-backup' | 'newer' | 'damaged' | 'unavailable' | 'quota';

export class BackupError extends Error {
  constructor(
    readonly problem: BackupProblem,
    readonly detail = '',
  ) {
    super(`Backup refused (${problem}) ${detail}`);
    this.name = 'BackupError';
  }
}

async function openOrFail(): Promise<AcenoDb> {
  const db = await database();
  if (!db) throw new BackupError('unavailable');
  return db;
}

async function toBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

function fromBase64(data: string, type: string): Blob {
  return new Blob([base64ToBytes(data)], { type });
}

export async function makeBackup(now = Date.now()): Promise<Backup> {
  const db = await openOrFail();
  const [boards, categories, cards, media, uses, settings, recordings] = await db.transaction(
    'r',
    [db.boards, db.boardCategories, db.boardCards, db.boardMedia, db.boardUses, db.settings, db.recordings],
    () =>
      Promise.all([
        db.boards.toArray(),
        db.boardCategories.toArray(),
        db.boardCards.toArray(),
        db.boardMedia.toArray(),
        db.boardUses.toArray(),
        db.settings.toArray(),
        db.recordings.toArray(),
      ]),
  );
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now,
    data: {
      boards,
      categories,
      cards,
      media: await Promise.all(
        media.map(async (m) => {
          const license = textFields(m.license);
          return { id: m.id, kind: m.kind, type: m.blob.type || 'application/octet-stream', data: await toBase64(m.blob), createdAt: m.createdAt, ...(license ? { license } : {}) };
        }),
      ),
      uses,
      settings: settings.filter((row) => !isDeviceOnlySetting(row.key)),
      recordings: await Promise.all(recordings.map(async (r) => ({ lang: r.lang, text: r.text, type: r.audio.type || 'audio/webm', data: await toBase64(r.audio), createdAt: r.createdAt }))),
    },
  };
  // What is written is what a restore accepts: rows that would be refused (garbage) are left out.
  const rows = backupSchema.safeParse(backup);
  return rows.success ? rows.data : dropUnreadable(backup);
}

function dropUnreadable(backup: { data: Record<string, unknown[]> } & Record<string, unknown>): Backup {
  const data = Object.fromEntries(
    Object.entries(BACKUP_ROWS).map(([key, row]) => [key, (backup.data[key] ?? []).filter((item) => row.safeParse(item).success)]),
  );
  return backupSchema.parse({ ...backup, data });
}

export function backupFileName(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `aceno-copia-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function backupBlob(backup: Backup): Blob {
  return new Blob([JSON.stringify(backup)], { type: 'application/json' });
}

/** Reads and checks a file; throws a BackupError saying what is wrong with it. Nothing is changed. */
export async function readBackupFile(file: Blob): Promise<Backup> {
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-big');
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new BackupError('not-json');
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== BACKUP_FORMAT) throw new BackupError('not-backup');
  const version = (json as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION) throw new BackupError('newer');
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError('damaged', issue ? `${issue.path.join('.')}: ${issue.message}` : '');
  }
  const media = new Set(parsed.data.data.media.map((m) => m.id));
  const boards = new Set(parsed.data.data.boards.map((b) => b.id));
  for (const card of parsed.data.data.cards) {
    if (!boards.has(card.boardId)) throw new BackupError('damaged', `card ${card.id} of a missing board`);
    const image = card.symbol.kind === 'image' ? card.symbol.mediaId : null;
    if ((image && !media.has(image)) || (card.recordingId && !media.has(card.recordingId))) {
      throw new BackupError('damaged', `card ${card.id} names missing media`);
    }
  }
  return parsed.data;
}

export interface BackupSummary {
  createdAt: number;
  boards: number;
  cards: number;
  photos: number;
  recordings: number;
  settings: number;
}

export function summarise(backup: Backup): BackupSummary {
  const { data } = backup;
  return {
    createdAt: backup.createdAt,
    boards: data.boards.length,
    cards: data.cards.length,
    photos: data.media.filter((m) => m.kind === 'image').length,
    recordings: data.media.filter((m) => m.kind === 'audio').length + data.recordings.length,
    settings: data.settings.length,
  };
}

/**
 * Replaces the boards, media, word recordings and settings (but the caregiver lock) with the backup's. The boards a
 * therapist made for their patients on this device stay (with their cards, photos, sounds and counts) unless the
 * backup has the same board: a family's backup never carries the professional area's records, so restoring one must
 * not leave those patients with links to boards that are gone.
 */
export async function restoreBackup(backup: Backup): Promise<void> {
  const db = await openOrFail();
  const { data } = backup;
  // A backup may come from anyone: a picture is kept only as a picture (an SVG as the PNG drawn from it), a sound
  // only as a sound; what is neither is left out and its card keeps its words.
  const media = (
    await Promise.all(
      data.media.map(async (m) => {
        const blob = await safeMedia(fromBase64(m.data, m.type), m.kind);
        return blob ? [{ id: m.id, kind: m.kind, blob, createdAt: m.createdAt, ...(m.license ? { license: m.license } : {}) }] : [];
      }),
    )
  ).flat();
  const recordings = data.recordings.filter((r) => r.type.toLowerCase().startsWith('audio/')).map((r) => ({ lang: r.lang, text: r.text, audio: fromBase64(r.data, r.type), createdAt: r.createdAt }));
  const restored = new Set(data.boards.map((board) => board.id));
  try {
    await db.transaction(
      'rw',
      [db.boards, db.boardCategories, db.boardCards, db.boardMedia, db.boardUses, db.settings, db.recordings, db.patientBoards],
      async () => {
        const kept = new Set(
          (await db.patientBoards.toArray()).flatMap((link) => (typeof link?.boardId === 'string' && !restored.has(link.boardId) ? [link.boardId] : [])),
        );
        const keptCards = (await db.boardCards.toArray()).filter((card) => kept.has(card.boardId));
        const keptCategories = (await db.boardCategories.toArray()).filter((category) => kept.has(category.boardId));
        const keptMedia = new Set(
          [
            ...keptCards.flatMap((card) => [card.symbol?.kind === 'image' ? card.symbol.mediaId : null, card.recordingId ?? null]),
            ...keptCategories.flatMap((category) => [category.symbol?.kind === 'image' ? category.symbol.mediaId : null, category.scene?.picture.kind === 'image' ? category.scene.picture.mediaId : null]),
          ].filter((id): id is string => !!id),
        );
        await Promise.all([
          db.boards.filter((board) => !kept.has(board.id)).delete(),
          db.boardCategories.filter((category) => !kept.has(category.boardId)).delete(),
          db.boardCards.filter((card) => !kept.has(card.boardId)).delete(),
          db.boardMedia.filter((item) => !keptMedia.has(item.id)).delete(),
          db.boardUses.filter((use) => !kept.has(use.boardId)).delete(),
          db.recordings.clear(),
        ]);
        const keep = (await db.settings.toArray()).filter((row) => isDeviceOnlySetting(row.key));
        await db.settings.clear();
        await db.settings.bulkPut([...data.settings.filter((row) => !isDeviceOnlySetting(row.key)), ...keep]);
        await db.boards.bulkPut(data.boards);
        await db.boardCategories.bulkPut(data.categories);
        await db.boardCards.bulkPut(data.cards);
        await db.boardMedia.bulkPut(media);
        await db.boardUses.bulkPut(data.uses);
        await db.recordings.bulkAdd(recordings);
      },
    );
    // The copies of the boards last shown are the old device's: the next start reads the restored ones.
    forgetShownBoards();
  } catch (error) {
    const quota = error instanceof Error && (error.name === 'QuotaExceededError' || /quota/i.test(error.message));
    throw new BackupError(quota ? 'quota' : 'unavailable', String(error));
  }
}

/** A licence's text fields (a board file's licence may hold other values; a backup keeps only its words). */
function textFields(licence: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!licence) return undefined;
  const fields = Object.entries(licence).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= 100 && entry[1].length <= 1000);
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}
