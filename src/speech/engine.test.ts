// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeechEngine, type EngineDeps } from './engine';
import { SpeechError, type Playback, type ProviderId, type SpeechEvent, type SpeechProvider, type Utterance } from './types';

const utterance = (text: string): Utterance => ({ text, lang: 'pt', rate: 1, intonation: 'statement' });

interface FakeSound extends Playback {
  finish(): void;
  stopped: boolean;
}

function sound(): FakeSound {
  let done!: () => void;
  const ended = new Promise<void>((resolve) => (done = resolve));
  const s: FakeSound = {
    ended,
    stopped: false,
    stop: () => {
      s.stopped = true;
      done();
    },
    finish: () => done(),
  };
  return s;
}

type Behaviour = 'unavailable' | 'throws' | 'silent' | 'plays' | SpeechError;

function provider(id: ProviderId, behaviour: Behaviour, log: string[], sounds: FakeSound[] = []): SpeechProvider {
  return {
    id,
    available: async () => behaviour !== 'unavailable',
    prepare: (us) => log.push(`prepare:${id}:${us.map((u) => u.text).join('|')}`),
    start: (u, signal) => {
      log.push(`${id}:${u.text}`);
      if (behaviour === 'throws') return Promise.reject(new SpeechError('network down', id, true));
      if (behaviour instanceof SpeechError) return Promise.reject(behaviour);
      if (behaviour === 'silent') {
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new SpeechError('aborted', id))));
      }
      const s = sound();
      sounds.push(s);
      return Promise.resolve(s);
    },
  };
}

function engine(providers: SpeechProvider[], extra: Partial<EngineDeps> = {}) {
  const events: SpeechEvent[] = [];
  const marks: string[] = [];
  const e = createSpeechEngine({
    providers,
    split: (text) => (text.trim() ? text.split('|') : []),
    emit: (event) => events.push(event),
    mark: (name) => marks.push(name),
    ...extra,
  });
  return { e, events, marks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a tap whose providers know at once whether they can speak', () => {
  it('reaches the voice within the call itself, before anything the tap’s event scheduled', () => {
    const log: string[] = [];
    const now = (p: SpeechProvider, answer: boolean | null): SpeechProvider => ({ ...p, availableNow: () => answer });
    const { e } = engine([now(provider('recording', 'unavailable', log), false), now(provider('webSpeech', 'plays', log), true)]);
    void e.speak(utterance('Sim'));
    expect(log).toEqual(['webSpeech:Sim']);
  });

  it('waits for available() where a provider cannot tell at once, and a throwing answer is no answer', async () => {
    const log: string[] = [];
    const unsure: SpeechProvider = { ...provider('recording', 'unavailable', log), availableNow: () => null };
    const broken: SpeechProvider = { ...provider('cloud', 'plays', log), availableNow: () => { throw new Error('no'); }, available: async () => false };
    const { e } = engine([unsure, broken, provider('webSpeech', 'plays', log)]);
    const said = e.speak(utterance('Sim'));
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toEqual(['webSpeech:Sim']));
    void said;
  });
});

