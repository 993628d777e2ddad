// A word card: a real button with a big symbol and its label. Tap selects; holding 1 s long-presses.
// Colour and uppercase are the dynamic modes' toggles; text colour is computed to keep contrast.
import type { CSSProperties } from 'react';
import { readableTextOn } from './contrast';
import { SymbolView } from './SymbolView';
import { useLongPress } from './use-long-press';
import './card.css';

/** Spec 000 §5: words over 11 characters get smaller text. */
export const LONG_LABEL_CHARS = 11;

export interface CardProps {
  label: string;
  /** An emoji, or an image address (http…, /…, data:, blob:). */
  symbol?: string;
  /** Background as #rgb or #rrggbb; the label turns black or white to stay readable. */
  color?: string;
  uppercase?: boolean;
  onSelect?: () => void;
  onLongPress?: () => void;
}

export function isLongLabel(label: string): boolean {
  return [...label].length > LONG_LABEL_CHARS;
}

export function Card({ label, symbol, color, uppercase = false, onSelect, onLongPress }: CardProps) {
  const press = useLongPress(onLongPress);
  const text = color ? readableTextOn(color) : null;
  const style: CSSProperties | undefined = color && text ? { backgroundColor: color, color: text, borderColor: text } : undefined;
  const classes = ['card', uppercase && 'card--uppercase', style && 'card--colored'].filter(Boolean).join(' ');

  return (
    <button
      type="button"
      className={classes}
      data-choice
      style={style}
      onClick={() => {
        if (press.consumeLongPress()) return;
        onSelect?.();
      }}
      {...press.handlers}
    >
      <SymbolView symbol={symbol} className="card__symbol" />
      <span className={isLongLabel(label) ? 'card__label card__label--small' : 'card__label'}>{label}</span>
    </button>
  );
}
