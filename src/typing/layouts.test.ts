// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charOf, frequencyRows, keyboardOf, keyRows, scanSteps, type KeyDef } from './layouts';

const benchText = (lang: 'pt' | 'en') => readFileSync(join(process.cwd(), 'scripts/bench-texts', `${lang}.txt`), 'utf8');
const written = (rows: KeyDef[][]) => rows.flat().map((key) => charOf(key) ?? `[${key.kind === 'page' ? key.page : ''}]`);

describe('typing: keyboards', () => {
  it('has every letter of the language on the letters page of every layout, each once', () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      for (const layout of ['qwerty', 'abc', 'frequency'] as const) {
        const keys = written(keyRows(layout, lang, 'letters'));
        const letters = keys.filter((k) => /^\p{L}$/u.test(k));
        expect(new Set(letters).size, `${lang} ${layout}`).toBe(letters.length);
        expect(letters.length, `${lang} ${layout}`).toBe(lang === 'en' ? 26 : 27);
        expect(keys).toContain(' ');
        expect(keys).toContain('[numbers]');
        expect(keys.includes('[accents]')).toBe(lang !== 'en');
      }
    }
    expect(written(keyRows('qwerty', 'pt', 'accents')).join('')).toContain('áàâãéêíçóôõú');
    // Spanish: ñ in its place on the letters, the accents, ü and the opening signs on their page.
    expect(written(keyRows('qwerty', 'es', 'letters'))[19]).toBe('ñ');
    expect(written(keyRows('qwerty', 'es', 'accents')).join('')).toContain('áéíóúüñ¿¡');
    expect(written(keyRows('abc', 'es', 'letters')).join('')).toContain('mnño');
  });

  it('lays the frequency layout along the diagonals: the space and the most used letters nearest the start', () => {
    const rows = keyRows('frequency', 'pt', 'letters');
    expect(written(rows).slice(0, 1)).toEqual([' ']);
    expect(rows[0]!.slice(0, 2).map(charOf)).toEqual([' ', 'a']);
    expect(rows[1]![0] && charOf(rows[1]![0])).toBe('e');
    // On each diagonal r + c, every key is used at least as much as any key on a later diagonal.
    const frequency = keyboardOf('pt').frequency;
    const byDiagonal = new Map<number, number[]>();
    rows.forEach((row, r) => row.forEach((key, c) => {
      const char = charOf(key);
      if (char !== null) byDiagonal.set(r + c, [...(byDiagonal.get(r + c) ?? []), frequency[char] ?? 0]);
    }));
    const diagonals = [...byDiagonal.keys()].sort((a, b) => a - b);
    for (let i = 1; i < diagonals.length; i++) {
      expect(Math.min(...byDiagonal.get(diagonals[i - 1]!)!)).toBeGreaterThanOrEqual(Math.max(...byDiagonal.get(diagonals[i]!)!));
    }
    expect(rows.every((row) => row.length <= 6)).toBe(true);
  });

  it('costs a row–column scanning user fewer steps per character than QWERTY and ABC, on held-out texts', () => {
    for (const lang of ['pt', 'en'] as const) {
      const text = benchText(lang).split('\n').filter((line) => line && !line.startsWith('#')).join(' ');
      const cost = (layout: 'qwerty' | 'abc' | 'frequency') => {
        const { steps, characters } = scanSteps(keyRows(layout, lang, 'letters'), text, 1, [keyRows(layout, lang, 'accents'), keyRows(layout, lang, 'numbers')]);
        return steps / characters;
      };
      const frequency = cost('frequency');
      expect(frequency, lang).toBeLessThan(cost('qwerty') * 0.8);
      expect(frequency, lang).toBeLessThan(cost('abc') * 0.85);
    }
  });

  it('fills a grid of any size without gaps inside a row', () => {
    const order = [...'abcdefghij'].map((char): KeyDef => ({ kind: 'char', char }));
    const rows = frequencyRows(order, 4);
    expect(rows.map((row) => row.map(charOf).join(''))).toEqual(['abdg', 'cehj', 'fi']);
  });
});
