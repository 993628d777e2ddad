import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveRecording } from '@/storage/recordings';
import { SpeechError, type Playback, type Utterance } from '../types';
import { createRecordingProvider, type ClipSource, type Play } from './recording';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

const utterance = (text: string, lang: 'pt' | 'en' = 'pt'): Utterance => ({ text, lang, rate: 1, intonation: 'statement' });
const playback = (): Playback => ({ ended: Promise.resolve(), stop: vi.fn() });
const source = (name: string, clips: Record<string, ArrayBuffer>): ClipSource => ({ name, find: vi.fn(async (text) => clips[text] ?? null) });

describe('recording provider with fake sources', () => {
  it('is available only when a source has a clip, and plays that clip', async () => {
    const clip = new ArrayBuffer(8);
    const play = vi.fn<Play>(async () => playback());
    const provider = createRecordingProvider({ play, sources: [source('a', { 'Oi': clip })] });
    expect(provider.id).toBe('recording');
    expect(await provider.available(utterance('Tchau'))).toBe(false);
    expect(await provider.available(utterance('Oi'))).toBe(true);
    const signal = new AbortController().signal;
    await provider.start(utterance('Oi'), signal);
    expect(play).toHaveBeenCalledWith(clip, signal, { key: 'a:pt:Oi' });
  });

  it('answers at once only that no source has the text, from what the sources know without waiting', () => {
    const known = (texts: string[]): ClipSource => ({ name: 'user', find: async () => null, hasNow: (text) => texts.includes(text) });
    const provider = createRecordingProvider({ play: async () => playback(), sources: [known(['Oi'])] });
    expect(provider.availableNow?.(utterance('Tchau'))).toBe(false);
    // Recorded, or a card's own clip, or a source that cannot tell: only the look-up can answer.
    expect(provider.availableNow?.(utterance('Oi'))).toBeNull();
    expect(provider.availableNow?.({ ...utterance('Tchau'), recordingId: 'media-1' })).toBeNull();
    expect(createRecordingProvider({ play: async () => playback(), sources: [known([]), source('backend', {})] }).availableNow?.(utterance('Tchau'))).toBeNull();
  });

  it('looks the clip up once for available() then start()', async () => {
    const a = source('a', { Oi: new ArrayBuffer(1) });
    const provider = createRecordingProvider({ play: async () => playback(), sources: [a] });
    await provider.available(utterance('Oi'));
    await provider.start(utterance('Oi'), new AbortController().signal);
    expect(a.find).toHaveBeenCalledTimes(1);
  });

  it('tries sources in order, skipping one that throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: ClipSource = { name: 'broken', find: () => Promise.reject(new Error('offline')) };
    const play = vi.fn<Play>(async () => playback());
    const provider = createRecordingProvider({ play, sources: [broken, source('b', { Oi: new ArrayBuffer(2) }), source('c', { Oi: new ArrayBuffer(3) })] });
    await provider.start(utterance('Oi'), new AbortController().signal);
    expect(play.mock.calls[0]?.[2]).toEqual({ key: 'b:pt:Oi' });
  });

  it('falls back to the text without end punctuation', async () => {
    const provider = createRecordingProvider({ play: async () => playback(), sources: [source('a', { Socorro: new ArrayBuffer(1) })] });
    expect(await provider.available(utterance('Socorro!'))).toBe(true);
    expect(await provider.available(utterance('¿?!'))).toBe(false);
  });

  it('rejects with a SpeechError when there is no clip or playback fails', async () => {
    const signal = new AbortController().signal;
    const none = createRecordingProvider({ play: async () => playback(), sources: [] });
    await expect(none.start(utterance('Oi'), signal)).rejects.toBeInstanceOf(SpeechError);
    const failing = createRecordingProvider({ play: () => Promise.reject(new Error('decode')), sources: [source('a', { Oi: new ArrayBuffer(1) })] });
    await expect(failing.start(utterance('Oi'), signal)).rejects.toMatchObject({ provider: 'recording', message: 'Recording playback failed: decode' });
  });

  it('does not play when already aborted', async () => {
    const play = vi.fn<Play>(async () => playback());
    const provider = createRecordingProvider({ play, sources: [source('a', { Oi: new ArrayBuffer(1) })] });
    await expect(provider.start(utterance('Oi'), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(play).not.toHaveBeenCalled();
  });

  it('is never available for blank text', async () => {
    const provider = createRecordingProvider({ play: async () => playback(), sources: [source('a', { '': new ArrayBuffer(1) })] });
    expect(await provider.available(utterance('   '))).toBe(false);
  });
});

describe('recording provider with the user recordings table', () => {
  beforeEach(async () => {
    await emptyDatabaseForTest();
  });
  afterEach(closeDatabaseAfterTest);

  it('plays the user own recording matched by normalised text and language', async () => {
    await saveRecording('Quero água', 'pt', new NodeBlob(['my voice']) as unknown as Blob);
    const play = vi.fn<Play>(async () => playback());
    const provider = createRecordingProvider({ play });
    expect(await provider.available(utterance('QUERO  água', 'en'))).toBe(false);
    expect(await provider.available(utterance('  QUERO  água.'))).toBe(true);
    await provider.start(utterance('  QUERO  água.'), new AbortController().signal);
    expect(await (play.mock.calls[0]?.[0] as Blob).text()).toBe('my voice');
  });
});

describe("a card's own recording", () => {
  it('is played for that card before any recording of its text, and whole', async () => {
    const own = new ArrayBuffer(4);
    const play = vi.fn<Play>(async () => playback());
    const findCardClip = vi.fn(async (id: string) => (id === 'm1' ? own : null));
    const provider = createRecordingProvider({ play, sources: [source('user', { Rex: new ArrayBuffer(9) })], findCardClip });
    const card: Utterance = { ...utterance('Rex'), recordingId: 'm1' };
    expect(await provider.available(card)).toBe(true);
    await provider.start(card, new AbortController().signal);
    expect(play).toHaveBeenCalledWith(own, expect.anything(), { key: 'card:m1' });
  });

  it('falls back to the text’s recordings (then the voices) when the clip is gone', async () => {
    const text = new ArrayBuffer(9);
    const play = vi.fn<Play>(async () => playback());
    const provider = createRecordingProvider({ play, sources: [source('user', { Rex: text })], findCardClip: async () => null });
    await provider.start({ ...utterance('Rex'), recordingId: 'deleted' }, new AbortController().signal);
    expect(play.mock.calls[0]?.[0]).toBe(text);
    const none = createRecordingProvider({ play, sources: [], findCardClip: async () => null });
    expect(await none.available({ ...utterance('Rex'), recordingId: 'deleted' })).toBe(false);
  });
});
