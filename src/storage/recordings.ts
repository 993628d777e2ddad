// The user's own recordings of words and phrases (the `recordings` table), found by language and by the
// text as matched: trimmed, lower-case, single spaces — so "  Quero  ÁGUA " finds the clip of "quero água".
import type { Lang } from '@/i18n/language';
import type { RecordingRow } from './db';
import { database, write } from './store';

/** The stored form of a recording's text. Accents are kept: "pão" and "pao" are different words. */
export function normalizeRecordingText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The newest recording of this text in this language, or undefined (also when storage is unavailable). */
export async function findRecording(text: string, lang: Lang): Promise<RecordingRow | undefined> {
  const key = normalizeRecordingText(text);
  if (!key) return undefined;
  const db = await database();
  if (!db) return undefined;
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
}

export async function deleteRecording(text: string, lang: Lang): Promise<void> {
  const key = normalizeRecordingText(text);
  await write((db) => db.recordings.where('[lang+text]').equals([lang, key]).delete());
}
