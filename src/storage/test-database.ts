// Test set-up for every unit test that touches the local database (fake IndexedDB): each test starts on an empty
// database, and the connection it opened is closed after it. Test code only: nothing in the app imports it.
import { openDb } from './db';
import { database, resetDatabaseForTests } from './store';

export async function emptyDatabaseForTest(): Promise<void> {
  resetDatabaseForTests();
  const db = openDb();
  await db.delete();
  db.close();
}

export async function closeDatabaseAfterTest(): Promise<void> {
  (await database())?.close();
}
