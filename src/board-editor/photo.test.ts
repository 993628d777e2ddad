import { describe, expect, it } from 'vitest';
import { centreSquare, MAX_PHOTO_BYTES, PhotoError, preparePhoto } from './photo';

describe('a card photo', () => {
  it('is cut to the largest centred square', () => {
    expect(centreSquare(1200, 800)).toEqual({ x: 200, y: 0, side: 800 });
    expect(centreSquare(300, 500)).toEqual({ x: 0, y: 100, side: 300 });
    expect(centreSquare(64, 64)).toEqual({ x: 0, y: 0, side: 64 });
  });

  it('refuses a file over 20 MB before reading it, and a file that is not an image', async () => {
    const big = { size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' } as Blob;
    await expect(preparePhoto(big)).rejects.toEqual(new PhotoError('too-big'));
    await expect(preparePhoto(new Blob(['hello'], { type: 'text/plain' }))).rejects.toMatchObject({ problem: 'not-image' });
  });
});
