// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isLoadFailure, mayReloadAfterLoadFailure, RELOAD_GAP_MS, LEAVING_MS, RELOAD_KEY, reloadAfterLoadFailure } from './load-failure';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('isLoadFailure', () => {
  it('recognises the browsers’ and the bundler’s words for a code file that did not arrive', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
  });

  it('does not take a bug in a screen for a load failure', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadAfterLoadFailure', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterLoadFailure({ storage, now: 100_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(RELOAD_KEY)).toBe('100000');
  });

  it('does not reload again soon after its own reload, so a file that keeps failing cannot loop the page', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: '100000' });
    const reload = vi.fn();
    expect(reloadAfterLoadFailure({ storage, now: 100_000 + RELOAD_GAP_MS - 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterLoadFailure({ storage, now: 100_000 + RELOAD_GAP_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload while the page is being left: what a navigation away cut off is not a failure', () => {
    const reload = vi.fn();
    dispatchEvent(new Event('beforeunload'));
    const left = Date.now();
    expect(reloadAfterLoadFailure({ storage: memoryStorage(), now: left + 100, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // A navigation that did not happen (a download) is over after a while: a failure then reloads again.
    expect(reloadAfterLoadFailure({ storage: memoryStorage(), now: left + LEAVING_MS + 1, reload })).toBe(true);
  });

  it('does not reload when session storage cannot be used', () => {
    const reload = vi.fn();
    const storage = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => undefined };
    expect(reloadAfterLoadFailure({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('mayReloadAfterLoadFailure', () => {
  it('only reads: asking twice gives the same answer, and nothing is stored', () => {
    const storage = memoryStorage();
    expect(mayReloadAfterLoadFailure({ storage, now: 100_000 })).toBe(true);
    expect(mayReloadAfterLoadFailure({ storage, now: 100_000 })).toBe(true);
    expect(storage.values.size).toBe(0);
  });
});
