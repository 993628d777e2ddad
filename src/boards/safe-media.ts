// Pictures and sounds from strangers (a board file, a backup) before they are stored. A picture is shown through an
// address of this app's own origin: an SVG among them could carry script, and a person who opens the picture on its
// own ("open image in a new tab") would run it with the app's data in reach. So an SVG is drawn once into a PNG (no
// script survives a bitmap), the common bitmap types are kept as they are, and anything else is left out — its card
// keeps its words. A sound is kept only as a sound.

const BITMAPS = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
/** An SVG's longer side once drawn: sharp on a large card and on a 6 cm printed one. */
export const SVG_DRAWN_SIDE = 768;

export type DrawSvg = (svg: Blob) => Promise<Blob | null>;

/** The media type without its parameters, in lower case ('audio/webm;codecs=opus' → 'audio/webm'). */
export const bareType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/** What may be stored of a stranger's picture or sound: itself, a PNG drawn from its SVG, or null. */
export async function safeMedia(blob: Blob, kind: 'image' | 'audio', drawSvg: DrawSvg = drawSvgAsPng): Promise<Blob | null> {
  const type = bareType(blob.type);
  if (kind === 'audio') return type.startsWith('audio/') ? blob : null;
  if (BITMAPS.has(type)) return blob;
  if (type === 'image/svg+xml') return drawSvg(blob).catch(() => null);
  return null;
}

/**
 * An SVG drawn into a PNG in the browser. An image element never runs an SVG's script nor loads what it points to;
 * the canvas then keeps only the pixels. Null when the SVG cannot be drawn (broken, or it taints the canvas).
 */
export async function drawSvgAsPng(svg: Blob): Promise<Blob | null> {
  if (typeof Image === 'undefined' || typeof document === 'undefined') return null;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    // An SVG with no size of its own is drawn square.
    const width = image.naturalWidth || SVG_DRAWN_SIDE;
    const height = image.naturalHeight || SVG_DRAWN_SIDE;
    const scale = SVG_DRAWN_SIDE / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