describe('speech engine', () => {
  it('uses the first provider that is available and reports which one spoke', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const { e, events, marks } = engine([provider('recording', 'unavailable', log), provider('webSpeech', 'plays', log, sounds), provider('offline', 'plays', log)]);
    const done = e.speak(utterance('água'));
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    expect(events).toEqual([
      { type: 'waiting', id: 1, text: 'água', lang: 'pt' },
      { type: 'started', id: 1, text: 'água', lang: 'pt', provider: 'webSpeech' },
    ]);
    sounds[0]?.finish();
    await done;
    expect(events.at(-1)).toEqual({ type: 'ended', id: 1 });
    expect(log).toEqual(['webSpeech:água']);
    expect(marks).toEqual(['speak', 'sound-start']);
  });

  it('falls through a provider that throws and one that stays silent past its timeout', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const errors: ProviderId[] = [];
    const { e, events } = engine([provider('cloud', 'throws', log), provider('webSpeech', 'silent', log), provider('offline', 'plays', log, sounds)], {
      onProviderError: (id) => errors.push(id),
    });
    void e.speak(utterance('sim'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(sounds).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    expect(log).toEqual(['cloud:sim', 'webSpeech:sim', 'offline:sim']);
    expect(errors).toEqual(['cloud', 'webSpeech']);
    expect(events[1]).toMatchObject({ type: 'started', provider: 'offline' });
  });

  it('says why when nothing can make sound, preferring the autoplay block as the reason', async () => {
    const log: string[] = [];
    const blocked = new SpeechError('blocked', 'offline', false, 'autoplay-blocked');
    const { e, events } = engine([provider('webSpeech', 'throws', log), provider('offline', blocked, log)]);
    await expect(e.speak(utterance('não'))).rejects.toMatchObject({ failure: 'autoplay-blocked' });
    expect(events).toEqual([
      { type: 'waiting', id: 1, text: 'não', lang: 'pt' },
      { type: 'failed', id: 1, text: 'não', lang: 'pt', failure: 'autoplay-blocked' },
    ]);

    const none = engine([provider('webSpeech', 'unavailable', log)]);
    await expect(none.e.speak(utterance('não'))).rejects.toMatchObject({ failure: 'no-provider' });
    expect(none.events[1]).toMatchObject({ type: 'failed', failure: 'no-provider' });
  });

  it('plays one utterance at a time: a new one stops the current', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const { e, events } = engine([provider('offline', 'plays', log, sounds)]);
    const first = e.speak(utterance('um'));
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    const second = e.speak(utterance('dois'));
    expect(sounds[0]?.stopped).toBe(true);
    await first;
    await vi.waitFor(() => expect(sounds).toHaveLength(2));
    sounds[1]?.finish();
    await second;
    expect(events.map((ev) => ev.type)).toEqual(['waiting', 'started', 'stopped', 'waiting', 'started', 'ended']);
  });

  it('speaks nothing for empty or blank text and returns at once', async () => {
    const log: string[] = [];
    const { e, events, marks } = engine([provider('offline', 'plays', log)]);
    await e.speak(utterance('   '));
    expect(log).toEqual([]);
    expect(events).toEqual([]);
    expect(marks).toEqual([]);
  });

  it('speaks long text chunk by chunk, getting the next chunk ready while one plays', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const { e, events } = engine([provider('offline', 'plays', log, sounds)]);
    const done = e.speak({ ...utterance('a|b|c'), intonation: 'question' });
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    expect(log).toContain('prepare:offline:b');
    for (const expected of [2, 3]) {
      sounds.at(-1)?.finish();
      await vi.waitFor(() => expect(sounds).toHaveLength(expected));
    }
    sounds.at(-1)?.finish();
    await done;
    expect(log.filter((l) => !l.startsWith('prepare'))).toEqual(['offline:a', 'offline:b', 'offline:c']);
    expect(events.map((ev) => ev.type)).toEqual(['waiting', 'started', 'ended']);
  });

  it('stop silences the sound and a stopped utterance resolves without an error', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const { e, events } = engine([provider('offline', 'plays', log, sounds)]);
    const done = e.speak(utterance('dor'));
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    e.stop();
    await expect(done).resolves.toBeUndefined();
    expect(sounds[0]?.stopped).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'stopped', id: 1 });
  });

  it('respects the user choosing to skip a provider, and warms only the provider in use', async () => {
    const log: string[] = [];
    const sounds: FakeSound[] = [];
    const { e } = engine([provider('recording', 'plays', log), provider('webSpeech', 'plays', log), provider('offline', 'plays', log, sounds)], {
      skip: (id) => id === 'webSpeech' || id === 'recording',
    });
    e.prepare([utterance('sim'), utterance('não')]);
    await vi.waitFor(() => expect(log).toEqual(['prepare:offline:sim|não']));
    void e.speak(utterance('sim'));
    await vi.waitFor(() => expect(sounds).toHaveLength(1));
    expect(log.at(-1)).toBe('offline:sim');
  });

  it('warm() asks the providers in order whether they could speak, up to the first general one, and says nothing', async () => {
    const asked: string[] = [];
    const log: string[] = [];
    const probe = (id: ProviderId, behaviour: Behaviour): SpeechProvider => {
      const p = provider(id, behaviour, log);
      return { ...p, available: (u) => (asked.push(`${id}:${u.text}`), p.available(u)) };
    };
    const { e, events } = engine([probe('recording', 'unavailable'), probe('cloud', 'unavailable'), probe('webSpeech', 'plays'), probe('offline', 'plays')]);
    await e.warm(utterance('olá'));
    expect(asked).toEqual(['recording:olá', 'cloud:olá', 'webSpeech:olá']);
    expect(log).toEqual([]);
    expect(events).toEqual([]);
  });

  it('warm() starts the engine of the provider that will speak (the offline voice here), only when asked to', async () => {
    const warmed: string[] = [];
    const withWarm = (id: ProviderId, behaviour: Behaviour): SpeechProvider => ({ ...provider(id, behaviour, []), warm: async () => void warmed.push(id) });
    const { e } = engine([withWarm('recording', 'unavailable'), withWarm('webSpeech', 'unavailable'), withWarm('offline', 'plays')]);
    await e.warm(utterance('olá'), false);
    expect(warmed).toEqual([]);
    await e.warm(utterance('olá'));
    expect(warmed).toEqual(['offline']);
  });
});
