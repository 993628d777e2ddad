// Text colour on a coloured card, computed from WCAG relative luminance so any background keeps the label
// readable (≥ 4.5:1). Pure black or white always reaches at least 4.58:1 on any opaque colour.
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** Parses #rgb or #rrggbb; anything else is null (the card then keeps the theme's colours). */
export function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a) ?? [0, 0, 0]);
  const lb = relativeLuminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour with the higher contrast on `background`, or null when the colour cannot be read. */
export function readableTextOn(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT | null {
  if (!parseHex(background)) return null;
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
