// A word card: a real button with a big symbol and its label. Tap selects; holding 1 s long-presses.
// Colour and uppercase are the dynamic modes' toggles; text colour is computed to keep contrast.
import type { CSSProperties } from 'react';
import { readableTextOn } from './contrast';
import { SymbolView } from './SymbolView';
import { useLongPress } from './use-long-press';
import './card.css';
import { inputMark } from '@/input/dom';

/** Spec 000 §5: words over 11 characters get smaller text. */
export const LONG_LABEL_CHARS = 11;

export interface CardProps {
  label: string;
  /** An emoji, or an image address (http…, /…, data:, blob:); null for a card of words only. */
  symbol?: string | null;
  /** Background as #rgb or #rrggbb; the label turns black or white to stay readable. */
  color?: string;
  uppercase?: boolean;
  onSelect?: () => void;
  onLongPress?: () => void;
}

export function isLongLabel(label: string): boolean {
  return [...label].length > LONG_LABEL_CHARS;
}

/**
 * A card's label. A word longer than this does not fit a phone's two-column card at full size, so the label
 * shrinks with the card just enough for its longest word to fit whole (card.css, --longest-word).
 */
const LONG_WORD_CHARS = 10;

export function CardLabel({ label }: { label: string }) {
  const longestWord = Math.max(...label.split(/\s+/).map((word) => [...word].length));
  const longWord = longestWord > LONG_WORD_CHARS;
  const className = ['card__label', isLongLabel(label) && 'card__label--small', longWord && 'card__label--long-word'].filter(Boolean).join(' ');
  return (
    <span className={className} style={longWord ? ({ '--longest-word': longestWord } as CSSProperties) : undefined}>
      {label}
    </span>
  );
}

export function Card({ label, symbol, color, uppercase = false, onSelect, onLongPress }: CardProps) {
  const press = useLongPress(onLongPress);
  const text = color ? readableTextOn(color) : null;
  const style: CSSProperties | undefined = color && text ? { backgroundColor: color, color: text, borderColor: text } : undefined;
  const classes = ['card', uppercase && 'card--uppercase', style && 'card--colored', symbol === null && 'card--words'].filter(Boolean).join(' ');

  return (
    <button
      type="button"
      className={classes}
      {...inputMark('choice')}
      style={style}
      onClick={() => {
        if (press.consumeLongPress()) return;
        onSelect?.();
      }}
      {...press.handlers}
    >
      <SymbolView symbol={symbol} className="card__symbol" />
      <CardLabel label={label} />
    </button>
  );
}
