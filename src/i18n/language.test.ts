// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, readSavedLanguage, resolveStartLanguage, saveLanguage } from './language';

describe('start language', () => {
  it('is Portuguese when nothing is saved and the browser is not English', () => {
    expect(resolveStartLanguage(null, ['pt-BR'])).toBe('pt');
    expect(resolveStartLanguage(null, ['fr-FR', 'en-US'])).toBe('pt');
    expect(resolveStartLanguage(null, [])).toBe('pt');
  });

  it('is English when the browser language starts with en', () => {
    expect(resolveStartLanguage(null, ['en-GB'])).toBe('en');
    expect(resolveStartLanguage(null, ['EN'])).toBe('en');
  });

  it('lets a saved choice win over the browser', () => {
    expect(resolveStartLanguage('pt', ['en-US'])).toBe('pt');
    expect(resolveStartLanguage('en', ['pt-BR'])).toBe('en');
  });

  it('ignores a saved value that is not pt or en', () => {
    expect(resolveStartLanguage('de', ['en-US'])).toBe('en');
  });
});

describe('saved language', () => {
  it('round-trips through storage under the language key', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    saveLanguage('en', storage);
    expect(map.get(LANGUAGE_KEY)).toBe('en');
    expect(readSavedLanguage(storage)).toBe('en');
  });

  it('treats garbage or a throwing storage as nothing saved, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSavedLanguage({ getItem: () => '{"x":1}' })).toBeNull();
    expect(readSavedLanguage({ getItem: () => { throw new Error('denied'); } })).toBeNull();
    expect(() => saveLanguage('pt', { setItem: () => { throw new Error('quota'); } })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
