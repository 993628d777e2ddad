// How a card's symbol is shown (spec 000 §3 Card): an address is an image, anything else is an emoji, with the
// spec's fallbacks — the memo emoji for an unknown symbol, the note emoji for a word without one.
export const UNKNOWN_SYMBOL = '📝';
export const NO_SYMBOL = '🗒️';

export type ResolvedSymbol = { kind: 'image'; src: string } | { kind: 'emoji'; text: string };

const IMAGE_ADDRESS = /^(http|\/|data:|blob:)/;
// Flags (regional indicators) and keycaps (1️⃣) are emojis too, though not Extended_Pictographic.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const VARIATION_SELECTOR_16 = 0xfe0f;

export function resolveSymbol(symbol: string | undefined): ResolvedSymbol {
  const value = symbol?.trim() ?? '';
  if (value === '') return { kind: 'emoji', text: NO_SYMBOL };
  if (IMAGE_ADDRESS.test(value)) return { kind: 'image', src: value };
  return { kind: 'emoji', text: EMOJI.test(value) ? value : UNKNOWN_SYMBOL };
}

/**
 * The name of an emoji's bundled symbol (symbols/<code>.svg): its code points in upper-case hex, joined by '-',
 * without U+FE0F, which sources write or leave out at will (🍽️ and 🍽 are the same picture). Skin tones, ZWJ
 * joiners, keycaps and flag letters stay, as OpenMoji names its files. The build plugin names files the same way.
 */
export function emojiCode(emoji: string): string {
  return [...emoji]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((point) => point !== VARIATION_SELECTOR_16)
    .map((point) => point.toString(16).toUpperCase().padStart(4, '0'))
    .join('-');
}

/**
 * What the build looks for in the sources (flags 'gv'): whole RGI sequences first (ZWJ, skin tones, keycaps, flags),
 * then any lone pictograph written without U+FE0F. A string, as the 'v' flag is newer than the TypeScript target.
 */
export const EMOJI_SEQUENCE_PATTERN = String.raw`\p{RGI_Emoji}|\p{Extended_Pictographic}`;

/**
 * The address of the emoji's bundled symbol, or null when the build bundled none for it. `others`: the build also
 * bundled every other emoji OpenMoji draws (not listed, to keep the first load small); an emoji it lacks fails to
 * load there and the caller falls back to the native emoji.
 */
export function bundledSymbolSrc(emoji: string, bundled: ReadonlySet<string>, base: string, others = false): string | null {
  const code = emojiCode(emoji);
  return bundled.has(code) || others ? `${base}symbols/${code}.svg` : null;
}
