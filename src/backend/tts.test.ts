// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient, until } from '../../tests/backend/harness';
import { startStorageFunctionsFake, type StorageFunctionsFake } from '../../tests/backend/storage-functions-fake';
import { isRetryableMessage } from '@/speech/queue';
import { createCloudProvider, requestFor, type TtsRequest } from '@/speech/providers/cloud';
import type { Play } from '@/speech/providers/recording';
import type { Playback, Utterance } from '@/speech/types';
import { createBackendSynthesize, TTS_CACHE_BUCKET, TTS_FUNCTION } from './tts';

const ANON_KEY = 'anon-key-for-the-fake-service-000';
const request: TtsRequest = { text: 'Estou com sede', voice: 'pt-BR-Wavenet-A', speed: 1, language: 'pt-BR', intonation: 'statement' };
const CACHED = new TextEncoder().encode('ID3 cached sede');
const b64 = (text: string) => Buffer.from(text).toString('base64');

let fake: StorageFunctionsFake;
let client: SupabaseClient;
let calls: unknown[];

const requestsTo = (method: string, fragment: string) => fake.requests.filter((r) => r.method === method && r.path.includes(fragment));
const signal = () => new AbortController().signal;

beforeAll(async () => {
  fake = await startStorageFunctionsFake();
  fake.setBucketPublic(TTS_CACHE_BUCKET, true);
  client = testClient(fake.url, ANON_KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  calls = [];
  fake.setFunction(TTS_FUNCTION, (body) => {
    calls.push(body);
    return { body: { audioContent: b64('ID3 fresh'), cached: false } };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('backend synthesize', () => {
  it('on a cache hit plays the cached file after a HEAD check, without asking the function', async () => {
    fake.putObject(TTS_CACHE_BUCKET, 'pt-estou-com-sede.mp3', CACHED);
    const response = await createBackendSynthesize(client)(request, signal());
    expect(response).toEqual({ audioContent: Buffer.from(CACHED).toString('base64'), cached: true });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'HEAD /storage/v1/object/public/tts-cache/pt-estou-com-sede.mp3',
      'GET /storage/v1/object/public/tts-cache/pt-estou-com-sede.mp3',
    ]);
    expect(calls).toEqual([]);
  });

  it('on a miss invokes the text-to-speech function with the request and reads audioContent and cached', async () => {
    const response = await createBackendSynthesize(client)({ ...request, text: 'Hello there', voice: 'en-US-Wavenet-F', language: 'en-US' }, signal());
    expect(response).toEqual({ audioContent: b64('ID3 fresh'), cached: false });
    expect(requestsTo('HEAD', '/tts-cache/')[0]?.path).toBe('/storage/v1/object/public/tts-cache/en-hello-there.mp3');
    expect(calls).toEqual([{ text: 'Hello there', voice: 'en-US-Wavenet-F', speed: 1, language: 'en-US', intonation: 'statement' }]);
    const invoked = requestsTo('POST', '/functions/v1/')[0];
    expect(invoked?.path).toBe('/functions/v1/text-to-speech');
    expect(invoked?.headers.apikey).toBe(ANON_KEY);
  });

  it('asks the function when the cache check fails (500) or the cached file is empty', async () => {
    fake.setFault('public', { status: 500 });
    await expect(createBackendSynthesize(client)(request, signal())).resolves.toMatchObject({ cached: false });
    fake.setFault('public', null);
    fake.putObject(TTS_CACHE_BUCKET, 'pt-agua.mp3', new Uint8Array());
    await expect(createBackendSynthesize(client)({ ...request, text: 'Água' }, signal())).resolves.toMatchObject({ cached: false });
    expect(calls).toHaveLength(2);
  });

  it('gives up the cache check after 5 s and asks the function', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.setFault('public', 'hang');
    const result = createBackendSynthesize(client)(request, signal());
    await until(() => requestsTo('HEAD', '/tts-cache/').length === 1, 'the HEAD check');
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => calls.length === 1, 'the function call');
    await expect(result).resolves.toMatchObject({ audioContent: b64('ID3 fresh'), cached: false });
  });

  it('words failures for the spec retry rule: 400, network and timeout retry; 500 and an empty answer do not', async () => {
    const synthesize = createBackendSynthesize(client);
    const failure = (at: TtsRequest = request) => synthesize(at, signal()).then(() => 'resolved', (error: Error) => error.message);

    fake.setFault('function', { status: 400, body: { error: 'Invalid voice' } });
    const bad = await failure();
    expect(bad).toBe('TTS function returned 400: Invalid voice');
    expect(isRetryableMessage(bad)).toBe(true);

    fake.setFault('function', { status: 500, body: { error: 'Quota exceeded' } });
    const down = await failure();
    expect(down).toBe('TTS function returned 500: Quota exceeded');
    expect(isRetryableMessage(down)).toBe(false);

    fake.setFault('function', 'drop');
    const dropped = await failure();
    expect(dropped).toMatch(/^TTS function network error/);
    expect(isRetryableMessage(dropped)).toBe(true);

    fake.setFault('function', null);
    fake.setFunction(TTS_FUNCTION, () => ({ body: { cached: false } }));
    const empty = await failure();
    expect(empty).toBe('No audio content received');
    expect(isRetryableMessage(empty)).toBe(false);
  });

  it('times out a function that never answers after 8 s, with a retryable message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.setFault('function', 'hang');
    const result = createBackendSynthesize(client)(request, signal()).catch((error: Error) => error.message);
    await until(() => requestsTo('HEAD', '/tts-cache/').length === 1, 'the HEAD check');
    await until(() => requestsTo('POST', '/functions/').length === 1, 'the function call');
    await vi.advanceTimersByTimeAsync(8000);
    const message = String(await result);
    expect(message).toBe('TTS function timed out after 8000 ms');
    expect(isRetryableMessage(message)).toBe(true);
  });

  it('stops at once when the utterance is stopped, and asks nothing while offline', async () => {
    fake.setFault('function', 'hang');
    const controller = new AbortController();
    const result = createBackendSynthesize(client)(request, controller.signal).catch((error: unknown) => error);
    await until(() => requestsTo('POST', '/functions/').length === 1, 'the function call');
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });

    fake.requests.length = 0;
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await createBackendSynthesize(client)(request, signal()).then(() => 'resolved', (error: Error) => error.message);
    expect(offline).toMatch(/^Offline/);
    expect(isRetryableMessage(offline)).toBe(false);
    expect(fake.requests).toEqual([]);
  });
});

