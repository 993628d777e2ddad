// Which emoji have a bundled symbol. The list grows with the vocabulary, so it is its own chunk, fetched as the app
// starts instead of riding in the entry; until it arrives, symbols show as native emoji. If it cannot arrive (a
// fetch cut short; the browser keeps a failed module failed for the page's life), the list is unknown (null):
// every emoji then tries its symbol image and falls back to the native emoji where there is none.
import { useSyncExternalStore } from 'react';

let bundled: ReadonlySet<string> | null = new Set();
const listeners = new Set<() => void>();

function settle(list: ReadonlySet<string> | null): void {
  bundled = list;
  for (const listener of listeners) listener();
}

export const bundledSymbolsLoaded: Promise<void> = import('virtual:symbols').then(
  (module) => settle(module.default),
  () => settle(null),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const current = () => bundled;

/** The codes with a bundled symbol, or null when the list could not load (then every emoji tries its image). */
export function useBundledSymbols(): ReadonlySet<string> | null {
  return useSyncExternalStore(subscribe, current, current);
}
