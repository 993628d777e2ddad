// Owns: how every edit of the board tables is made: one transaction, a failure turned into the reason the editor
// shows (BoardWriteError), the board's updatedAt. The modules beside it (seeding, edits, media, received) use it.
import type { AcenoDb } from '@/storage/db';
import { classifyStorageError, type StorageProblem } from '@/storage/problems';
import { database } from '@/storage/store';
import { forgetShown } from './last-shown';
import { markOwnBoard } from './own-boards';

/** Why an edit could not be kept: the editor says so and the board stays as it was. */
export class BoardWriteError extends Error {
  constructor(
    readonly reason: StorageProblem | 'missing',
    cause?: unknown,
  ) {
    super(`Board edit not kept (${reason})`, { cause });
    this.name = 'BoardWriteError';
  }
}

export const newId = (): string => crypto.randomUUID();

export async function openOrFail(): Promise<AcenoDb> {
  const db = await database();
  if (!db) throw new BoardWriteError('unavailable');
  return db;
}

export async function change<T>(action: (db: AcenoDb) => Promise<T>): Promise<T> {
  const db = await openOrFail();
  try {
    return await action(db);
  } catch (error) {
    if (error instanceof BoardWriteError) throw error;
    console.warn('A board edit could not be kept', error);
    throw new BoardWriteError(classifyStorageError(error), error);
  }
}

export async function touch(db: AcenoDb, boardId: string, now: number): Promise<void> {
  // Before the write: an edit that fails leaves the page written at build time hidden, and the next start reading
  // the device, until the board is read again.
  markOwnBoard(boardId);
  forgetShown(boardId);
  const updated = await db.boards.update(boardId, { updatedAt: now });
  if (updated === 0) throw new BoardWriteError('missing');
}

export const boardTables = (db: AcenoDb) => [db.boards, db.boardCategories, db.boardCards];
