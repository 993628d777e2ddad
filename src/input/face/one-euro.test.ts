// @vitest-environment node
// One Euro filter: a still, noisy head is steadied, a fast move is followed within ~100 ms, odd times are safe.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ONE_EURO, OneEuroFilter2D } from './one-euro';

const FRAME_MS = 33;

/** A seeded generator, so the noise is the same on every run. */
function noise(seed = 7) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647 - 0.5;
  };
}

function variance(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
}

describe('one euro filter', () => {
  it('a still head with landmark jitter is steadied: variance drops below a quarter on both axes', () => {
    const f = new OneEuroFilter2D();
    const rnd = noise();
    const raw: { x: number; y: number }[] = [];
    const out: { x: number; y: number }[] = [];
    for (let i = 0; i < 300; i++) {
      const p = { x: 0.5 + rnd() * 0.01, y: 0.4 + rnd() * 0.01 };
      raw.push(p);
      out.push(f.filter(p, i * FRAME_MS));
    }
    const settled = (a: { x: number; y: number }[], k: 'x' | 'y') => a.slice(30).map((p) => p[k]);
    expect(variance(settled(out, 'x'))).toBeLessThan(0.25 * variance(settled(raw, 'x')));
    expect(variance(settled(out, 'y'))).toBeLessThan(0.25 * variance(settled(raw, 'y')));
  });

  it(`a fast move (a step of 5% of the frame) is within 5% of the step ~100 ms later at beta ${DEFAULT_ONE_EURO.beta}`, () => {
    const f = new OneEuroFilter2D();
    let t = 0;
    for (; t < 1000; t += FRAME_MS) f.filter({ x: 0.5, y: 0.5 }, t);
    const stepAt = t;
    let reachedAt = Infinity;
    for (; t < stepAt + 500; t += FRAME_MS) {
      const p = f.filter({ x: 0.55, y: 0.5 }, t);
      if (Math.abs(p.x - 0.55) <= 0.05 * 0.05 && reachedAt === Infinity) reachedAt = t - stepAt;
    }
    expect(reachedAt).toBeLessThanOrEqual(100);
  });

  it('equal timestamps give no NaN: the last output repeats', () => {
    const f = new OneEuroFilter2D();
    f.filter({ x: 0.1, y: 0.2 }, 100);
    const a = f.filter({ x: 0.3, y: 0.4 }, 133);
    const b = f.filter({ x: 0.9, y: 0.9 }, 133);
    expect(b).toEqual(a);
    expect(Number.isNaN(a.x) || Number.isNaN(a.y)).toBe(false);
  });

  it('the first sample passes through; a time going backwards restarts; NaN input is ignored', () => {
    const f = new OneEuroFilter2D();
    expect(f.filter({ x: 0.2, y: 0.3 }, 1000)).toEqual({ x: 0.2, y: 0.3 });
    expect(f.filter({ x: NaN, y: 0.3 }, 1033)).toEqual({ x: 0.2, y: 0.3 });
    expect(f.filter({ x: 0.7, y: 0.7 }, 500)).toEqual({ x: 0.7, y: 0.7 });
    f.reset();
    expect(f.filter({ x: 0.1, y: 0.1 }, 0)).toEqual({ x: 0.1, y: 0.1 });
  });

  it('params are normalised: non-positive cutoffs fall back, a higher beta follows faster', () => {
    expect(OneEuroFilter2D.normalize({ minCutoff: 0, beta: -1, dCutoff: NaN })).toEqual(DEFAULT_ONE_EURO);
    const lag = (beta: number) => {
      const f = new OneEuroFilter2D({ beta });
      f.filter({ x: 0, y: 0 }, 0);
      return 1 - f.filter({ x: 1, y: 0 }, FRAME_MS).x;
    };
    expect(lag(50)).toBeLessThan(lag(0));
  });
});
