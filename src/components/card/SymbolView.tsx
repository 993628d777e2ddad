// Draws a card symbol (image or emoji) for cards and the full-screen overlay. It is always decorative:
// the label next to it names the button or dialog. An emoji with a bundled symbol is drawn from it, so it looks
// the same on every device, even one without an emoji font; the native emoji is the fallback.
import { useState } from 'react';
import bundled, { others } from 'virtual:symbols';
import { symbolLook } from './card-look';

/** `symbol` null: a card of words only, drawn with no picture at all. `eager`: loaded now (a page about to be printed). */
export function SymbolView({ symbol, className, eager = false }: { symbol: string | null | undefined; className: string; eager?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const look = symbolLook(symbol, bundled, import.meta.env.BASE_URL, others);
  if (look.kind === 'none') return null;
  if (look.kind === 'image') {
    return <img className={`${className} ${className}--image`} src={look.src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />;
  }
  const src = look.kind === 'bundled' ? look.src : null;
  if (src !== null && src !== failedSrc) {
    return (
      <img
        className={`${className} ${className}--bundled symbol--bundled`}
        src={src}
        alt=""
        aria-hidden="true"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {look.text}
    </span>
  );
}
