// Reads and writes the app's IndexedDB directly, as a browser would hold it, for tests about stored data.
import { expect, type Page } from '@playwright/test';

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
  // The app may still be upgrading or seeding its database when the test writes: an attempt that fails or does not
  // answer within 5 s is tried again.
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await page.evaluate(
      ({ name, values }) =>
        new Promise<string>((resolve) => {
          const timer = setTimeout(() => resolve('no answer'), 5000);
          const done = (result: string, db?: IDBDatabase) => {
            clearTimeout(timer);
            db?.close();
            resolve(result);
          };
          const open = indexedDB.open('aceno');
          open.onerror = () => done(`open: ${String(open.error)}`);
          open.onblocked = () => done('blocked');
          open.onsuccess = () => {
            const db = open.result;
            try {
              const tx = db.transaction(name, 'readwrite');
              for (const value of values) tx.objectStore(name).put(value);
              tx.oncomplete = () => done('ok', db);
              tx.onerror = () => done(`write: ${String(tx.error)}`, db);
              tx.onabort = () => done(`aborted: ${String(tx.error)}`, db);
            } catch (error) {
              done(`write: ${String(error)}`, db);
            }
          };
        }),
      { name: store, values: rows },
    );
    if (outcome === 'ok') return;
    if (attempt >= 6) throw new Error(`could not write to ${store}: ${outcome}`);
    await page.waitForTimeout(250);
  }
}

/**
 * Waits until the board chosen for a mode is on the device: the editor says "In use" at once and stores the choice a
 * moment later, so a page loaded afresh before then would still show the built-in board (CI saw it).
 */
export async function chosenBoardSaved(page: Page, mode: 'dynamic' | 'constructor'): Promise<void> {
  await expect
    .poll(async () => (await readStore<{ key: string; value?: Record<string, unknown> }>(page, 'settings')).find((row) => row.key === 'chosen-boards')?.value?.[mode] ?? `builtin-${mode}`)
    .not.toBe(`builtin-${mode}`);
}
