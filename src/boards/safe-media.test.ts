// Pictures and sounds from strangers before they are stored: bitmaps kept, an SVG only as the PNG drawn from it,
// anything else left out.
import { describe, expect, it, vi } from 'vitest';
import { bareType, safeMedia } from './safe-media';

const blob = (type: string, text = 'x') => new Blob([text], { type });

describe('a stranger’s picture or sound before it is stored', () => {
  it('keeps the common bitmaps and sounds as they are', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG']) {
      const picture = blob(type);
      expect(await safeMedia(picture, 'image')).toBe(picture);
    }
    const sound = blob('audio/webm;codecs=opus');
    expect(await safeMedia(sound, 'audio')).toBe(sound);
  });

  it('keeps an SVG only as the PNG drawn from it, and leaves it out when it cannot be drawn', async () => {
    const svg = blob('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>');
    const png = blob('image/png');
    const draw = vi.fn(async () => png);
    expect(await safeMedia(svg, 'image', draw)).toBe(png);
    expect(draw).toHaveBeenCalledWith(svg);
    expect(await safeMedia(svg, 'image', async () => null)).toBeNull();
    expect(await safeMedia(svg, 'image', () => Promise.reject(new Error('tainted')))).toBeNull();
    // Outside a browser there is no canvas: the SVG is left out, never kept as it came.
    expect(await safeMedia(svg, 'image')).toBeNull();
  });

  it('leaves out what is neither: a page, a script, an unknown type, a picture given as a sound', async () => {
    for (const type of ['text/html', 'application/javascript', 'application/octet-stream', '', 'image/x-unknown']) expect(await safeMedia(blob(type), 'image')).toBeNull();
    expect(await safeMedia(blob('text/html'), 'audio')).toBeNull();
    expect(await safeMedia(blob('image/png'), 'audio')).toBeNull();
  });

  it('reads a media type without its parameters', () => {
    expect(bareType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(bareType(' Image/SVG+XML ; charset=utf-8')).toBe('image/svg+xml');
  });
});
