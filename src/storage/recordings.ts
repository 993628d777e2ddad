// The user's own recordings of words and phrases (the `recordings` table), found by language and by the
// text as matched: trimmed, lower-case, single spaces — so "  Quero  ÁGUA " finds the clip of "quero água".
import { liveQuery, type Subscription } from 'dexie';
import type { Lang } from '@/i18n/language';
import type { AcenoDb, RecordingRow } from './db';
import { database, write } from './store';

// Every recorded text as `lang|text`, kept current by a live query (this tab's writes and other tabs'), so a tap on
// a text nobody recorded — nearly every tap — never waits for the database. null until first read.
let recorded: Set<string> | null = null;
let watched: { db: AcenoDb; subscription: Subscription; firstRead: Promise<void> } | null = null;

const recordedKey = (lang: Lang, text: string) => `${lang}|${text}`;

function watchRecordedTexts(db: AcenoDb): Promise<void> {
  if (watched?.db === db) return watched.firstRead;
  watched?.subscription.unsubscribe();
  recorded = null;
  let read = () => {};
  const firstRead = new Promise<void>((resolve) => (read = resolve));
  const subscription = liveQuery(() => db.recordings.orderBy('[lang+text]').keys()).subscribe({
    next: (keys) => {
      // Each key is the index's [lang, text] pair.
      recorded = new Set(keys.map((key) => (Array.isArray(key) ? `${String(key[0])}|${String(key[1])}` : '')));
      read();
    },
    error: (error: unknown) => {
      console.warn('Could not list recordings', error);
      recorded = null; // every look-up asks the database again
      read();
    },
  });
  watched = { db, subscription, firstRead };
  return firstRead;
}

/**
 * Starts keeping the recorded texts in memory now (the speech runtime does it as it starts, before the first tap),
 * so the first tap does not wait for their first read. Resolves once they have been read (or could not be).
 */
export async function watchRecordings(): Promise<void> {
  const db = await database().catch(() => null);
  if (db) await watchRecordedTexts(db);
}

/** The stored form of a recording's text. Accents are kept: "pão" and "pao" are different words. */
export function normalizeRecordingText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether this text has a recording in this language, answered from memory without waiting: null until the
 * recorded texts have been read (the caller then asks findRecording).
 */
export function isRecordedNow(text: string, lang: Lang): boolean | null {
  const key = normalizeRecordingText(text);
  if (!key) return false;
  return recorded ? recorded.has(recordedKey(lang, key)) : null;
}

/** The newest recording of this text in this language, or undefined (also when storage is unavailable). */
export async function findRecording(text: string, lang: Lang): Promise<RecordingRow | undefined> {
  const key = normalizeRecordingText(text);
  if (!key) return undefined;
  const db = await database();
  if (!db) return undefined;
  void watchRecordedTexts(db);
  if (recorded && !recorded.has(recordedKey(lang, key))) return undefined;
  try {
    const rows = await db.recordings.where('[lang+text]').equals([lang, key]).sortBy('createdAt');
    return rows.at(-1);
  } catch (error) {
    console.warn('Could not read recordings', error);
    return undefined;
  }
}

/** Keeps one recording per text and language: a new one replaces the old. */
export async function saveRecording(text: string, lang: Lang, audio: Blob, now = Date.now()): Promise<void> {
  const key = normalizeRecordingText(text);
  if (!key) return;
  await write((db) =>
    db.transaction('rw', db.recordings, async () => {
      await db.recordings.where('[lang+text]').equals([lang, key]).delete();
      await db.recordings.add({ lang, text: key, audio, createdAt: now });
    }),
  );
  // Known at once in this tab; the live query catches up (and tells the other tabs).
  recorded?.add(recordedKey(lang, key));
}

export async function deleteRecording(text: string, lang: Lang): Promise<void> {
  const key = normalizeRecordingText(text);
  await write((db) => db.recordings.where('[lang+text]').equals([lang, key]).delete());
  recorded?.delete(recordedKey(lang, key));
}
