// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechError, type Utterance } from '../types';
import { createWebSpeechProvider, listVoices, pickVoice, type SynthLike, type UtteranceLike, type VoiceLike } from './web-speech';

const voice = (name: string, lang: string, localService = false, isDefault = false): VoiceLike => ({ voiceURI: `uri:${name}`, name, lang, localService, default: isDefault });

/** jsdom has no speechSynthesis: a fake that records what is spoken and lets the test fire its events. */
class FakeSynth extends EventTarget implements SynthLike {
  spoken: UtteranceLike[] = [];
  cancel = vi.fn(() => { for (const u of this.spoken.splice(0)) u.onerror?.({ error: 'interrupted' }); });
  constructor(public voices: VoiceLike[] = []) { super(); }
  getVoices() { return this.voices; }
  speak(u: UtteranceLike) { this.spoken.push(u); }
  get current() { return this.spoken.at(-1)!; }
  loadVoices(voices: VoiceLike[]) { this.voices = voices; this.dispatchEvent(new Event('voiceschanged')); }
}

const createUtterance = (text: string): UtteranceLike => ({ text, lang: '', voice: null, rate: 1, pitch: 1, onstart: null, onend: null, onerror: null });
const utterance = (text: string, lang: 'pt' | 'en' = 'pt', intonation: Utterance['intonation'] = 'statement'): Utterance => ({ text, lang, rate: 1.1, intonation });
const signal = () => new AbortController().signal;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('choosing a voice', () => {
  const voices = [
    voice('Luciana', 'pt-PT', true),
    voice('Google português do Brasil', 'pt-BR'),
    voice('eSpeak Portuguese (Brazil)', 'pt_BR', true),
    voice('Microsoft Francisca Online (Natural)', 'pt-BR'),
    voice('Samantha', 'en-US', true, true),
    voice('Daniel', 'en-GB', true),
  ];

  it('prefers the exact region, then offline voices, then quality names', () => {
    expect(pickVoice(voices, 'pt')?.name).toBe('eSpeak Portuguese (Brazil)');
    expect(pickVoice(voices.filter((v) => !v.localService || v.lang !== 'pt_BR'), 'pt')?.name).toBe('Google português do Brasil');
    expect(pickVoice([voice('Plain', 'pt-BR'), voice('Antonio (Natural)', 'pt-BR')], 'pt')?.name).toBe('Antonio (Natural)');
    expect(pickVoice([voice('Luciana', 'pt-PT', true)], 'pt')?.name).toBe('Luciana'); // same language, other region
    expect(pickVoice(voices, 'en')?.name).toBe('Samantha');
  });

  it("uses the user's voice when this device has it for the language", () => {
    expect(pickVoice(voices, 'pt', 'uri:Luciana')?.name).toBe('Luciana');
    expect(pickVoice(voices, 'pt', 'uri:Samantha')?.name).toBe('eSpeak Portuguese (Brazil)'); // another language
    expect(pickVoice(voices, 'pt', 'uri:gone')?.name).toBe('eSpeak Portuguese (Brazil)');
  });

  it('lists the voices of a language, best first, for settings', async () => {
    expect((await listVoices('en', new FakeSynth(voices))).map((v) => v.name)).toEqual(['Samantha', 'Daniel']);
    expect(await listVoices('en', null)).toEqual([]);
  });
});

describe('web speech provider', () => {
  it('is unavailable without speechSynthesis, without a voice for the language, or for blank text', async () => {
    expect(await createWebSpeechProvider({ synth: null }).available(utterance('Oi'))).toBe(false);
    const provider = createWebSpeechProvider({ synth: new FakeSynth([voice('Samantha', 'en-US')]) });
    expect(await provider.available(utterance('Oi', 'pt'))).toBe(false);
    expect(await provider.available(utterance('Hi', 'en'))).toBe(true);
    expect(await provider.available(utterance('  ', 'en'))).toBe(false);
    await expect(provider.start(utterance('Oi', 'pt'), signal())).rejects.toMatchObject({ message: 'No voice for pt-BR' });
  });

  it('waits for voices that load late, but only once', async () => {
    const synth = new FakeSynth();
    const provider = createWebSpeechProvider({ synth, voicesWaitMs: 1000 });
    const first = provider.available(utterance('Oi'));
    await vi.advanceTimersByTimeAsync(300);
    synth.loadVoices([voice('Luciana', 'pt-BR')]);
    expect(await first).toBe(true);

    const empty = createWebSpeechProvider({ synth: new FakeSynth(), voicesWaitMs: 1000 });
    const none = empty.available(utterance('Oi'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await none).toBe(false);
    expect(await empty.available(utterance('Oi'))).toBe(false); // no second wait: resolves with no timer
  });

  it('speaks with the chosen voice, the rate and a pitch lift, resolving on start and ending on end', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR'), voice('Felipe', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance, preferredVoice: () => 'uri:Felipe' });
    const started = provider.start(utterance('Onde?', 'pt', 'question'), signal());
    await vi.advanceTimersByTimeAsync(0);
    expect(synth.current).toMatchObject({ text: 'Onde?', lang: 'pt-BR', rate: 1.1, pitch: 1.15, voice: { name: 'Felipe' } });
    synth.current.onstart?.();
    const playback = await started;
    let ended = false;
    void playback.ended.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(false);
    synth.current.onend?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
  });

  it('hands over when the voice stays silent past 2000 ms', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const result = provider.start(utterance('Oi'), signal()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1999);
    expect(synth.cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ provider: 'webSpeech', message: 'Web Speech timeout: no sound within 2000 ms' });
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('rejects with a SpeechError when synthesis fails before starting, and fails `ended` midway', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const failed = provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onerror?.({ error: 'synthesis-failed' });
    await expect(failed).rejects.toMatchObject({ message: 'Web Speech failed: synthesis-failed', provider: 'webSpeech' });

    const midway = provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onstart?.();
    const playback = await midway;
    synth.current.onerror?.({ error: 'audio-hardware' });
    await expect(playback.ended).rejects.toMatchObject({ message: 'Web Speech failed: audio-hardware' });
  });

  it('ends normally when stopped (the browser then reports "interrupted")', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const started = provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onstart?.();
    const playback = await started;
    playback.stop();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    await expect(playback.ended).resolves.toBeUndefined();
  });

  it('ends normally on "canceled" from elsewhere after the sound started', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const started = provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onstart?.();
    const playback = await started;
    synth.current.onerror?.({ error: 'canceled' });
    await expect(playback.ended).resolves.toBeUndefined();
  });

  it('treats an end without a start as sound that was heard', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const started = provider.start(utterance('Oi'), signal());
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onend?.();
    await expect((await started).ended).resolves.toBeUndefined();
  });

  it('cancels and rejects when aborted before starting; stops when aborted after', async () => {
    const synth = new FakeSynth([voice('Luciana', 'pt-BR')]);
    const provider = createWebSpeechProvider({ synth, createUtterance });
    const before = new AbortController();
    const pending = provider.start(utterance('Oi'), before.signal);
    await vi.advanceTimersByTimeAsync(0);
    before.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(synth.cancel).toHaveBeenCalledTimes(1);

    const after = new AbortController();
    const running = provider.start(utterance('Oi'), after.signal);
    await vi.advanceTimersByTimeAsync(0);
    synth.current.onstart?.();
    const playback = await running;
    after.abort();
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    await expect(playback.ended).resolves.toBeUndefined();
    await expect(provider.start(utterance('Oi'), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });
});
