// Reads and writes the app's IndexedDB directly, as a browser would hold it, for tests about stored data.
import type { Page } from '@playwright/test';

/**
 * Waits until the app has created its database (it opens it once the page is idle after its first screen): opening
 * it first from a test would create an empty one, without the app's stores.
 */
async function appDatabase(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await indexedDB.databases()).some((db) => db.name === 'aceno' && (db.version ?? 0) > 1), undefined, {
    timeout: 15_000,
  });
}

export async function readStore<T = unknown>(page: Page, store: string): Promise<T[]> {
  await appDatabase(page);
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('aceno');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

export async function putRows(page: Page, store: string, rows: unknown[]): Promise<void> {
  await appDatabase(page);
  await page.evaluate(
    ({ name, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('aceno');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(name, 'readwrite');
          for (const value of values) tx.objectStore(name).put(value);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: store, values: rows },
  );
}
