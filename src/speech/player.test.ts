import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_WATCHDOG_AFTER_TAP_MS, AUTOPLAY_WATCHDOG_MS, openAudioOutput, playAudio, soundStartWait, whyNoSound } from './player';

// The audio library at the edge: sounds that start when the test says, a context whose state the test sets.
const fake = vi.hoisted(() => ({
  handlers: new Map<string, ((id: number) => void)[]>(),
  ctx: { state: 'suspended', resume: vi.fn(async () => {}) },
  unlock: vi.fn(),
}));
vi.mock('howler', () => {
  class Howl {
    play = () => 1;
    on = (event: string, handler: (id: number) => void) => void fake.handlers.set(event, [...(fake.handlers.get(event) ?? []), handler]);
    off = () => {};
    state = () => 'loaded';
    playing = () => false;
    stop = () => {};
    unload = () => {};
  }
  return { Howl, Howler: { ctx: fake.ctx, usingWebAudio: true, volume: () => {}, _unlockAudio: fake.unlock } };
});

const browser = (policy?: string | (() => never)) =>
  ({ getAutoplayPolicy: policy === undefined ? undefined : typeof policy === 'function' ? policy : () => policy }) as unknown as Navigator;

describe('why a sound held back did not start', () => {
  it('is the missing audio output where the browser says sound is allowed (Firefox with no speaker)', () => {
    expect(whyNoSound(browser('allowed'))).toBe('no-audio-output');
  });

  it('is the autoplay policy where it holds sound, and where the browser cannot say (a tap then unlocks it)', () => {
    expect(whyNoSound(browser('disallowed'))).toBe('autoplay-blocked');
    expect(whyNoSound(browser('allowed-muted'))).toBe('autoplay-blocked');
    expect(whyNoSound(browser())).toBe('autoplay-blocked');
    expect(
      whyNoSound(
        browser(() => {
          throw new TypeError('not here');
        }),
      ),
    ).toBe('autoplay-blocked');
  });
});

describe('how long a sound may take to start before the user is told it is held', () => {
  it('is short before the page is touched (the autoplay policy), longer after a tap (a slow audio output)', () => {
    expect(soundStartWait({ userActivation: { hasBeenActive: false } } as unknown as Navigator)).toBe(AUTOPLAY_WATCHDOG_MS);
    expect(soundStartWait({} as Navigator)).toBe(AUTOPLAY_WATCHDOG_MS);
    expect(soundStartWait({ userActivation: { hasBeenActive: true } } as unknown as Navigator)).toBe(AUTOPLAY_WATCHDOG_AFTER_TAP_MS);
    expect(AUTOPLAY_WATCHDOG_AFTER_TAP_MS).toBeGreaterThan(AUTOPLAY_WATCHDOG_MS);
  });
});

describe('a sound whose output starts slowly after a tap', () => {
  const { handlers, ctx } = fake;

  beforeEach(() => {
    vi.useFakeTimers();
    handlers.clear();
    ctx.state = 'suspended';
    ctx.resume.mockClear();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('asks the audio context once more and waits as long again before saying the sound is held', async () => {
    const playing = playAudio(new Blob(['a']), { signal: new AbortController().signal, provider: 'offline' });
    vi.advanceTimersByTime(AUTOPLAY_WATCHDOG_AFTER_TAP_MS + 10);
    expect(ctx.resume).toHaveBeenCalledTimes(1);
    // The output starts within the second wait: the sound plays, nothing is reported.
    ctx.state = 'running';
    for (const handler of handlers.get('play') ?? []) handler(1);
    await expect(playing).resolves.toMatchObject({ stop: expect.any(Function) });
  });

  it('says the sound is held when the output has not started after the second wait either', async () => {
    const playing = playAudio(new Blob(['b']), { signal: new AbortController().signal, provider: 'offline' });
    const failed = expect(playing).rejects.toMatchObject({ failure: 'autoplay-blocked' });
    vi.advanceTimersByTime(2 * AUTOPLAY_WATCHDOG_AFTER_TAP_MS - 10);
    expect(ctx.resume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    await failed;
  });
});

describe('the audio output opened before any sound', () => {
  it('lets the next touch, click or key start it, so a first sound made after a slow synthesis is not held', () => {
    fake.unlock.mockClear();
    openAudioOutput();
    expect(fake.unlock).toHaveBeenCalledTimes(1);
  });
});
