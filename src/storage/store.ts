// Typed access to settings and flags. Every read validates what it finds: a corrupt or unexpected value is
// ignored with a warning and the default is used; a failing database falls back to memory for this visit.
import type { AcenoDb, FlagRow, SettingRow } from './db';
import { classifyStorageError, reportStorageProblem } from './problems';

let dbPromise: Promise<AcenoDb | null> | null = null;
const memorySettings = new Map<string, unknown>();
const memoryFlags = new Set<string>();

export function database(): Promise<AcenoDb | null> {
  dbPromise ??= import('./db')
    .then(async ({ openDb }) => {
      const db = openDb();
      await db.open();
      return db;
    })
    .catch((error: unknown) => {
      reportStorageProblem('unavailable', error);
      return null;
    });
  return dbPromise;
}

/** For tests: forget the open database so the next call opens a fresh one. */
export function resetDatabaseForTests(): void {
  dbPromise = null;
  memorySettings.clear();
  memoryFlags.clear();
}

export async function readSetting<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): Promise<T> {
  const db = await database();
  let row: SettingRow | undefined;
  try {
    row = db ? await db.settings.get(key) : undefined;
  } catch (error) {
    console.warn(`Could not read setting ${key}`, error);
  }
  const value = row ? row.value : memorySettings.get(key);
  if (value === undefined) return fallback;
  if (isValid(value)) return value;
  console.warn(`Ignoring unexpected stored value for setting ${key}`, value);
  return fallback;
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  memorySettings.set(key, value);
  await write((db) => db.settings.put({ key, value }));
}

export async function hasFlag(key: string): Promise<boolean> {
  if (memoryFlags.has(key)) return true;
  const db = await database();
  try {
    const row: FlagRow | undefined = db ? await db.flags.get(key) : undefined;
    if (row && typeof row.at !== 'number') console.warn(`Flag ${key} has an unexpected shape; treating it as set`, row);
    return row !== undefined;
  } catch (error) {
    console.warn(`Could not read flag ${key}`, error);
    return false;
  }
}

export async function setFlag(key: string): Promise<void> {
  memoryFlags.add(key);
  await write((db) => db.flags.put({ key, at: Date.now() }));
}

export async function write(action: (db: AcenoDb) => Promise<unknown>): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    await action(db);
  } catch (error) {
    reportStorageProblem(classifyStorageError(error), error);
  }
}
