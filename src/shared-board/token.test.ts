// @vitest-environment node
// Share tokens (issue 15): 16 letters and digits, from the cryptographic source, without bias; the demo tokens.
import { describe, expect, it, vi } from 'vitest';
import { demoBoardOf, isShareToken, newShareToken, TOKEN_LENGTH } from './token';

describe('share tokens', () => {
  it('are 16 letters and digits from crypto.getRandomValues, different each time', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const tokens = Array.from({ length: 200 }, () => newShareToken());
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    for (const token of tokens) {
      expect(token).toHaveLength(TOKEN_LENGTH);
      expect(isShareToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('draw again past the last even run of 62, so every character is as likely', () => {
    // Only bytes ≥ 248 at first: none may be used (a modulo would favour the first 8 characters).
    let calls = 0;
    const token = newShareToken((bytes) => {
      calls += 1;
      bytes.fill(calls === 1 ? 250 : 61);
      return bytes;
    });
    expect(calls).toBe(2);
    expect(token).toBe('9'.repeat(16));
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i += 1) for (const c of newShareToken()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
  });

  it('tells tokens, demo tokens and anything else apart', () => {
    expect(isShareToken('abcDEF0123456789')).toBe(true);
    expect(isShareToken('abcDEF012345678')).toBe(false);
    expect(isShareToken('abcDEF012345678!')).toBe(false);
    expect(isShareToken('<script>alert(1)')).toBe(false);
    expect(demoBoardOf('demo-dinamico')).toBe('dynamic');
    expect(demoBoardOf('demo-construtor')).toBe('constructor');
    expect(demoBoardOf('demo-constructor')).toBe('constructor');
    expect(demoBoardOf('construtor')).toBeNull();
    expect(demoBoardOf('abcDEF0123456789')).toBeNull();
  });
});
