// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anchorFromHash, NAV_SECTIONS } from './anchors';

describe('anchorFromHash', () => {
  it('reads the id after the hash sign', () => {
    expect(anchorFromHash('#sobre')).toBe('sobre');
    expect(anchorFromHash('como-funciona')).toBe('como-funciona');
  });

  it('returns null when there is no anchor', () => {
    expect(anchorFromHash('')).toBeNull();
    expect(anchorFromHash('#')).toBeNull();
  });

  it('decodes percent-escapes and keeps malformed ones as they are', () => {
    expect(anchorFromHash('#se%C3%A7%C3%A3o')).toBe('seção');
    expect(anchorFromHash('#bad%E0')).toBe('bad%E0');
  });
});

describe('NAV_SECTIONS', () => {
  it('follows the header order of the spec', () => {
    expect(NAV_SECTIONS).toEqual(['inicio', 'recursos', 'modos', 'dispositivos', 'sobre', 'contato']);
  });
});
