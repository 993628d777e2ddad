// Flushes the outbox to the backend (spec 000 §7; nothing lost offline, nothing sent twice): on start, shortly
// after a record is queued, and when the browser comes back online. One flush at a time, in this tab and across
// tabs (Web Locks); records leave the outbox only once the server accepted them; failures back off.
import {
  connectOutbox,
  countOutboxAttempt,
  removeFromOutbox,
  takeOutboxBatch,
  trimOutbox,
  type OutboxItem,
} from '@/storage/outbox';
import { sendOutboxItems, sendVisitEndOnExit, type SendOutcome } from './analytics';
import { backendConfig } from './config';
import { isOffline } from './network';

const FLUSH_DEBOUNCE_MS = 1000;
/** Waits after the 1st, 2nd, 3rd and later failures in a row. */
export const BACKOFF_MS = [5_000, 30_000, 120_000];
const BATCH_SIZE = 50;
/** The most records kept waiting; beyond it the oldest go (a backend refusing everything for a long time). */
const MAX_QUEUED = 5000;
const LOCK_NAME = 'aceno-outbox-flush';

export type FlushResult = 'done' | 'failed' | 'offline' | 'busy';

export interface OutboxSyncOptions {
  send?: (items: OutboxItem[]) => Promise<SendOutcome>;
  debounceMs?: number;
  backoffMs?: number[];
  batchSize?: number;
  now?: () => number;
}

export interface OutboxSync {
  /** Sends everything queued now (joins a flush already running). */
  flush(): Promise<FlushResult>;
  /** Plans a flush after `delayMs`, or later while backing off after a failure. */
  schedule(delayMs?: number): void;
  /** The browser is back online: try at once, whatever the back-off. */
  online(): void;
  stop(): void;
}

/** Runs `work` holding the cross-tab lock, or answers 'busy' when another tab holds it. */
function withLock(work: () => Promise<FlushResult>): Promise<FlushResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return work();
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
}

export function createOutboxSync(options: OutboxSyncOptions = {}): OutboxSync {
  const {
    send = (items) => sendOutboxItems(items),
    debounceMs = FLUSH_DEBOUNCE_MS,
    backoffMs = BACKOFF_MS,
    batchSize = BATCH_SIZE,
    now = Date.now,
  } = options;
  let running: Promise<FlushResult> | null = null;
  let failures = 0;
  let retryAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;
  let stopped = false;

  function schedule(delayMs = debounceMs): void {
    if (stopped) return;
    const at = Math.max(now() + delayMs, retryAt);
    if (timer !== undefined && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      void flush();
    }, at - now());
  }

  function failed(): FlushResult {
    failures += 1;
    retryAt = now() + (backoffMs[Math.min(failures, backoffMs.length) - 1] ?? 0);
    schedule(0);
    return 'failed';
  }

  async function flushAll(): Promise<FlushResult> {
    if (isOffline()) return 'offline';
    await trimOutbox(MAX_QUEUED);
    // Kinds left for later in this flush: a professional's rows while they are signed out.
    const skip = new Set<string>();
    for (;;) {
      const items = await takeOutboxBatch(batchSize, skip);
      if (items.length === 0) break;
      let outcome: SendOutcome;
      try {
        outcome = await send(items);
      } catch (error) {
        console.warn('Sending analytics failed', error);
        outcome = { accepted: [], refused: [], retryLater: true };
      }
      const done = new Set([...outcome.accepted, ...outcome.refused]);
      await removeFromOutbox([...done]);
      if (outcome.retryLater) {
        await countOutboxAttempt(items.filter((item) => !done.has(item.id)).map((item) => item.id));
        return failed();
      }
      if (outcome.waiting?.length) skip.add('proRow');
      // A sender that neither accepts nor asks to retry would loop for ever on the same batch.
      else if (done.size === 0) break;
    }
    failures = 0;
    retryAt = 0;
    return 'done';
  }

  function flush(): Promise<FlushResult> {
    running ??= withLock(flushAll)
      .then((result) => {
        // Another tab is flushing the shared outbox: look again later in case it missed what this tab just queued.
        // Offline: the online event brings the next try, and this one in case the browser never sends it.
        if (result === 'busy' || result === 'offline') schedule(backoffMs[0]);
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    flush,
    schedule,
    online() {
      retryAt = 0;
      schedule(0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

let started: OutboxSync | null = null;

/**
 * Connects the outbox at app start. With no backend configured the outbox is switched off (it never grows) and
 * nothing else happens; otherwise queued records are sent now, after each new one and whenever the browser is
 * back online. Returns the sync, or null without a backend.
 */
export function startBackendSync(): OutboxSync | null {
  if (started) return started;
  if (!backendConfig()) {
    void connectOutbox(null);
    return null;
  }
  const sync = createOutboxSync();
  started = sync;
  // Set before the app's own pagehide listeners run (capture listeners come first at the target), so the visit end
  // they queue is also sent at once.
  let closing = false;
  window.addEventListener('pagehide', () => (closing = true), { capture: true });
  window.addEventListener('pageshow', () => (closing = false));
  void connectOutbox((item) => {
    if (closing && item.kind === 'visitEnd') sendVisitEndOnExit(item);
    sync.schedule();
  });
  window.addEventListener('online', () => sync.online());
  sync.schedule(0);
  return sync;
}