describe('backend synthesize in the cloud provider', () => {
  const utterance: Utterance = { text: 'Estou com sede', lang: 'pt', rate: 1, intonation: 'statement' };
  const playback = (): Playback => ({ ended: Promise.resolve(), stop: () => {} });

  it('retries a 400 after 2 s and plays the voice of the second attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let attempts = 0;
    fake.setFunction(TTS_FUNCTION, () => (++attempts === 1 ? { status: 400, body: { error: 'Bad request' } } : { body: { audioContent: b64('ID3 second'), cached: false } }));
    const play = vi.fn<Play>(async () => playback());
    const provider = createCloudProvider({ synthesize: createBackendSynthesize(client), play });
    const started = provider.start(utterance, signal());
    await until(() => attempts === 1, 'the first attempt');
    await until(() => requestsTo('POST', '/functions/').length === 1 && vi.getTimerCount() > 0, 'the back-off');
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => attempts === 2, 'the retry');
    await started;
    expect(new TextDecoder().decode(play.mock.calls[0]?.[0] as ArrayBuffer)).toBe('ID3 second');
    expect(requestFor(utterance)).toEqual(request);
  });

  it('does not retry a 500: the next voice speaks at once', async () => {
    let attempts = 0;
    fake.setFunction(TTS_FUNCTION, () => (attempts++, { status: 500, body: { error: 'Internal' } }));
    const provider = createCloudProvider({ synthesize: createBackendSynthesize(client), play: async () => playback() });
    await expect(provider.start(utterance, signal())).rejects.toMatchObject({ message: 'TTS generation failed: TTS function returned 500: Internal', retryable: false });
    expect(attempts).toBe(1);
  });
});
