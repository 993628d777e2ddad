// A card's own photo: checked (an image, at most 20 MB), cropped to the centre square and made at most 512 px a
// side, as WebP where the browser can write it, else JPEG — small enough to keep hundreds on a cheap phone.
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const PHOTO_SIDE = 512;
const QUALITY = 0.85;

export type PhotoProblem = 'too-big' | 'not-image';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`Photo refused (${problem})`);
    this.name = 'PhotoError';
  }
}

/** The square the photo is cut to: the largest centred one. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

export async function preparePhoto(file: Blob): Promise<Blob> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoError('too-big');
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError('not-image');
  let bitmap: ImageBitmap;
  try {
    // The bytes decide, not the name or type: a renamed file that is not a picture fails here.
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError('not-image');
  }
  try {
    const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
    if (side === 0) throw new PhotoError('not-image');
    const size = Math.min(PHOTO_SIDE, side);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('not-image');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
    const webp = await toBlob(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await toBlob(canvas, 'image/jpeg');
    if (!jpeg) throw new PhotoError('not-image');
    return jpeg;
  } finally {
    bitmap.close();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}
