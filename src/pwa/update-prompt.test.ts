import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdatePrompt, QUIET_MS, type QuietSignal, type UpdateSource } from './update-prompt';

/** A stand-in for workbox-window's Workbox: the test fires its events. */
function fakeWorkbox() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const source: UpdateSource & { skipWaitingSent: number } = {
    skipWaitingSent: 0,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting() {
      this.skipWaitingSent += 1;
    },
  };
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) => listeners.get(type)?.forEach((l) => l(event));
  return { source, fire };
}

function fakeQuiet() {
  let busy = false;
  const listeners = new Set<() => void>();
  const signal: QuietSignal = {
    busy: () => busy,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    signal,
    set(next: boolean) {
      busy = next;
      listeners.forEach((l) => l());
    },
  };
}

function setup() {
  const workbox = fakeWorkbox();
  const quiet = fakeQuiet();
  const reload = vi.fn();
  const prompt = createUpdatePrompt({ source: workbox.source, quiet: quiet.signal, reload });
  return { workbox, quiet, reload, prompt };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the new-version prompt', () => {
  it('offers nothing on a first install, whose worker takes control without being an update', () => {
    const { workbox, prompt, reload } = setup();
    workbox.fire('controlling', { isUpdate: false });
    expect(prompt.state()).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers the update when a new worker is waiting, and never reloads by itself', () => {
    const { workbox, prompt, reload } = setup();
    const seen: string[] = [];
    prompt.subscribe(() => seen.push(prompt.state()));
    workbox.fire('waiting', { isUpdate: true });
    expect(prompt.state()).toBe('available');
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.source.skipWaitingSent).toBe(0);
    expect(seen).toEqual(['available']);
  });

  it('on Update when all is quiet, activates the new worker and reloads once it is in control', () => {
    const { workbox, prompt, reload } = setup();
    workbox.fire('waiting', { isUpdate: true });
    prompt.accept();
    expect(prompt.state()).toBe('updating');
    vi.advanceTimersByTime(QUIET_MS);
    expect(workbox.source.skipWaitingSent).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a sentence (and the pauses between its words) to end before switching', () => {
    const { workbox, prompt, quiet, reload } = setup();
    workbox.fire('waiting', { isUpdate: true });
    quiet.set(true);
    prompt.accept();
    vi.advanceTimersByTime(10_000);
    expect(workbox.source.skipWaitingSent).toBe(0);
    // A word ends, the next starts 500 ms later: still the same sentence.
    quiet.set(false);
    vi.advanceTimersByTime(500);
    quiet.set(true);
    vi.advanceTimersByTime(QUIET_MS);
    expect(workbox.source.skipWaitingSent).toBe(0);
    quiet.set(false);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(workbox.source.skipWaitingSent).toBe(0);
    vi.advanceTimersByTime(1);
    expect(workbox.source.skipWaitingSent).toBe(1);
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Not now hides the notice without switching; a later version offers again', () => {
    const { workbox, prompt, reload } = setup();
    workbox.fire('waiting', { isUpdate: true });
    prompt.dismiss();
    expect(prompt.state()).toBe('dismissed');
    prompt.accept();
    vi.advanceTimersByTime(QUIET_MS);
    expect(workbox.source.skipWaitingSent).toBe(0);
    workbox.fire('waiting', { isUpdate: true });
    expect(prompt.state()).toBe('available');
    expect(reload).not.toHaveBeenCalled();
  });

  it('when another tab already switched, offers a reload and does it only on Update', () => {
    const { workbox, prompt, reload } = setup();
    workbox.fire('controlling', { isUpdate: true });
    expect(prompt.state()).toBe('available');
    expect(reload).not.toHaveBeenCalled();
    prompt.accept();
    vi.advanceTimersByTime(QUIET_MS);
    expect(workbox.source.skipWaitingSent).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
