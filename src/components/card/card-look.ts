// Owns: how a card looks as markup (its classes, colours, label and picture), apart from React, so the card component
// and the boot script that draws the device's last-shown board before the app runs (src/app/prerender/draw-own.ts)
// draw the very same card.
import { readableTextOn } from './contrast';
import { bundledSymbolSrc, resolveSymbol } from './symbol';

/** Spec 000 §5: words over 11 characters get smaller text. */
export const LONG_LABEL_CHARS = 11;
/**
 * A card's label. A word longer than this does not fit a phone's two-column card at full size, so the label
 * shrinks with the card just enough for its longest word to fit whole (card.css, --longest-word).
 */
const LONG_WORD_CHARS = 10;

export function isLongLabel(label: string): boolean {
  return [...label].length > LONG_LABEL_CHARS;
}

/** The label's classes, and the length of its longest word when that word needs the label to shrink. */
export function labelLook(label: string): { className: string; longestWord: number | null } {
  const longestWord = Math.max(...label.split(/\s+/).map((word) => [...word].length));
  const longWord = longestWord > LONG_WORD_CHARS;
  const className = ['card__label', isLongLabel(label) && 'card__label--small', longWord && 'card__label--long-word'].filter(Boolean).join(' ');
  return { className, longestWord: longWord ? longestWord : null };
}

/** Background, text and border of a coloured card (the text black or white, whichever reads better), or none. */
export function cardColors(color: string | undefined): { backgroundColor: string; color: string; borderColor: string } | undefined {
  const text = color ? readableTextOn(color) : null;
  return color && text ? { backgroundColor: color, color: text, borderColor: text } : undefined;
}

export function cardClassName({ uppercase, colored, words }: { uppercase: boolean; colored: boolean; words: boolean }): string {
  return ['card', uppercase && 'card--uppercase', colored && 'card--colored', words && 'card--words'].filter(Boolean).join(' ');
}

/**
 * How a symbol is drawn: no picture (a card of words only), an image, a bundled symbol's file (its emoji as text
 * where the file fails to load), or the emoji as text.
 */
export type SymbolLook = { kind: 'none' } | { kind: 'image'; src: string } | { kind: 'bundled'; src: string; text: string } | { kind: 'text'; text: string };

export function symbolLook(symbol: string | null | undefined, bundled: ReadonlySet<string>, base: string, others: boolean): SymbolLook {
  if (symbol === null) return { kind: 'none' };
  const resolved = resolveSymbol(symbol);
  if (resolved.kind === 'image') return { kind: 'image', src: resolved.src };
  const src = bundledSymbolSrc(resolved.text, bundled, base, others);
  return src ? { kind: 'bundled', src, text: resolved.text } : { kind: 'text', text: resolved.text };
}

/** A card button's label as shown (its label's text; a card without one: all its text). */
export function labelOf(card: Element): string {
  return (card.querySelector('.card__label')?.textContent ?? card.textContent ?? '').trim();
}
