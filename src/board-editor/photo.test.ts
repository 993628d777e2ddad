import { describe, expect, it } from 'vitest';
import { centreSquare, fitWithin, MAX_PHOTO_BYTES, MAX_SCENE_PHOTO_BYTES, PhotoError, preparePhoto, prepareScenePhoto, SCENE_PHOTO_SIDE } from './photo';

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

describe("a scene's photo", () => {
  it('is kept whole: a 40 MP camera photo is drawn at most 1,600 px on its longer side, a small one as it is', () => {
    expect(fitWithin(7728, 5152, SCENE_PHOTO_SIDE)).toEqual({ width: 1600, height: 1067 });
    expect(fitWithin(3000, 4000, SCENE_PHOTO_SIDE)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, SCENE_PHOTO_SIDE)).toEqual({ width: 800, height: 600 });
  });

  it('refuses a file over 40 MB before reading it, and a file that is not an image', async () => {
    await expect(prepareScenePhoto({ size: MAX_SCENE_PHOTO_BYTES + 1, type: 'image/jpeg' } as Blob)).rejects.toEqual(new PhotoError('too-big'));
    await expect(prepareScenePhoto(new Blob(['<svg/>'], { type: 'text/html' }))).rejects.toMatchObject({ problem: 'not-image' });
  });
});
