// The backup file: one JSON document with the boards, their photos and recordings, the recordings of words, and the
// settings (input profile included) of a device. Checked whole before anything is replaced; a file from another
// app, a newer version or a damaged copy is refused.
import { z } from '@/config/zod';
import { boardRowSchema, cardRowSchema, categoryRowSchema } from '../model';

export const BACKUP_FORMAT = 'aceno-backup';
export const BACKUP_VERSION = 1;
/** A backup bigger than this is not read (a family's boards with photos are a few MB to tens of MB). */
export const MAX_BACKUP_BYTES = 300 * 1024 * 1024;

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'));
const mime = z.string().check(z.maxLength(100), z.regex(/^[\w.+-]+\/[\w.+-]+(;[^;]*)*$/, 'not a media type'));

export const backupMediaSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.enum(['image', 'audio']),
  type: mime,
  data: base64,
  createdAt: z.number(),
  /** A picture's licence (a board file's, an ARASAAC pictogram's): text fields only, kept and shown. */
  license: z.optional(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(1000)))),
});

/** Each list of the backup and the shape of its rows. */
export const BACKUP_ROWS = {
  boards: boardRowSchema,
  categories: categoryRowSchema,
  cards: cardRowSchema,
  media: backupMediaSchema,
  uses: z.object({ boardId: z.string().check(z.maxLength(100)), cardId: z.string().check(z.maxLength(100)), count: z.int().check(z.minimum(0)), lastUsedAt: z.number() }),
  settings: z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)), value: z.unknown() }),
  recordings: z.object({ lang: z.string().check(z.regex(/^[a-z]{2,3}$/)), text: z.string().check(z.minLength(1), z.maxLength(1000)), type: mime, data: base64, createdAt: z.number() }),
} as const;
type RowKey = keyof typeof BACKUP_ROWS;

/** Most rows of each kind a backup may hold. */
const MAX_ROWS = 500_000;

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.number(),
  data: z.object(
    Object.fromEntries(Object.entries(BACKUP_ROWS).map(([key, row]) => [key, z.array(row).check(z.maxLength(MAX_ROWS))])) as {
      [K in RowKey]: z.ZodMiniArray<(typeof BACKUP_ROWS)[K]>;
    },
  ),
});
export type Backup = z.infer<typeof backupSchema>;

/**
 * Settings that stay with the device, not the backup: the caregiver lock is this device's, and so is a professional's
 * account and session (a family's backup never carries a therapist's password hash, nor signs anyone in).
 */
export const DEVICE_ONLY_SETTINGS = new Set(['caregiver-lock', 'caregiver-lock-attempts']);

/** Kept off backups and kept on restore: the caregiver lock, and everything of the professional area (its account, its patients' choices). */
export const isDeviceOnlySetting = (key: string): boolean => DEVICE_ONLY_SETTINGS.has(key) || key.startsWith('professional-');
