// What keeps the camera from seeing a face well, said in the camera panel: a room too dark, or a face too far from
// the camera (small in the image, so its landmarks and gestures are too coarse to trust). Pure measures, checked
// about once a second by the tracking engine.

/** Mean brightness (0–255) under which the image is too dark to track a face reliably. */
export const DARK_LUMA = 40;
/** A face narrower than this share of the image's width is too far away. */
export const FAR_FACE_WIDTH = 0.14;
/** How often the view is checked. */
export const VIEW_CHECK_MS = 1000;

export type ViewIssue = 'dark' | 'far' | null;

/** Mean luma (Rec. 601) of RGBA pixels. */
export function meanLuma(pixels: Uint8ClampedArray): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    sum += 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
    count += 1;
  }
  return count === 0 ? 0 : sum / count;
}

/** The face's width as a share of the image's (landmarks in 0–1 image coordinates), or null with no face. */
export function faceWidth(landmarks: readonly { x: number }[] | null): number | null {
  if (!landmarks || landmarks.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const { x } of landmarks) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  return max - min;
}

/** What to tell the person: darkness first (it also hides the face), then distance; null when the view is fine. */
export function viewIssue(luma: number | null, width: number | null): ViewIssue {
  if (luma !== null && luma < DARK_LUMA) return 'dark';
  if (width !== null && width < FAR_FACE_WIDTH) return 'far';
  return null;
}
