// Owns: idle time. "After the first screen": the page's load event, then the browser's first idle moment (at most a
// second later), which what the first card does not need waits for (the offline app's update notice); and one idle
// moment for a task (keeping the last-shown board, preparing speech), where WebKit has no requestIdleCallback.
import { useEffect, useState } from 'react';

/** Runs `task` in the browser's next idle moment (at most `timeoutMs` later), or right after this task where there is
 * no idle callback; returns what cancels it. */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

let idle: Promise<void> | null = null;

export function whenPageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => onIdle(resolve, 1000);
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
