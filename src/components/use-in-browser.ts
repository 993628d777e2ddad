// Owns: knowing whether a render is the browser's own, or the build's (a page written at build time) and the
// browser's first render taking that page over, which must both draw the same. What only the browser can draw (a
// portal into <body>, the window's size) waits for this to be true; it is true from the first render of any later
// screen.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
