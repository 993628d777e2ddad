// A card's own photo: checked (an image, at most 20 MB), cropped to the centre square and made at most 512 px a
// side, as WebP where the browser can write it, else JPEG — small enough to keep hundreds on a cheap phone. A
// scene's photo (issue 40) is kept whole, at most 1,600 px on its longer side (a 40 MP camera photo is made small
// before it is stored), from a file of at most 40 MB.
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const PHOTO_SIDE = 512;
export const MAX_SCENE_PHOTO_BYTES = 40 * 1024 * 1024;
export const SCENE_PHOTO_SIDE = 1600;
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

/** The size a picture of width × height is drawn at so its longer side is at most `side` (never enlarged). */
export function fitWithin(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob, maxBytes: number): Promise<ImageBitmap> {
  if (file.size > maxBytes) throw new PhotoError('too-big');
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError('not-image');
  try {
    // The bytes decide, not the name or type: a renamed file that is not a picture fails here.
    const bitmap = await createImageBitmap(file);
    if (bitmap.width === 0 || bitmap.height === 0) throw new PhotoError('not-image');
    return bitmap;
  } catch {
    throw new PhotoError('not-image');
  }
}

/** Draws part of the bitmap at width × height and writes it as WebP, else JPEG. */
async function encode(bitmap: ImageBitmap, from: { x: number; y: number; width: number; height: number }, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('not-image');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, from.x, from.y, from.width, from.height, 0, 0, width, height);
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new PhotoError('not-image');
  return jpeg;
}

export async function preparePhoto(file: Blob): Promise<Blob> {
  const bitmap = await decode(file, MAX_PHOTO_BYTES);
  try {
    const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
    const size = Math.min(PHOTO_SIDE, side);
    return await encode(bitmap, { x, y, width: side, height: side }, size, size);
  } finally {
    bitmap.close();
  }
}

/** A scene's photo, whole and made small enough to keep: the stored picture with its size. */
export async function prepareScenePhoto(file: Blob): Promise<{ blob: Blob; width: number; height: number }> {
  const bitmap = await decode(file, MAX_SCENE_PHOTO_BYTES);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, SCENE_PHOTO_SIDE);
    return { blob: await encode(bitmap, { x: 0, y: 0, width: bitmap.width, height: bitmap.height }, width, height), width, height };
  } finally {
    bitmap.close();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}
