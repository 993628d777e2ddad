// How a card's symbol is shown (spec 000 §3 Card): an address is an image, anything else is an emoji, with the
// spec's fallbacks — the memo emoji for an unknown symbol, the note emoji for a word without one.
export const UNKNOWN_SYMBOL = '📝';
export const NO_SYMBOL = '🗒️';

export type ResolvedSymbol = { kind: 'image'; src: string } | { kind: 'emoji'; text: string };

const IMAGE_ADDRESS = /^(http|\/|data:|blob:)/;
// Flags (regional indicators) and keycaps (1️⃣) are emojis too, though not Extended_Pictographic.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function resolveSymbol(symbol: string | undefined): ResolvedSymbol {
  const value = symbol?.trim() ?? '';
  if (value === '') return { kind: 'emoji', text: NO_SYMBOL };
  if (IMAGE_ADDRESS.test(value)) return { kind: 'image', src: value };
  return { kind: 'emoji', text: EMOJI.test(value) ? value : UNKNOWN_SYMBOL };
}
