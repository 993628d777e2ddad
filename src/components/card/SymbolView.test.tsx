import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SymbolView } from './SymbolView';

// The build bundles these two; any other emoji has no symbol file.
vi.mock('virtual:symbols', () => ({ default: new Set(['1F4A7', '1F37D']), others: false }));

afterEach(cleanup);

function view(symbol: string | undefined) {
  const { container } = render(<SymbolView symbol={symbol} className="card__symbol" />);
  return container.firstElementChild as HTMLElement;
}

describe('SymbolView', () => {
  it('draws an emoji with a bundled symbol from its file, hidden from assistive technology', () => {
    const symbol = view('🍽️');
    expect(symbol.tagName).toBe('IMG');
    expect(symbol.getAttribute('src')).toBe('/symbols/1F37D.svg');
    expect(symbol.getAttribute('alt')).toBe('');
    expect(symbol.getAttribute('aria-hidden')).toBe('true');
    expect(symbol.className).toBe('card__symbol card__symbol--bundled symbol--bundled');
  });

  it('shows an emoji without a bundled symbol as the emoji itself', () => {
    const symbol = view('🆘');
    expect(symbol.tagName).toBe('SPAN');
    expect(symbol.textContent).toBe('🆘');
  });

  it('falls back to the emoji when its symbol file fails to load', () => {
    const symbol = view('💧');
    fireEvent.error(symbol);
    const fallback = document.querySelector('.card__symbol') as HTMLElement;
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('💧');
  });

  it('still shows an address as that image', () => {
    const symbol = view('/uploads/cup.png');
    expect(symbol.tagName).toBe('IMG');
    expect(symbol.getAttribute('src')).toBe('/uploads/cup.png');
  });
});
