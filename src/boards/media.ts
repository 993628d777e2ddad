// Cards' own photos and recordings, read from the device as object addresses for <img> and the player.
import { database } from '@/storage/store';

/** The stored blob of a photo or recording, or null when it is gone or storage is unavailable. */
export async function readMedia(id: string): Promise<Blob | null> {
  const db = await database();
  if (!db) return null;
  try {
    const row = await db.boardMedia.get(id);
    return row?.blob instanceof Blob ? row.blob : null;
  } catch (error) {
    console.warn(`Could not read stored media ${id}`, error);
    return null;
  }
}
