// One saved setting held in memory, for code that reads it synchronously and screens that follow its changes:
// read from the store once per page, changed at once (listeners told, then saved). A change made while the first
// read is still under way is newer than what was stored, so the read does not overwrite it.
import { readSetting, writeSetting } from './store';

// Members are plain functions (no `this`), so they can be handed on as they are.
export interface SettingStore<T> {
  /** Reads the saved value once per page (later calls share the first read); resolves to the value held when it ended. */
  load: () => Promise<T>;
  /** The value now: the fallback until load() has read the saved one or set() was called. */
  get: () => T;
  /** Holds the new value at once, tells the listeners, then saves it. */
  set: (value: T) => Promise<void>;
  /** useSyncExternalStore-friendly: the listener is called after each change. */
  subscribe: (listener: () => void) => () => void;
  /** For tests: the fallback, nothing read, no listeners, as on a fresh page. */
  resetForTests: () => void;
}

/**
 * `parse` turns what was stored into a value, or undefined when it is not one (then a warning and the fallback).
 * Nothing stored gives the fallback without a warning.
 */
export function createSettingStore<T>(key: string, parse: (stored: unknown) => T | undefined, fallback: T): SettingStore<T> {
  let current = fallback;
  let loading: Promise<T> | null = null;
  let changes = 0;
  const listeners = new Set<() => void>();

  function publish(next: T): void {
    current = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    load() {
      loading ??= (async () => {
        const before = changes;
        const stored = await readSetting<unknown>(key, isAnything, undefined);
        // A choice made while the store was opening is newer than what the store held.
        if (changes === before) publish(stored === undefined ? fallback : valueOf(stored));
        return current;
      })();
      return loading;
    },
    get: () => current,
    set(value) {
      changes += 1;
      publish(value);
      return writeSetting(key, value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resetForTests() {
      current = fallback;
      loading = null;
      // Counted on, not set back: a load of the page before, still reading, then publishes nothing into this one.
      changes += 1;
      listeners.clear();
    },
  };

  function valueOf(stored: unknown): T {
    const value = parse(stored);
    if (value !== undefined) return value;
    console.warn(`Ignoring unexpected stored value for setting ${key}`, stored);
    return fallback;
  }
}

function isAnything(_value: unknown): _value is unknown {
  return true;
}
