// Owns: reaching the browser's localStorage safely, for the few values read synchronously before the first paint or
// kept outside the database (theme, language, visitor session, the last-shown board, small caches). Some browsers
// throw on merely reading `localStorage` (storage turned off, a sandboxed frame) and any write may meet a full quota:
// here that means "not there" and "not kept", never an exception.

/** The page's localStorage, or undefined where the browser refuses it. */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A key's value, or null when absent or unreadable. `store` is the page's localStorage unless another is given (a
 * test's, or null for none); `what`, when given, names the value in the console's warning when reading was refused.
 */
export function readLocal(key: string, store: Pick<Storage, 'getItem'> | null | undefined = localStore(), what?: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch (error) {
    if (what) console.warn(`Could not read ${what}`, error);
    return null;
  }
}

/** Keeps a value; false when it could not be kept (full, refused). `store` and `what` as for readLocal. */
export function writeLocal(key: string, value: string, store: Pick<Storage, 'setItem'> | null | undefined = localStore(), what?: string): boolean {
  try {
    store?.setItem(key, value);
    return store != null;
  } catch (error) {
    if (what) console.warn(`Could not keep ${what}`, error);
    return false;
  }
}

/** Removes a key; nothing happens when storage is refused. `store` as for readLocal. */
export function removeLocal(key: string, store: Pick<Storage, 'removeItem'> | null | undefined = localStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Refused: there is nothing kept to remove.
  }
}
