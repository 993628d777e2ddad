import { describe, expect, it } from 'vitest';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS } from './emoji-groups';
import { MAX_RESULTS, searchSymbols } from './picker-index';

describe('symbol search', () => {
  it('finds by word in Portuguese or English, accents or not', () => {
    expect(searchSymbols('água')[0]?.emoji).toBe('💧');
    expect(searchSymbols('agua')[0]?.emoji).toBe('💧');
    expect(searchSymbols('WATER')[0]?.emoji).toBe('💧');
    expect(searchSymbols('dog').map((s) => s.emoji)).toContain('🐶');
    expect(searchSymbols('vovó').map((s) => s.emoji)).toContain('👵');
  });

  it('finds the built-in cards’ symbols by their words', () => {
    expect(searchSymbols('garganta').map((s) => s.emoji)).toContain('🗣️');
    expect(searchSymbols('stomach').map((s) => s.emoji)).toContain('🤢');
  });

  it('puts word starts first, shows each symbol once, and stops at the limit', () => {
    const pain = searchSymbols('dor');
    expect(pain[0]?.emoji).toBe('🤕');
    const all = searchSymbols('a');
    expect(all.length).toBeLessThanOrEqual(MAX_RESULTS);
    expect(new Set(all.map((s) => s.emoji.replace(/\uFE0F/g, ''))).size).toBe(all.length);
    expect(searchSymbols('   ')).toEqual([]);
    expect(searchSymbols('zzzzqx')).toEqual([]);
  });

  it('has six groups, each with names in both languages and no repeated symbol', () => {
    expect(EMOJI_GROUP_IDS).toHaveLength(6);
    const all = EMOJI_GROUP_IDS.flatMap((id) => EMOJI_GROUPS[id]);
    for (const item of all) expect(item.name.pt.trim() && item.name.en.trim(), item.emoji).toBeTruthy();
    expect(new Set(all.map((item) => item.emoji)).size).toBe(all.length);
  });
});
