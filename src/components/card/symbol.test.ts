import { describe, expect, it } from 'vitest';
import { NO_SYMBOL, UNKNOWN_SYMBOL, bundledSymbolSrc, emojiCode, resolveSymbol } from './symbol';

describe('card symbol rule', () => {
  it.each(['https://example.org/a.png', 'http://x/y.svg', '/symbols/window.svg', 'data:image/png;base64,AAA', 'blob:http://x/1'])(
    'shows the address %s as an image',
    (src) => expect(resolveSymbol(src)).toEqual({ kind: 'image', src }),
  );

  it.each(['💧', '🍽️', '👨‍👩‍👧', '❤️', '🇧🇷', '1️⃣'])('shows the emoji %s as it is', (emoji) => {
    expect(resolveSymbol(emoji)).toEqual({ kind: 'emoji', text: emoji });
  });

  it.each(['abc', 'A', '?', 'water.png'])('falls back to the memo emoji for a symbol that is not an emoji (%s)', (symbol) => {
    expect(resolveSymbol(symbol)).toEqual({ kind: 'emoji', text: UNKNOWN_SYMBOL });
  });

  it.each([undefined, '', '   '])('falls back to the note emoji when there is no symbol (%s)', (symbol) => {
    expect(resolveSymbol(symbol)).toEqual({ kind: 'emoji', text: NO_SYMBOL });
  });
});

describe('bundled symbol code of an emoji', () => {
  it.each([
    ['💧', '1F4A7'],
    // U+FE0F is dropped whether the source writes it or not.
    ['🍽️', '1F37D'],
    ['🍽', '1F37D'],
    ['❤️', '2764'],
    // Skin tone modifiers stay, as OpenMoji has one picture per tone.
    ['👍🏽', '1F44D-1F3FD'],
    // ZWJ sequences keep their joiners, also when a part carries U+FE0F.
    ['👨‍👩‍👧', '1F468-200D-1F469-200D-1F467'],
    ['🏳️‍🌈', '1F3F3-200D-1F308'],
    ['🧑🏿‍🦽', '1F9D1-1F3FF-200D-1F9BD'],
    // Keycaps: the digit padded to four digits, then the combining keycap.
    ['1️⃣', '0031-20E3'],
    ['#️⃣', '0023-20E3'],
    // Flags: two regional indicator letters.
    ['🇧🇷', '1F1E7-1F1F7'],
  ])('names %s %s', (emoji, code) => expect(emojiCode(emoji)).toBe(code));

  it('gives the bundled address under the base only when the build bundled that symbol', () => {
    const bundled = new Set(['1F4A7', '1F37D']);
    expect(bundledSymbolSrc('💧', bundled, '/')).toBe('/symbols/1F4A7.svg');
    expect(bundledSymbolSrc('🍽️', bundled, '/aceno/')).toBe('/aceno/symbols/1F37D.svg');
    expect(bundledSymbolSrc('🆘', bundled, '/')).toBeNull();
  });
});
