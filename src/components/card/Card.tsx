// A word card: a real button with a big symbol and its label. Tap selects; holding 1 s long-presses.
// Colour and uppercase are the dynamic modes' toggles; text colour is computed to keep contrast.
import type { CSSProperties } from 'react';
import { cardClassName, cardColors, labelLook } from './card-look';
import { SymbolView } from './SymbolView';
import { useLongPress } from './use-long-press';
import './card.css';
import { inputMark } from '@/input/dom';

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

export function CardLabel({ label }: { label: string }) {
  const { className, longestWord } = labelLook(label);
  return (
    <span className={className} style={longestWord === null ? undefined : ({ '--longest-word': longestWord } as CSSProperties)}>
      {label}
    </span>
  );
}

export function Card({ label, symbol, color, uppercase = false, onSelect, onLongPress }: CardProps) {
  const press = useLongPress(onLongPress);
  const style = cardColors(color);
  const classes = cardClassName({ uppercase, colored: style !== undefined, words: symbol === null });

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
