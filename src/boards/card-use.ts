// Owns: counting each card's use on this device (the editor's and the reports' usage counts). A failure is only
// logged: speaking matters more than the count.
import { database } from '@/storage/store';

/** Counts a card's use (the editor's and reports' usage count). A failure is only logged: speaking matters more. */
export async function countCardUse(boardId: string, cardId: string, now = Date.now()): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    await db.transaction('rw', db.boardUses, async () => {
      const row = await db.boardUses.get([boardId, cardId]);
      await db.boardUses.put({ boardId, cardId, count: (typeof row?.count === 'number' ? row.count : 0) + 1, lastUsedAt: now });
    });
  } catch (error) {
    console.warn('Could not count a card use', error);
  }
}
