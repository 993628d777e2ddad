// Choosing a card on any mode's board: say it (a new card stops the one playing, spec 000 §4), show it full screen
// and count the use (spec 000 §2.3–§2.7, §7; spec 001 §9). One word is said at the spec's word speed, more than one
// at its sentence speed.
import { useCallback } from 'react';
import { useLang } from '@/app/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { speak } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';

interface SaidCard {
  id: string;
  label: string;
  symbol: string;
  closeMessage?: string;
}

export interface SayCardOptions {
  /** The full-screen card in capitals (the boards' "uppercase" preference). */
  uppercase?: boolean;
  /** The full-screen card closes by itself after this long (the inclusive mode). */
  autoCloseMs?: number;
  /** Counts each card once per session instead of throttling repeats. */
  oncePerSession?: boolean;
}

/** `mode` is the name card usage is recorded under. */
export function useSayCard(mode: string, { uppercase, autoCloseMs, oncePerSession }: SayCardOptions = {}): (card: SaidCard) => void {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  return useCallback(
    ({ id, label, symbol, closeMessage }: SaidCard) => {
      fullScreen.show({ label, symbol, closeMessage, uppercase, autoCloseMs });
      // A failure is shown by the app-wide speech message; the card stays on screen either way.
      speak(label, { lang, kind: /\s/.test(label.trim()) ? 'sentence' : 'word' }).catch(() => {});
      void recordCardUsage({ cardId: id, label, mode, lang }, { oncePerSession });
    },
    [lang, fullScreen, mode, uppercase, autoCloseMs, oncePerSession],
  );
}
