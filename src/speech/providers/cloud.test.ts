// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorLog } from '../error-log';
import { SpeechError, type Playback, type Utterance } from '../types';
import { cloudVoiceOf, createCloudProvider, type Synthesize, type TtsRequest } from './cloud';
import type { Play } from './recording';

const utterance = (text: string, lang: 'pt' | 'en' = 'pt', rate = 1): Utterance => ({ text, lang, rate, intonation: 'question' });
const playback = (): Playback => ({ ended: Promise.resolve(), stop: vi.fn() });
const MP3 = btoa('ID3 fake mp3');
const signal = () => new AbortController().signal;

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(1_000_000); });
afterEach(() => vi.useRealTimers());

function setup(synthesize: Synthesize | null) {
  const play = vi.fn<Play>(async () => playback());
  const log = new ErrorLog();
  return { play, log, provider: createCloudProvider({ synthesize, play, log }) };
}

describe('cloud provider', () => {
  it('is unavailable while no backend TTS function is configured', async () => {
    const { provider } = setup(null);
    expect(provider.id).toBe('cloud');
    expect(await provider.available(utterance('Oi'))).toBe(false);
    await expect(provider.start(utterance('Oi'), signal())).rejects.toBeInstanceOf(SpeechError);
  });

  it('asks with the spec voice, speed, language and intonation, and plays the decoded mp3', async () => {
    const synthesize = vi.fn<Synthesize>(async () => ({ audioContent: MP3 }));
    const { provider, play } = setup(synthesize);
    expect(await provider.available(utterance('Oi'))).toBe(true);
    await provider.start(utterance(' Oi ', 'pt', 1.1), signal());
    expect(synthesize.mock.calls[0]?.[0]).toEqual<TtsRequest>({ text: 'Oi', voice: 'pt-BR-Wavenet-A', speed: 1.1, language: 'pt-BR', intonation: 'question' });
    const audio = play.mock.calls[0]?.[0] as ArrayBuffer;
    expect(new TextDecoder().decode(audio)).toBe('ID3 fake mp3');
    expect(cloudVoiceOf('en')).toEqual({ voice: 'en-US-Wavenet-F', language: 'en-US' });
    expect(cloudVoiceOf('es')).toEqual({ voice: 'es-US-Wavenet-A', language: 'es-US' });
  });

  it('fails with the spec messages, without retrying a non-retryable error', async () => {
    const failing = setup(() => Promise.reject(new Error('quota exceeded')));
    await expect(failing.provider.start(utterance('Oi'), signal())).rejects.toMatchObject({ message: 'TTS generation failed: quota exceeded', provider: 'cloud', retryable: false });
    const empty = setup(async () => ({ audioContent: '' }));
    await expect(empty.provider.start(utterance('Oi'), signal())).rejects.toMatchObject({ message: 'No audio content received' });
    const broken = setup(async () => ({ audioContent: '%%%' }));
    await expect(broken.provider.start(utterance('Oi'), signal())).rejects.toMatchObject({ message: 'Invalid audio content received' });
  });

  it('retries a 400 after 2 s and 4 s, logs each failure and then becomes unavailable (unhealthy)', async () => {
    const synthesize = vi.fn<Synthesize>(() => Promise.reject(new Error('Request failed with status 400')));
    const { provider, log } = setup(synthesize);
    const result = provider.start(utterance('Oi'), signal()).catch((e: SpeechError) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(synthesize).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(synthesize).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(synthesize).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ message: 'TTS generation failed: Request failed with status 400', retryable: true });
    expect(log.entries()).toHaveLength(3);
    expect(await provider.available(utterance('Oi'))).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(await provider.available(utterance('Oi'))).toBe(true); // healthy again after 2 minutes
  });

  it('does not log a cancelled request', async () => {
    const synthesize: Synthesize = (_r, s) => new Promise((_, reject) => s.addEventListener('abort', () => reject(new Error('aborted 400'))));
    const { provider, log } = setup(synthesize);
    const controller = new AbortController();
    const result = provider.start(utterance('Oi'), controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.entries()).toEqual([]);
  });

  it('warms texts with prepare() so the tap needs no request', async () => {
    const synthesize = vi.fn<Synthesize>(async () => ({ audioContent: MP3 }));
    const { provider, play } = setup(synthesize);
    provider.prepare?.([utterance('Dor'), utterance('Cabeça')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(synthesize).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000); // past the cooldown: only the cache can answer now
    await provider.start(utterance('Cabeça'), signal());
    expect(synthesize).toHaveBeenCalledTimes(2);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('forgets warmed audio after 5 minutes', async () => {
    const synthesize = vi.fn<Synthesize>(async () => ({ audioContent: MP3 }));
    const { provider } = setup(synthesize);
    await provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await provider.start(utterance('Oi'), signal());
    expect(synthesize).toHaveBeenCalledTimes(2);
  });

  it('keeps the two languages apart', async () => {
    const synthesize = vi.fn<Synthesize>(async () => ({ audioContent: MP3 }));
    const { provider } = setup(synthesize);
    const both = Promise.all([provider.start(utterance('No', 'pt'), signal()), provider.start(utterance('No', 'en'), signal())]);
    await vi.advanceTimersByTimeAsync(500); // the second request waits the spec's 500 ms
    await both;
    expect(synthesize.mock.calls.map(([r]) => r.voice)).toEqual(['pt-BR-Wavenet-A', 'en-US-Wavenet-F']);
  });
});
