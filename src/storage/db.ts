// The one Dexie database of the app: settings, first-use flags and visits (later: profiles, boards, caches, sync).
// Loaded lazily so IndexedDB code is not part of the first paint.
import Dexie, { type EntityTable } from 'dexie';

export interface SettingRow {
  key: string;
  value: unknown;
}

export interface FlagRow {
  key: string;
  /** When the flag was set (ms since epoch). */
  at: number;
}

export interface VisitRow {
  id?: number;
  sessionId: string;
  path: string;
  startedAt: number;
  /** Seconds on the page; absent until the visitor leaves it. */
  duration?: number;
}

export type AcenoDb = Dexie & {
  settings: EntityTable<SettingRow, 'key'>;
  flags: EntityTable<FlagRow, 'key'>;
  visits: EntityTable<VisitRow, 'id'>;
};

export const DB_NAME = 'aceno';

export function openDb(name = DB_NAME): AcenoDb {
  const db = new Dexie(name) as AcenoDb;
  // Do not change existing versions: keys and indexes need a new version with an upgrade for stored data.
  db.version(1).stores({
    settings: 'key',
    flags: 'key',
    visits: '++id, [sessionId+path], startedAt',
  });
  return db;
}
