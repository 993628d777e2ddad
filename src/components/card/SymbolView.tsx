// Draws a card symbol (image or emoji) for cards and the full-screen overlay. It is always decorative:
// the label next to it names the button or dialog.
import { resolveSymbol } from './symbol';

export function SymbolView({ symbol, className }: { symbol: string | undefined; className: string }) {
  const resolved = resolveSymbol(symbol);
  if (resolved.kind === 'image') {
    return <img className={`${className} ${className}--image`} src={resolved.src} alt="" loading="lazy" decoding="async" draggable={false} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {resolved.text}
    </span>
  );
}
