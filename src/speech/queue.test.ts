// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue, isRetryableMessage, type QueueEvent, type QueueOptions } from './queue';

interface Call { text: string; at: number; signal: AbortSignal; resolve(v: string): void; reject(e: unknown): void }

/** A request function whose calls the test answers by hand. */
function harness(options: QueueOptions<string> = {}) {
  const calls: Call[] = [];
  const events: QueueEvent[] = [];
  const run = (text: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ text, at: Date.now(), signal, resolve, reject }));
  const queue = createRequestQueue(run, { key: (t) => t, onEvent: (e) => events.push(e), ...options });
  return { queue, calls, events, states: (id: number) => events.filter((e) => e.id === id).map((e) => e.state) };
}

const settled = async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); };

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(0); });
afterEach(() => vi.useRealTimers());

describe('isRetryableMessage (spec §8)', () => {
  it.each(['Request failed with status 400', '400 Bad Request', 'HTTP400', 'Timeout', 'request timed out', 'Network error', 'NetworkError when attempting to fetch', 'Connection reset'])('retries %j', (m) =>
    expect(isRetryableMessage(m)).toBe(true));
  it.each(['401 Unauthorized', 'Quota exceeded', 'status 4000', 'No audio content received', 'Internal error 1400', ''])('does not retry %j', (m) =>
    expect(isRetryableMessage(m)).toBe(false));
});

describe('the TTS request queue (spec §4, §9)', () => {
  it('runs at most 2 at a time and starts requests 500 ms apart', async () => {
    const { queue, calls } = harness();
    const results = ['a', 'b', 'c', 'd'].map((t) => queue.request(t));
    expect(calls.map((c) => [c.text, c.at])).toEqual([['a', 0]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.text, c.at])).toEqual([['a', 0], ['b', 500]]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2); // both slots busy: c waits however long it takes
    expect(queue.counts()).toEqual({ waiting: 2, processing: 2 });
    calls[0]!.resolve('A');
    await settled();
    expect(calls.map((c) => [c.text, c.at])).toEqual([['a', 0], ['b', 500], ['c', 5500]]);
    calls[1]!.resolve('B');
    await settled();
    expect(calls).toHaveLength(3); // a slot is free, but only 0 ms since c started
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[3]).toMatchObject({ text: 'd', at: 6000 });
    calls[2]!.resolve('C');
    calls[3]!.resolve('D');
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('retries a retryable failure after exactly 2 s, then 4 s, then rejects (n = retry number, 2^n s)', async () => {
    const { queue, calls, states } = harness();
    const result = queue.request('a');
    const outcome = result.catch((e: Error) => e.message);
    calls[0]!.reject(new Error('HTTP 400'));
    await settled();
    expect(states(1)).toEqual(['queued', 'processing', 'retried']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]!.at).toBe(2000);
    calls[1]!.reject(new Error('network down'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]!.at).toBe(6000);
    calls[2]!.reject(new Error('connection timeout'));
    expect(await outcome).toBe('connection timeout');
    expect(calls).toHaveLength(3); // 1 try + 2 retries
    expect(states(1)).toEqual(['queued', 'processing', 'retried', 'processing', 'retried', 'processing', 'rejected']);
  });

  it('resolves when a retry succeeds', async () => {
    const { queue, calls, states } = harness();
    const result = queue.request('a');
    calls[0]!.reject(new Error('timeout'));
    await vi.advanceTimersByTimeAsync(2000);
    calls[1]!.resolve('ok');
    expect(await result).toBe('ok');
    expect(states(1).at(-1)).toBe('resolved');
  });

  it('rejects a non-retryable failure at once', async () => {
    const { queue, calls, states } = harness();
    const result = queue.request('a');
    const error = new Error('401 Unauthorized');
    calls[0]!.reject(error);
    await expect(result).rejects.toBe(error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(states(1)).toEqual(['queued', 'processing', 'rejected']);
  });

  it('frees the slot during a back-off so other requests go on', async () => {
    const { queue, calls } = harness({ concurrency: 1 });
    void queue.request('a').catch(() => {});
    void queue.request('b');
    calls[0]!.reject(new Error('400'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => [c.text, c.at])).toEqual([['a', 0], ['b', 500]]);
  });

  it('shares one request for the same text within the 1000 ms cooldown', async () => {
    const { queue, calls } = harness();
    const first = queue.request('oi');
    await vi.advanceTimersByTimeAsync(300);
    const second = queue.request('oi');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('audio');
    expect(await Promise.all([first, second])).toEqual(['audio', 'audio']);
    await vi.advanceTimersByTimeAsync(600); // 900 ms after the request: its result is shared
    expect(await queue.request('oi')).toBe('audio');
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100); // 1000 ms: a new request
    void queue.request('oi');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
  });

  it('shares a failure within the cooldown instead of asking again', async () => {
    const { queue, calls } = harness();
    const first = queue.request('oi');
    calls[0]!.reject(new Error('bad input'));
    await expect(first).rejects.toThrow('bad input');
    await expect(queue.request('oi')).rejects.toThrow('bad input');
    expect(calls).toHaveLength(1);
  });

  it('never starts a request cancelled while queued', async () => {
    const { queue, calls, states } = harness();
    void queue.request('a');
    const controller = new AbortController();
    const b = queue.request('b', { signal: controller.signal });
    controller.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.map((c) => c.text)).toEqual(['a']);
    expect(states(2)).toEqual(['queued', 'rejected']);
  });

  it('rejects at once with an already aborted signal', async () => {
    const { queue, calls } = harness();
    await expect(queue.request('a', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(0);
  });

  it('aborts a running request and frees its slot', async () => {
    const { queue, calls } = harness({ concurrency: 1 });
    const controller = new AbortController();
    const a = queue.request('a', { signal: controller.signal });
    void queue.request('b');
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.text)).toEqual(['a', 'b']);
  });

  it('cancels a request waiting for its retry', async () => {
    const { queue, calls } = harness();
    const controller = new AbortController();
    const a = queue.request('a', { signal: controller.signal });
    calls[0]!.reject(new Error('timeout'));
    await settled();
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('keeps a shared request running while one of its callers still waits', async () => {
    const { queue, calls } = harness();
    const controller = new AbortController();
    const first = queue.request('oi', { signal: controller.signal });
    const second = queue.request('oi');
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve('audio');
    expect(await second).toBe('audio');
  });

  it('does not share a cancelled request', async () => {
    const { queue, calls } = harness();
    const controller = new AbortController();
    void queue.request('oi', { signal: controller.signal }).catch(() => {});
    controller.abort();
    void queue.request('oi');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
  });

  it('lets requests someone waits for go before warm-ups', async () => {
    const { queue, calls } = harness({ concurrency: 1 });
    void queue.request('busy');
    for (const t of ['w1', 'w2']) void queue.request(t, { urgent: false });
    void queue.request('tap');
    void queue.request('w2'); // someone now waits for this warm-up
    calls[0]!.resolve('');
    await vi.advanceTimersByTimeAsync(500);
    calls[1]!.resolve('');
    await vi.advanceTimersByTimeAsync(500);
    calls[2]!.resolve('');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.text)).toEqual(['busy', 'tap', 'w2', 'w1']);
  });
});
