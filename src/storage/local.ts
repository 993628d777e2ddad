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

/** A key's value, or null when absent or unreadable. */
export function readLocal(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value; false when it could not be kept (full, refused). */
export function writeLocal(key: string, value: string): boolean {
  try {
    const store = localStore();
    store?.setItem(key, value);
    return store !== undefined;
  } catch {
    return false;
  }
}

/** Removes a key; nothing happens when storage is refused. */
export function removeLocal(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Refused: there is nothing kept to remove.
  }
}
