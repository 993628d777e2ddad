// The page side of the offline voice's worker, with a fake worker and fake timers: load failures and timeouts
// become SpeechErrors ('offline-voice-failed'), a stuck synthesis restarts the worker, the load state is reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechError, type Utterance } from '../types';
import { type OfflineVoiceState, type WorkerPort, createEspeakClient } from './espeak-client';
import type { WorkerRequest, WorkerResponse } from './protocol';

class FakeWorker implements WorkerPort {
  onmessage: WorkerPort['onmessage'] = null;
  onerror: WorkerPort['onerror'] = null;
  sent: WorkerRequest[] = [];
  terminated = false;
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerResponse) {
    this.onmessage?.({ data } as MessageEvent<WorkerResponse>);
  }
}

const hi: Utterance = { text: 'Oi', lang: 'pt', rate: 1, intonation: 'statement' };
let workers: FakeWorker[];
const setup = () => {
  const client = createEspeakClient({ createWorker: () => workers[workers.push(new FakeWorker()) - 1]! });
  const states: OfflineVoiceState[] = [];
  client.subscribe((state) => states.push(state));
  return { client, states };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  workers = [];
});
afterEach(() => vi.useRealTimers());

describe('offline voice worker client', () => {
  it('loads once, then answers each request with its transferred WAV', async () => {
    const { client, states } = setup();
    const first = client.synthesize(hi);
    expect(client.state()).toBe('loading');
    workers[0]!.reply({ type: 'ready' });
    await settle();
    expect(workers[0]!.sent).toEqual([{ type: 'load' }, { type: 'synthesize', id: 1, utterance: hi }]);
    const wav = new ArrayBuffer(4);
    workers[0]!.reply({ type: 'audio', id: 1, wav });
    expect(await first).toBe(wav);
    const second = client.synthesize({ ...hi, text: 'Tchau' });
    await settle();
    workers[0]!.reply({ type: 'synthesis-failed', id: 2, message: 'espeak produced empty audio' });
    await expect(second).rejects.toMatchObject({ name: 'SpeechError', provider: 'offline', failure: null });
    expect(workers).toHaveLength(1);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('turns a load failure into offline-voice-failed, and tries again on the next request', async () => {
    const { client, states } = setup();
    const first = client.synthesize(hi);
    workers[0]!.reply({ type: 'load-failed', message: 'TypeError: Failed to fetch' });
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ provider: 'offline', failure: 'offline-voice-failed', retryable: false });
    expect(workers[0]!.terminated).toBe(true);
    expect(states).toEqual(['loading', 'failed']);
    void client.synthesize(hi);
    expect(workers).toHaveLength(2);
    expect(client.state()).toBe('loading');
  });

  it('gives up a load that never answers after 20 s', async () => {
    const { client } = setup();
    const result = client.synthesize(hi).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(client.state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ failure: 'offline-voice-failed', message: expect.stringContaining('20 s') });
    expect(client.state()).toBe('failed');
  });

  it('reports a worker script that cannot load or start', async () => {
    const { client } = setup();
    const result = client.synthesize(hi).catch((e: unknown) => e);
    workers[0]!.onerror?.(new Event('error'));
    expect(await result).toMatchObject({ failure: 'offline-voice-failed' });
    const throwing = createEspeakClient({
      createWorker: () => {
        throw new Error('Worker refused');
      },
    });
    expect(await throwing.synthesize(hi).catch((e: unknown) => e)).toMatchObject({ failure: 'offline-voice-failed' });
  });

  it('restarts a worker stuck on one synthesis for 10 s', async () => {
    const { client, states } = setup();
    const result = client.synthesize(hi).catch((e: unknown) => e);
    workers[0]!.reply({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ name: 'SpeechError', retryable: true, message: expect.stringContaining('timeout') });
    expect(workers[0]!.terminated).toBe(true);
    expect(states).toEqual(['loading', 'ready', 'idle']);
    void client.synthesize(hi);
    expect(workers).toHaveLength(2);
  });

  it('fails the waiting requests when the worker crashes after loading', async () => {
    const { client } = setup();
    const result = client.synthesize(hi).catch((e: unknown) => e);
    workers[0]!.reply({ type: 'ready' });
    await settle();
    workers[0]!.onerror?.(new ErrorEvent('error', { message: 'RuntimeError: unreachable' }));
    expect(await result).toMatchObject({ message: expect.stringContaining('unreachable') });
    expect(client.state()).toBe('idle');
  });
});
