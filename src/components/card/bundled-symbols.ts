// Which emoji have a bundled symbol. The list grows with the vocabulary, so it is its own chunk, fetched as the app
// starts instead of riding in the entry; until it arrives (or if it cannot), symbols show as native emoji.
import { useSyncExternalStore } from 'react';

let bundled: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export const bundledSymbolsLoaded: Promise<void> = import('virtual:symbols').then(
  (module) => {
    bundled = module.default;
    for (const listener of listeners) listener();
  },
  () => undefined,
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const current = () => bundled;

export function useBundledSymbols(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, current, current);
}
