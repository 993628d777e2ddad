// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cameFrom } from './came-from';

describe('the print page’s way back', () => {
  it('returns to the page of this app the link was followed from, with its query', () => {
    expect(cameFrom({ from: '/pranchas?b=builtin-dynamic' })).toBe('/pranchas?b=builtin-dynamic');
    expect(cameFrom({ from: '/en/dynamic' })).toBe('/en/dynamic');
  });

  it('refuses anything that could leave the app or is not a path', () => {
    for (const state of [null, undefined, 'x', 3, {}, { from: 7 }, { from: 'https://example.org/' }, { from: '//example.org/x' }, { from: '/\\example.org' }, { from: 'javascript:alert(1)' }, { from: `/${'a'.repeat(2001)}` }]) {
      expect(cameFrom(state)).toBeNull();
    }
  });
});
