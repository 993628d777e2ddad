// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE, MAX_RATE, MIN_RATE, baseRate, rateFor } from './rates';

describe('speech speeds (spec §9)', () => {
  it('gives the spec speed for each kind and language', () => {
    expect(baseRate('sentence', 'pt')).toBe(1);
    expect(baseRate('sentence', 'en')).toBe(0.9);
    expect(baseRate('word', 'pt')).toBe(1.1);
    expect(baseRate('word', 'en')).toBe(1);
    expect(baseRate('constructorWord', 'pt')).toBe(1.1);
    expect(baseRate('constructorWord', 'en')).toBe(1.1);
  });

  it('uses the default 0.9 when the kind is unknown', () => {
    expect(DEFAULT_RATE).toBe(0.9);
    expect(rateFor(undefined, 'pt')).toBe(0.9);
    expect(rateFor(undefined, 'en')).toBe(0.9);
  });

  it('applies the user multiplier without float noise', () => {
    expect(rateFor('word', 'pt', 1.1)).toBe(1.21);
    expect(rateFor('sentence', 'en', 0.5)).toBe(0.5);
    expect(rateFor('sentence', 'pt', 1.5)).toBe(1.5);
  });

  it('clamps the result to 0.5–2', () => {
    expect(rateFor('sentence', 'en', 0.1)).toBe(MIN_RATE);
    expect(rateFor('word', 'pt', 5)).toBe(MAX_RATE);
  });

  it('treats a broken multiplier (0, negative, NaN, Infinity) as 1', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(rateFor('word', 'pt', bad)).toBe(1.1);
  });
});
