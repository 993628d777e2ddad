// Choosing a word: say it (a new word stops the one playing, spec 000 §4), show it full screen in the board's
// case, and count the card.
import { useCallback } from 'react';
import { useLang } from '@/app/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import type { DynamicWord } from '@/content/dynamic';
import { speak } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';

export const DYNAMIC_MODE = 'dynamic';

export function useSayWord(uppercase: boolean): (word: DynamicWord) => void {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  return useCallback(
    (word: DynamicWord) => {
      const label = word.label[lang];
      fullScreen.show({ label, symbol: word.emoji, uppercase });
      // A failure is shown by the app-wide speech message; the word stays on screen either way.
      speak(label, { lang, kind: 'word' }).catch(() => {});
      void recordCardUsage({ cardId: word.id, label, mode: DYNAMIC_MODE, lang });
    },
    [lang, fullScreen, uppercase],
  );
}
