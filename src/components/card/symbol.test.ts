import { describe, expect, it } from 'vitest';
import { NO_SYMBOL, UNKNOWN_SYMBOL, resolveSymbol } from './symbol';

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
