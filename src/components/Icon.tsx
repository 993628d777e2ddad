// A small decorative emoji beside a control's text (settings ⚙️, play ▶️, camera 📷…), drawn from the bundled
// symbols like the cards' so it shows on a device without an emoji font; the text names the control.
import { SymbolView } from '@/components/card/SymbolView';

export function Icon({ emoji }: { emoji: string }) {
  return <SymbolView symbol={emoji} className="icon" />;
}
