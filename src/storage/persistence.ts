// Keeping what the family made: asking the browser not to clear the app's data when space runs low, and how much
// the app keeps. Browsers without the Storage API answer "unknown" and the app works the same.
export interface StorageState {
  /** Bytes the app keeps on this device, when the browser says. */
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

let asked = false;

/** Asks once per page (the browser may grant it silently, ask the user, or refuse); resolves to the answer. */
export async function requestPersistence(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return null;
  asked = true;
  try {
    return await storage.persist();
  } catch {
    return null;
  }
}

/** After the first thing a family saves: their boards should outlive a full disk. */
export function requestPersistenceOnce(): void {
  if (!asked) void requestPersistence();
}
