import { describe, expect, it } from 'vitest';
import { whyNoSound } from './player';

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
