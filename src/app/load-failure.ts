// A part of the app that did not arrive (a code file cut off, or missing from the offline copy) leaves a screen blank.
// The page's module map keeps a failed file failed until the page reloads, so the one cure is a reload: done once by
// itself — a switch or head-pointer user may have no way to press anything on a broken page — and, if the file
// fails again soon after, the screen says so and offers the reload as a button instead of reloading in a loop.
// index.html's boot guard follows the same rule, with the same key, for the app's first files.

/** Session key holding when the app last reloaded itself after a load failure (shared with index.html). */
export const RELOAD_KEY = 'aceno-reload-after-load-failure';
/** A second failure sooner than this after a reload is shown, not reloaded again. */
export const RELOAD_GAP_MS = 15_000;

/** Whether `error` says a code file failed to load (as browsers and the bundler's preload word it), not a bug. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message);
}

/**
 * How long after a navigation away begins (beforeunload) a failed file is taken for the page being left: the browser
 * cuts off what the page was still loading (Firefox reports it as a failed import), and a reload then would cancel
 * the navigation the person asked for. A navigation that did not happen (a download) is over by then.
 */
export const LEAVING_MS = 5000;
let leftAt = -Infinity;
if (typeof addEventListener === 'function') addEventListener('beforeunload', () => (leftAt = Date.now()));

interface Options {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
}

/**
 * Whether the page may reload itself now: it has not done so for a load failure in the last RELOAD_GAP_MS. The mark
 * lives in sessionStorage (this tab only, unlike src/storage/local.ts's values), and a refused one means "may not":
 * a reload loop could not be told apart.
 */
export function mayReloadAfterLoadFailure({ storage, now = Date.now() }: Omit<Options, 'reload'> = {}): boolean {
  if (now >= leftAt && now - leftAt < LEAVING_MS) return false;
  try {
    const last = Number((storage ?? sessionStorage).getItem(RELOAD_KEY)) || 0;
    return now - last >= RELOAD_GAP_MS;
  } catch {
    return false; // no usable session storage: a loop could not be told apart
  }
}

/** Reloads the page if it may (see mayReloadAfterLoadFailure), remembering when. Returns whether it reloads. */
export function reloadAfterLoadFailure({ storage, now = Date.now(), reload = () => location.reload() }: Options = {}): boolean {
  if (!mayReloadAfterLoadFailure({ storage, now })) return false;
  try {
    (storage ?? sessionStorage).setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
