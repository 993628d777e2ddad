// @vitest-environment node
// The blink driver on synthetic face frames (30 frames/s): a double blink activates once, a single or short
// blink does not, a face leaving mid-gesture does not, a paused driver ignores blinks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '@input-drivers/commands';
import type { FaceFrame } from '@input-drivers/face/engine';
import { createBlinkDriver } from './blink-driver';
import { syntheticFace } from './synthetic-face';

const FRAME = 33;

function run(options: { paused?: boolean } = {}) {
  const listeners = new Set<(frame: FaceFrame) => void>();
  const commands: Command[] = [];
  const driver = createBlinkDriver({ frames: (l) => (listeners.add(l), () => listeners.delete(l)), aspect: () => 1 });
  if (options.paused) driver.setPaused(true);
  const stop = driver.start((c) => commands.push(c));
  let at = 0;
  /** Segments of [eyes, ms], one frame every 33 ms. */
  const play = (...segments: ['open' | 'closed' | 'gone', number][]) => {
    for (const [eyes, ms] of segments) {
      const end = at + ms;
      for (; at < end; at += FRAME) {
        const ear = eyes === 'closed' ? 0.08 : 0.47;
        const landmarks = eyes === 'gone' ? null : syntheticFace({ left: ear, right: ear }).map((p) => ({ ...p, z: 0 }));
        listeners.forEach((l) => l({ landmarks, at, processingMs: 10 }));
      }
    }
  };
  return { driver, play, stop, activations: () => commands.filter((c) => c.type === 'activate'), listeners };
}

afterEach(() => vi.useRealTimers());

describe('blink driver', () => {
  it('a double blink activates once, with source blink', () => {
    const b = run();
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 600]);
    expect(b.activations()).toEqual([{ type: 'activate', source: 'blink' }]);
    b.stop();
    expect(b.listeners.size).toBe(0);
  });

  it('ordinary blinks and one deliberate closure never activate', () => {
    const b = run();
    b.play(['open', 500], ['closed', 100], ['open', 400], ['closed', 100], ['open', 400], ['closed', 400], ['open', 2000]);
    expect(b.activations()).toEqual([]);
  });

  it('a face leaving between the two closures ends the gesture', () => {
    const b = run();
    b.play(['open', 500], ['closed', 300], ['gone', 200], ['open', 100], ['closed', 300], ['open', 600]);
    expect(b.activations()).toEqual([]);
  });

  it('paused, blinks do nothing; resumed, they select again', () => {
    const b = run({ paused: true });
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 600]);
    expect(b.activations()).toEqual([]);
    b.driver.setPaused(false);
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 600]);
    expect(b.activations()).toHaveLength(1);
  });
});
