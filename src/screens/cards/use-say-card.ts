// Choosing a card on the basic mode and its pages: say it, show it full screen and count the use (spec 000 §2.3–
// §2.6, §7). One word is said at the spec's word speed, a phrase at its sentence speed.
import { useCallback } from 'react';
import { useLang } from '@/app/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { speak } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';

export interface SaidCard {
  id: string;
  label: string;
  symbol: string;
  closeMessage?: string;
}

export function useSayCard(mode: string): (card: SaidCard) => void {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  return useCallback(
    ({ id, label, symbol, closeMessage }: SaidCard) => {
      fullScreen.show({ label, symbol, closeMessage });
      // A failure is shown by the app-wide speech message; the card stays on screen either way.
      speak(label, { lang, kind: /\s/.test(label.trim()) ? 'sentence' : 'word' }).catch(() => {});
      void recordCardUsage({ cardId: id, label, mode, lang });
    },
    [lang, fullScreen, mode],
  );
}
