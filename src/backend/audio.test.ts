// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient, until, setUpShimBackend } from '../../tests/backend/harness';
import { startStorageFunctionsFake, type StorageFunctionsFake } from '../../tests/backend/storage-functions-fake';
import { createRecordingProvider, type Play } from '@/speech/providers/recording';
import type { Playback } from '@/speech/types';
import { AUDIO_BUCKET, BACKEND_PAUSE_MS, CLIP_CACHE_MS, createBackendClipSource } from './audio';

const backend = setUpShimBackend({
  seed: `
    insert into public.audio_files (file_path, text_label, category) values
      ('water.mp3', 'Water', 'english'),
      ('sede.mp3', 'Sede', 'needs'),
      ('feliz.mp3', 'Feliz', 'feelings'),
      ('bom_dia.mp3', 'Bom dia', 'phrases'),
      ('gone.mp3', 'Gone', 'english');
  `,
});
let fake: StorageFunctionsFake;
/** One client for storage and data: the fake forwards /rest/v1 to the shim. */
let client: SupabaseClient;

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = async (clip: unknown) => (clip instanceof Blob ? clip.text() : null);
const lookups = () => backend.shim.requests.filter((r) => r.path.startsWith('/rest/v1/audio_files')).length;
const requestsTo = (method: string, fragment: string) => fake.requests.filter((r) => r.method === method && r.path.includes(fragment));

beforeAll(async () => {
  fake = await startStorageFunctionsFake({ restUrl: backend.shim.url });
  client = testClient(fake.url, backend.shim.anonKey);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.reset();
  fake.setBucketPublic(AUDIO_BUCKET, false);
  for (const name of ['water', 'sede', 'feliz', 'bom_dia']) fake.putObject(AUDIO_BUCKET, `${name}.mp3`, bytes(`ID3 ${name}`));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('backend recorded clips', () => {
  it('finds an English word under category english through a 300 s signed URL of the audios bucket', async () => {
    const source = createBackendClipSource(client);
    const clip = await source.find('Water', 'en');
    expect(await textOf(clip)).toBe('ID3 water');
    expect((clip as Blob).type).toBe('audio/mpeg');
    const lookup = backend.shim.requests.find((r) => r.path.startsWith('/rest/v1/audio_files'))?.path ?? '';
    const query = new URL(lookup, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ select: 'file_path', text_label: 'eq.Water', category: 'in.(english)', limit: '1' });
    expect(requestsTo('POST', '/object/sign/')).toMatchObject([{ path: '/storage/v1/object/sign/audios/water.mp3', body: { expiresIn: 300 } }]);
    expect(requestsTo('GET', '/object/sign/audios/water.mp3')).toHaveLength(1);
  });

  it('finds a Portuguese text in the needs, feelings or phrases lists, and never an English word for it', async () => {
    const source = createBackendClipSource(client);
    expect(await textOf(await source.find('Sede', 'pt'))).toBe('ID3 sede');
    expect(await textOf(await source.find('Feliz', 'pt'))).toBe('ID3 feliz');
    expect(await textOf(await source.find('Bom dia', 'pt'))).toBe('ID3 bom_dia');
    expect(await source.find('Water', 'pt')).toBeNull();
    expect(await source.find('Sede', 'en')).toBeNull();
  });

  it('remembers a clip and a miss for 5 minutes, so a second tap asks nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const source = createBackendClipSource(client);
    const [first, second] = await Promise.all([source.find('Water', 'en'), source.find('Water', 'en')]);
    expect(await source.find('Nothing recorded', 'en')).toBeNull();
    expect(lookups()).toBe(2);
    expect(await textOf(await source.find('Water', 'en'))).toBe('ID3 water');
    expect(await source.find('Nothing recorded', 'en')).toBeNull();
    expect(lookups()).toBe(2);
    expect(second).toBe(first);

    vi.setSystemTime(Date.now() + CLIP_CACHE_MS);
    expect(await source.find('Nothing recorded', 'en')).toBeNull();
    expect(lookups()).toBe(3);
  });

  it('uses the public URL when signing fails', async () => {
    fake.setBucketPublic(AUDIO_BUCKET, true);
    fake.setFault('sign', { status: 500 });
    const clip = await createBackendClipSource(client).find('Sede', 'pt');
    expect(await textOf(clip)).toBe('ID3 sede');
    expect(requestsTo('GET', '/object/public/audios/sede.mp3')).toHaveLength(1);
  });

  it('treats a row whose file is gone as a miss', async () => {
    const source = createBackendClipSource(client);
    expect(await source.find('Gone', 'en')).toBeNull();
    expect(await textOf(await source.find('Water', 'en'))).toBe('ID3 water');
  });

  it('after a 500 returns null and asks nothing more for a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.shim.setFault({ status: 500, path: '/audio_files', times: 1 });
    const source = createBackendClipSource(client);
    expect(await source.find('Water', 'en')).toBeNull();
    expect(await source.find('Sede', 'pt')).toBeNull();
    expect(lookups()).toBe(1);
    vi.setSystemTime(Date.now() + BACKEND_PAUSE_MS);
    expect(await textOf(await source.find('Water', 'en'))).toBe('ID3 water');
  });

  it('gives up after 5 s when the lookup or the download hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.shim.setFault({ delayMs: 60_000, path: '/audio_files', times: 1 });
    const slowLookup = createBackendClipSource(client).find('Water', 'en');
    await until(() => lookups() === 1, 'the lookup');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(slowLookup).resolves.toBeNull();

    fake.setFault('signed', 'hang');
    const slowFile = createBackendClipSource(client).find('Water', 'en');
    await until(() => requestsTo('GET', '/object/sign/').length === 1, 'the download');
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void slowFile.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(slowFile).resolves.toBeNull();
  });

  it('asks nothing while the device is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await createBackendClipSource(client).find('Water', 'en')).toBeNull();
    expect(lookups()).toBe(0);
  });
});

describe('backend clips in the recording provider', () => {
  it('speaks the user’s own recording first and the backend clip otherwise, tried without end punctuation', async () => {
    const own = { name: 'user', find: async (text: string) => (text === 'Sede' ? new Blob(['mine']) : null) };
    const play = vi.fn<Play>(async (): Promise<Playback> => ({ ended: Promise.resolve(), stop: () => {} }));
    const provider = createRecordingProvider({ play, sources: [own, createBackendClipSource(client)] });
    await provider.start({ text: 'Sede', lang: 'pt', rate: 1, intonation: 'statement' }, new AbortController().signal);
    await provider.start({ text: 'Feliz!', lang: 'pt', rate: 1, intonation: 'exclamation' }, new AbortController().signal);
    expect(await textOf(play.mock.calls[0]?.[0])).toBe('mine');
    expect(await textOf(play.mock.calls[1]?.[0])).toBe('ID3 feliz');
    expect(play.mock.calls[1]?.[2]).toEqual({ key: 'backend:pt:Feliz' });
    expect(requestsTo('POST', '/object/sign/audios/sede.mp3')).toHaveLength(0);
  });
});
