// "After the first screen": the page's load event, then the browser's first idle moment (at most a second later).
// What the first card does not need (the offline app's update notice) waits for it.
import { useEffect, useState } from 'react';

let idle: Promise<void> | null = null;

export function whenPageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/** False until the page is idle after its first screen. */
export function usePageIdle(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageIdle().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}
