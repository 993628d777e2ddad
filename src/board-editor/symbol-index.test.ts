// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { createBoard, resetSeedingForTests, saveCard } from '@/boards/store';
import { LANGUAGES } from '@/i18n/language';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS } from './emoji-groups';
import { loadBundledIndex, loadFamilyEntries } from './picker-index';
import { makeEntry, MAX_RESULTS, searchSymbols, TIER, wordForms, type SymbolEntry } from './symbol-index';

let bundled: SymbolEntry[];
beforeAll(async () => {
  bundled = await loadBundledIndex();
});

const emojis = (query: string, entries: readonly SymbolEntry[] = bundled) =>
  searchSymbols(query, entries).map((choice) => (choice.symbol.kind === 'emoji' ? choice.symbol.emoji.replace(/\uFE0F/g, '') : choice.symbol.mediaId));
const first = (query: string) => emojis(query)[0];

describe('the bundled symbol index', () => {
  it('names every bundled symbol in each language from the CLDR annotations (well over the picker’s 200)', () => {
    const cldr = bundled.filter((entry) => entry.tier === TIER.cldr);
    expect(cldr.length).toBeGreaterThan(1800);
    for (const entry of cldr) for (const lang of LANGUAGES) expect(entry.name[lang], `${JSON.stringify(entry.symbol)} in ${lang}`).toBeTruthy();
  });

  it('finds symbols by their Spanish names, singular or plural: palomitas, galleta, jugo, panes, lápices', () => {
    expect(first('palomitas')).toBe('🍿');
    expect(first('galletas')).toBe('🍪');
    expect(emojis('jugo')).toContain('🧃');
    expect(emojis('panes')).toContain('🍞');
    expect(emojis('lápices')).toContain('✏');
    expect(wordForms('lapices')).toContain('lapiz');
    expect(wordForms('panes')).toContain('pan');
  });

  it('finds a family’s everyday words in either language: pipoca, popcorn, biscoito, cookie, suco, juice', () => {
    expect(first('pipoca')).toBe('🍿');
    expect(first('popcorn')).toBe('🍿');
    expect(first('biscoito')).toBe('🍪');
    expect(first('cookie')).toBe('🍪');
    expect(emojis('suco')).toContain('🧃');
    expect(emojis('juice')).toContain('🧃');
  });

  it('ignores accents and case, both ways', () => {
    expect(first('água')).toBe('💧');
    expect(first('AGUA')).toBe('💧');
    expect(emojis('maca')).toContain('🍎');
    expect(emojis('MAÇÃ')).toContain('🍎');
    expect(emojis('vovó')).toContain('👵');
  });

  it('finds singular and plural alike', () => {
    expect(first('biscoitos')).toBe('🍪');
    expect(first('cookies')).toBe('🍪');
    expect(emojis('flores')).toContain('🌸');
    expect(emojis('pães')).toContain('🍞');
    expect(emojis('animais').length).toBeGreaterThan(0);
    expect(wordForms('limoes')).toContain('limao');
    expect(wordForms('animais')).toContain('animal');
    expect(wordForms('flores')).toContain('flor');
    expect(wordForms('cookies')).toContain('cookie');
  });

  it('ranks whole words, then word starts, then inside a word', () => {
    // "dor": the pain card (a whole word) before "dormir" (a word start).
    expect(first('dor')).toBe('🤕');
    const cat = emojis('gato');
    expect(cat.slice(0, 2)).toContain('🐱');
    // A word start finds what a whole word would not: "bisc" → biscoito.
    expect(emojis('bisc')).toContain('🍪');
    // Inside a word only after every word start: "coito" is inside "biscoito".
    expect(emojis('coito')).toContain('🍪');
    // Every word of a query must match.
    expect(emojis('suco caixa')).toContain('🧃');
    expect(emojis('suco zzzz')).toEqual([]);
  });

  it('shows each symbol once, stops at the limit, and finds nothing for nothing', () => {
    const all = emojis('a');
    expect(all.length).toBeLessThanOrEqual(MAX_RESULTS);
    expect(new Set(all).size).toBe(all.length);
    expect(emojis('   ')).toEqual([]);
    expect(emojis('zzzzqx')).toEqual([]);
  });

  it('keeps the picker’s six groups, each named in every language with no repeated symbol', () => {
    expect(EMOJI_GROUP_IDS).toHaveLength(6);
    const all = EMOJI_GROUP_IDS.flatMap((id) => EMOJI_GROUPS[id]);
    for (const item of all) for (const lang of LANGUAGES) expect(item.name[lang]?.trim(), `${item.emoji} in ${lang}`).toBeTruthy();
    expect(new Set(all.map((item) => item.emoji)).size).toBe(all.length);
  });
});

describe('the family’s own words', () => {
  beforeEach(async () => {
    resetSeedingForTests();
    await emptyDatabaseForTest();
  });
  afterEach(closeDatabaseAfterTest);

  it('a card label on any of their boards brings that card’s symbol first', async () => {
    const boardId = await createBoard({ name: { pt: 'Da Bia' }, type: 'dynamic' });
    // The child calls the dog "Totó" and the cookie "bolachinha".
    await saveCard({ boardId, categoryId: 'people', label: { pt: 'Totó' }, symbol: { kind: 'emoji', emoji: '🐕' } });
    await saveCard({ boardId, categoryId: 'people', label: { pt: 'Bolachinha' }, symbol: { kind: 'emoji', emoji: '🍪' } });
    await saveCard({ boardId, categoryId: 'people', label: { pt: 'Cachorro quente' }, symbol: { kind: 'emoji', emoji: '🌭' } });
    const family = await loadFamilyEntries();
    const entries = [...family.entries, ...bundled];

    expect(searchSymbols('toto', entries)[0]).toMatchObject({ symbol: { kind: 'emoji', emoji: '🐕' }, name: { pt: 'Totó' } });
    expect(first('bolachinha')).not.toBe('🍪');
    expect(emojis('bolachinha', entries)[0]).toBe('🍪');
    // "cachorro": the family's hot dog comes before the bundled dog, since it is their word.
    expect(emojis('cachorro', entries)[0]).toBe('🌭');
    expect(emojis('cachorro', entries)).toContain('🐶');
    family.release();
  });

  it('a family card that matches only inside a word waits behind whole words', () => {
    const entries = [makeEntry({ symbol: { kind: 'emoji', emoji: '🚗' }, name: { pt: 'Supergato', en: 'Supergato' } }, TIER.family), ...bundled];
    // "gato" is inside "Supergato": the cat (a whole word) comes first, the family's card after it.
    const cat = emojis('gato', entries);
    expect(cat.indexOf('🐱')).toBeGreaterThanOrEqual(0);
    expect(cat.indexOf('🐱')).toBeLessThan(cat.indexOf('🚗'));
    // "super" starts it: a word start, so the family's card is first.
    expect(emojis('super', entries)[0]).toBe('🚗');
  });
});
