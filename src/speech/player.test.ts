import { describe, expect, it } from 'vitest';
import { AUTOPLAY_WATCHDOG_AFTER_TAP_MS, AUTOPLAY_WATCHDOG_MS, soundStartWait, whyNoSound } from './player';

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
