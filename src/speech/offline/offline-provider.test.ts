// @vitest-environment node
// The offline provider with an injected synthesizer, store and player: where audio comes from (memory →
// IndexedDB → worker), failures and aborting. prepare() is tested in offline-provider.prepare.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { SpeechError } from '../types';
import { createOfflineProvider, offlineCacheKey } from './offline-provider';
import { audio, fakeSynth, flush, say, setup } from './test-fakes';

describe('offline provider: where the audio comes from', () => {
  it('synthesises a new text once, keeps it in IndexedDB and memory, then plays from memory', async () => {
    const { provider, synth, store, rows, played } = setup();
    const first = provider.start(say('Eu quero água'), new AbortController().signal);
    await flush();
    expect(synth.texts()).toEqual(['Eu quero água']);
    const wav = audio(10);
    synth.calls[0]!.resolve(wav);
    await first;
    // Stored in the next idle moment, after the sound was handed over.
    await vi.waitFor(() => expect(rows.get(offlineCacheKey(say('Eu quero água')))).toBe(wav));
    await provider.start(say('Eu quero água'), new AbortController().signal);
    expect(synth.calls).toHaveLength(1);
    expect(store.get).toHaveBeenCalledTimes(1); // the second time memory answered
    // Each playback gets its own copy: a player may detach it without breaking the cache.
    expect(played[0]).not.toBe(wav);
    expect(new Uint8Array(played[1]!)).toEqual(new Uint8Array(wav));
  });

  it('names each playback by its cache key, so the player reuses the sound it decoded for the same text', async () => {
    const { provider, synth, play } = setup();
    const first = provider.start(say('Sim'), new AbortController().signal);
    await flush();
    synth.calls[0]!.resolve(audio(4));
    await first;
    await provider.start(say('Sim'), new AbortController().signal);
    const keys = play.mock.calls.map((call) => call[2]);
    expect(keys[0]).toBe(offlineCacheKey(say('Sim')));
    expect(keys[1]).toBe(keys[0]);
  });

  it('plays what IndexedDB kept from an earlier visit without synthesising', async () => {
    const wav = audio(5);
    const { provider, synth, played } = setup({ [offlineCacheKey(say('Oi'))]: wav });
    await provider.start(say('Oi'), new AbortController().signal);
    expect(synth.calls).toHaveLength(0);
    expect(new Uint8Array(played[0]!)).toEqual(new Uint8Array(wav));
  });

  it('keys the cache by what espeak says: language, speed, intonation and cleaned text', () => {
    expect(offlineCacheKey({ text: ' Quer\u0000 água ', lang: 'pt', rate: 1.1, intonation: 'question' })).toBe('pt|193|question|Quer água?');
    expect(offlineCacheKey(say('Oi'))).not.toBe(offlineCacheKey({ ...say('Oi'), lang: 'en' }));
  });

  it('refuses empty text and reports a synthesis failure as a SpeechError of this provider', async () => {
    const { provider, synth } = setup();
    await expect(provider.start(say(' \u0007 '), new AbortController().signal)).rejects.toThrow('Nothing to say');
    const failing = provider.start(say('Oi'), new AbortController().signal);
    await flush();
    synth.calls[0]!.reject(new Error('boom'));
    await expect(failing).rejects.toMatchObject({ name: 'SpeechError', provider: 'offline' });
  });

  it('passes on the synthesizer’s load failure (offline-voice-failed)', async () => {
    const { provider, synth } = setup();
    const result = provider.start(say('Oi'), new AbortController().signal);
    await flush();
    synth.calls[0]!.reject(new SpeechError('The offline voice could not load', 'offline', false, 'offline-voice-failed'));
    await expect(result).rejects.toMatchObject({ failure: 'offline-voice-failed' });
  });

  it('is available only where WebAssembly and Worker exist', async () => {
    const { synthesizer } = fakeSynth();
    const provider = createOfflineProvider({ play: vi.fn(), synthesizer, supported: () => false });
    expect(await provider.available(say('Oi'))).toBe(false);
  });
});

describe('offline provider: aborting', () => {
  it('rejects at once when aborted while the voice is still synthesising, without playing', async () => {
    vi.useFakeTimers();
    const { provider, play } = setup();
    const controller = new AbortController();
    const result = provider.start(say('Oi'), controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0); // no time passes: the rejection is immediate
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(play).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('lets an aborted tap’s text wait behind the next tap instead of ahead of it', async () => {
    const { provider, synth } = setup();
    provider.prepare([say('a')]);
    await flush();
    const first = new AbortController();
    const abandoned = provider.start(say('first'), first.signal).catch((e: unknown) => e);
    await flush();
    first.abort();
    expect(await abandoned).toMatchObject({ name: 'AbortError' });
    const second = provider.start(say('second'), new AbortController().signal);
    await flush();
    synth.calls[0]!.resolve(audio(1));
    await flush();
    expect(synth.texts()).toEqual(['a', 'second']);
    synth.calls[1]!.resolve(audio(2));
    await second;
    await flush();
    expect(synth.texts()).toEqual(['a', 'second', 'first']); // still synthesised: it was tapped, it may be again
  });

  it('rejects an already aborted signal before doing anything', async () => {
    const { provider, synth, store } = setup();
    const controller = new AbortController();
    controller.abort(new Error('stopAll'));
    await expect(provider.start(say('Oi'), controller.signal)).rejects.toThrow('stopAll');
    expect(store.get).not.toHaveBeenCalled();
    expect(synth.calls).toHaveLength(0);
  });
});
