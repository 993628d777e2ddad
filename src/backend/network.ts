// Time-boxed network steps for the backend's callers (the speech adapters, the contact form, the outbox sync): a
// backend that is slow or gone must make a tap fall through to the next voice (or the mail app) within seconds, so
// no step may wait on the network without a limit.

/** Spec 000 §9: the cache check gives up after 5000 ms; every other speech network step uses the same limit. */
export const STEP_TIMEOUT_MS = 5000;

/** The message says "timed out": the spec's retry rule (§8) treats it as retryable. */
export class StepTimeout extends Error {
  override name = 'TimeoutError';
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
  }
}

/** The browser knows it has no network: asking would only make a tap wait for the error. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Runs `step` with a signal that aborts after `ms` or when `outer` aborts, and settles at that moment even if the
 * step ignores its signal (some supabase-js calls take none). Timers are plain setTimeout, so fake timers drive it.
 */
export function within<T>(what: string, ms: number, outer: AbortSignal | undefined, step: (signal: AbortSignal) => Promise<T>): Promise<T> {
  if (outer?.aborted) return Promise.reject(abortReason(outer));
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const onOuterAbort = () => {
      const reason = abortReason(outer!);
      controller.abort(reason);
      reject(reason);
    };
    const timer = setTimeout(() => {
      const error = new StepTimeout(what, ms);
      controller.abort(error);
      reject(error);
    }, ms);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    step(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
      });
  });
}

/** fetch within the step limit; the response body is read inside the limit too. */
export function fetchWithin(
  fetcher: typeof fetch,
  what: string,
  url: string,
  init: { method?: 'GET' | 'HEAD'; ms?: number; signal?: AbortSignal } = {},
): Promise<{ status: number; ok: boolean; body: Blob | null; type: string }> {
  const { method = 'GET', ms = STEP_TIMEOUT_MS, signal } = init;
  return within(what, ms, signal, async (stepSignal) => {
    let response: Response;
    try {
      response = await fetcher(url, { method, signal: stepSignal });
    } catch (error) {
      if (stepSignal.aborted) throw stepSignal.reason;
      // fetch says "Failed to fetch" / "fetch failed"; the retry rule looks for "network".
      throw new Error(`${what} network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || method === 'HEAD') {
      void response.body?.cancel().catch(() => {});
      return { status: response.status, ok: response.ok, body: null, type };
    }
    return { status: response.status, ok: true, body: await response.blob(), type };
  });
}
