// @vitest-environment node
// The offline provider's prepare(): cards on screen synthesised one at a time behind taps, cached ones skipped,
// a new screen replacing the old list, and nothing more tried once the voice cannot load.
import { describe, expect, it } from 'vitest';
import { SpeechError } from '../types';
import { offlineCacheKey } from './offline-provider';
import { audio, flush, say, setup } from './test-fakes';

describe('offline provider: prepare', () => {
  it('synthesises visible texts one at a time, skipping what memory or IndexedDB already has', async () => {
    const { provider, synth } = setup({ [offlineCacheKey(say('kept'))]: audio(1) });
    provider.prepare([say('a'), say('kept'), say('b'), say('a'), say(' ')]);
    await flush();
    expect(synth.texts()).toEqual(['a']); // one at a time
    synth.calls[0]!.resolve(audio(2));
    await flush();
    expect(synth.texts()).toEqual(['a', 'b']);
    synth.calls[1]!.resolve(audio(3));
    await flush();
    provider.prepare([say('a'), say('b')]); // now both in memory
    await flush();
    expect(synth.calls).toHaveLength(2);
  });

  it('hands every prepared sound to the player to load ahead: from memory, from IndexedDB and once synthesised', async () => {
    const kept = offlineCacheKey(say('kept'));
    const { provider, synth, warmed } = setup({ [kept]: audio(1) });
    provider.prepare([say('new'), say('kept')]);
    await flush();
    synth.calls[0]!.resolve(audio(2));
    await flush();
    await flush();
    expect(warmed.sort()).toEqual([offlineCacheKey(say('kept')), offlineCacheKey(say('new'))].sort());
    provider.prepare([say('new')]); // now in memory: warmed again at once (the player skips a sound it has)
    await flush();
    expect(warmed.filter((key) => key === offlineCacheKey(say('new')))).toHaveLength(2);
  });

  it('lets a tapped text jump ahead of the prepared ones', async () => {
    const { provider, synth, played } = setup();
    provider.prepare([say('a'), say('b'), say('c')]);
    await flush();
    const tapped = provider.start(say('tapped'), new AbortController().signal);
    await flush();
    synth.calls[0]!.resolve(audio(1)); // 'a' was already running: it finishes first
    await flush();
    expect(synth.texts()).toEqual(['a', 'tapped']);
    synth.calls[1]!.resolve(audio(4));
    await tapped;
    expect(played).toHaveLength(1);
    await flush();
    expect(synth.texts()).toEqual(['a', 'tapped', 'b']);
  });

  it('reuses a prepared job when its text is tapped, and a new screen replaces the old list', async () => {
    const { provider, synth } = setup();
    provider.prepare([say('a'), say('b'), say('c')]);
    await flush();
    const tapped = provider.start(say('c'), new AbortController().signal);
    await flush();
    provider.prepare([say('x')]); // b is dropped; c stays because a tap waits for it
    synth.calls[0]!.resolve(audio(1));
    await flush();
    synth.calls[1]!.resolve(audio(2));
    await tapped;
    await flush();
    expect(synth.texts()).toEqual(['a', 'c', 'x']);
  });

  it('stops preparing when the voice cannot load', async () => {
    const { provider, synth } = setup();
    provider.prepare([say('a'), say('b')]);
    await flush();
    synth.calls[0]!.reject(new SpeechError('no voice', 'offline', false, 'offline-voice-failed'));
    await flush();
    expect(synth.texts()).toEqual(['a']);
  });
});
