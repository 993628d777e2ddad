// The spec's text-to-speech request queue (§4, §9): 2 at a time, 500 ms between starts, 2 retries with
// 2^n s back-off on retryable messages, and a 1000 ms per-text cooldown that shares one request's result.
export type RequestState = 'queued' | 'processing' | 'retried' | 'resolved' | 'rejected';
export interface QueueEvent { id: number; key: string; state: RequestState; attempt: number; at: number }

export interface QueueOptions<Req> {
  /** What makes two requests "the same text" for the cooldown; JSON of the request by default. */
  key?: (request: Req) => string;
  concurrency?: number;
  spacingMs?: number;
  maxRetries?: number;
  /** Wait before retry n (1-based): 2^n s, so 2 s then 4 s. */
  backoffMs?: (retry: number) => number;
  cooldownMs?: number;
  isRetryable?: (error: unknown) => boolean;
  /** Every state change, for tests and diagnostics. */
  onEvent?: (event: QueueEvent) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** false for warm-ups: they wait behind every request someone is waiting to hear. */
  urgent?: boolean;
}

export interface RequestQueue<Req, Res> {
  request(request: Req, options?: RequestOptions): Promise<Res>;
  counts(): { waiting: number; processing: number };
}

/** The spec's retry rule: the message mentions 400, timeout (or "timed out"), network or connection. */
export function isRetryableMessage(message: string): boolean {
  return /(^|\D)400(\D|$)|time[ -]?out|timed out|network|connection/i.test(message);
}

function retryableError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof Error && 'retryable' in error && error.retryable === true) return true;
  return isRetryableMessage(error instanceof Error ? error.message : String(error));
}

interface Job<Req, Res> {
  id: number; key: string; request: Req; urgent: boolean; createdAt: number;
  state: RequestState; attempt: number; subscribers: number;
  controller: AbortController; timer?: ReturnType<typeof setTimeout>;
  promise: Promise<Res>; settle(state: 'resolved' | 'rejected', value: unknown): void;
}

export function createRequestQueue<Req, Res>(
  run: (request: Req, signal: AbortSignal) => Promise<Res>,
  options: QueueOptions<Req> = {},
): RequestQueue<Req, Res> {
  const { key = (r: Req) => JSON.stringify(r), concurrency = 2, spacingMs = 500, maxRetries = 2, cooldownMs = 1000 } = options;
  const backoffMs = options.backoffMs ?? ((n: number) => 2 ** n * 1000);
  const isRetryable = options.isRetryable ?? retryableError;
  const waiting: Job<Req, Res>[] = [];
  const recent = new Map<string, Job<Req, Res>>();
  let processing = 0;
  let lastStart = -Infinity;
  let pumpTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;

  const emit = (job: Job<Req, Res>, state: RequestState) => {
    job.state = state;
    options.onEvent?.({ id: job.id, key: job.key, state, attempt: job.attempt, at: Date.now() });
  };

  // Urgent jobs go before warm-ups; a job back from its back-off goes first within its class.
  const enqueue = (job: Job<Req, Res>, ahead: boolean) => {
    const firstWarmUp = waiting.findIndex((j) => !j.urgent);
    const endOfUrgent = firstWarmUp === -1 ? waiting.length : firstWarmUp;
    waiting.splice(job.urgent ? (ahead ? 0 : endOfUrgent) : ahead ? endOfUrgent : waiting.length, 0, job);
  };

  const pump = () => {
    if (pumpTimer !== undefined) return;
    while (processing < concurrency && waiting.length > 0) {
      const wait = lastStart + spacingMs - Date.now();
      if (wait > 0) return void (pumpTimer = setTimeout(() => { pumpTimer = undefined; pump(); }, wait));
      attempt(waiting.shift()!);
    }
  };

  const attempt = (job: Job<Req, Res>) => {
    processing++;
    lastStart = Date.now();
    job.attempt++;
    emit(job, 'processing');
    let released = false;
    const release = () => { if (!released) { released = true; processing--; pump(); } };
    // A cancelled job frees its slot at once; its late answer is ignored.
    job.controller.signal.addEventListener('abort', release, { once: true });
    run(job.request, job.controller.signal).then(
      (value) => { release(); if (job.state === 'processing') job.settle('resolved', value); },
      (error: unknown) => {
        release();
        if (job.state !== 'processing') return;
        if (job.attempt <= maxRetries && isRetryable(error)) {
          emit(job, 'retried');
          job.timer = setTimeout(() => { job.timer = undefined; enqueue(job, true); pump(); }, backoffMs(job.attempt));
        } else job.settle('rejected', error);
      },
    );
  };

  const cancel = (job: Job<Req, Res>, reason: unknown) => {
    if (job.state === 'resolved' || job.state === 'rejected') return;
    const index = waiting.indexOf(job);
    if (index !== -1) waiting.splice(index, 1);
    clearTimeout(job.timer);
    if (recent.get(job.key) === job) recent.delete(job.key);
    job.settle('rejected', reason);
    job.controller.abort(reason);
  };

  const create = (request: Req, id: string, urgent: boolean): Job<Req, Res> => {
    const job = { id: nextId++, key: id, request, urgent, createdAt: Date.now(), state: 'queued', attempt: 0, subscribers: 0, controller: new AbortController() } as Job<Req, Res>;
    job.promise = new Promise<Res>((resolve, reject) => {
      job.settle = (state, value) => { emit(job, state); if (state === 'resolved') resolve(value as Res); else reject(value); };
    });
    job.promise.catch(() => {}); // every caller gets its own chain; this one only silences the shared original
    return job;
  };

  const subscribe = (job: Job<Req, Res>, signal: AbortSignal | undefined): Promise<Res> => {
    job.subscribers++;
    if (!signal) return job.promise;
    return new Promise<Res>((resolve, reject) => {
      // The shared request is cancelled only when every caller waiting for it has given up.
      const onAbort = () => { reject(signal.reason); if (--job.subscribers === 0) cancel(job, signal.reason); };
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      job.promise.then((v) => { done(); resolve(v); }, (e: unknown) => { done(); reject(e); });
    });
  };

  return {
    request(request, { signal, urgent = true } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const now = Date.now();
      for (const [k, j] of recent) if ((j.state === 'resolved' || j.state === 'rejected') && now - j.createdAt >= cooldownMs) recent.delete(k);
      const id = key(request);
      let job = recent.get(id);
      if (job) {
        // Someone now waits for a shared warm-up: it becomes urgent.
        if (urgent && !job.urgent) { job.urgent = true; const i = waiting.indexOf(job); if (i !== -1) { waiting.splice(i, 1); enqueue(job, false); } }
        return subscribe(job, signal);
      }
      job = create(request, id, urgent);
      recent.set(id, job);
      emit(job, 'queued');
      enqueue(job, false);
      const result = subscribe(job, signal);
      pump();
      return result;
    },
    counts: () => ({ waiting: waiting.length, processing }),
  };
}
