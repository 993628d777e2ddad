// When to offer a new version and when to reload for it. The reload happens only after the user pressed Update,
// and only once the app has been quiet (no speech, no full-screen card) for a moment — never mid-sentence.
// Pure: the service worker side (workbox-window), the quiet signal, the timers and the reload come in.

/** The part of workbox-window's Workbox used here. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

/** Whether speech is playing or a full-screen card is open, and a way to hear when that changes. */
export interface QuietSignal {
  busy(): boolean;
  subscribe(listener: () => void): () => void;
}

export type UpdateState = 'none' | 'available' | 'updating' | 'dismissed';

/** Quiet must last this long: sequences (guided and inclusive sentences) pause up to 700 ms between words. */
export const QUIET_MS = 1200;

export interface UpdatePromptOptions {
  source: UpdateSource;
  quiet: QuietSignal;
  reload: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface UpdatePrompt {
  state(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** The user pressed Update. */
  accept(): void;
  /** The user closed the notice; it comes back with the next version or the next visit. */
  dismiss(): void;
}

export function createUpdatePrompt({ source, quiet, reload, setTimer = setTimeout, clearTimer = (t) => clearTimeout(t as number) }: UpdatePromptOptions): UpdatePrompt {
  let state: UpdateState = 'none';
  let accepted = false;
  // Another tab already switched to the new version: this page runs the old code under the new worker.
  let newWorkerInControl = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  source.addEventListener('waiting', () => {
    if (state !== 'updating') set('available');
  });
  source.addEventListener('controlling', (event) => {
    if (accepted) return reload();
    // The first install takes control without being an update: nothing to offer.
    if (!event.isUpdate) return;
    newWorkerInControl = true;
    if (state !== 'updating') set('available');
  });

  function proceed(): void {
    accepted = true;
    if (newWorkerInControl) reload();
    // The waiting worker takes over; its 'controlling' event reloads the page.
    else source.messageSkipWaiting();
  }

  function whenQuiet(run: () => void): void {
    let timer: unknown = null;
    let stop: () => void = () => {};
    const check = () => {
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (quiet.busy()) return;
      timer = setTimer(() => {
        if (quiet.busy()) return;
        stop();
        run();
      }, QUIET_MS);
    };
    stop = quiet.subscribe(check);
    check();
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept() {
      if (state !== 'available') return;
      set('updating');
      whenQuiet(proceed);
    },
    dismiss() {
      if (state === 'available') set('dismissed');
    },
  };
}
