// Every card of the board on screen sounds at once on its first tap: once the board is shown and the page is idle,
// the voice gets its words ready (the offline voice synthesises them ahead; cards with their own recording need none).
import { useEffect } from 'react';
import type { Lang } from '@/i18n/language';
import { prepareSpeechEach } from '@/speech/speech';
import { cardSpoken, speechKindOf } from './card-text';
import type { CardRow } from './model';

/** After the first paint and the screen's own work (spec 000 §9 preloads after a pause too). */
const PREPARE_DELAY_MS = 1000;

export function useBoardSpeech(cards: readonly CardRow[] | null, lang: Lang): void {
  const texts = (cards ?? []).filter((card) => !card.hidden && !card.recordingId).map((card) => cardSpoken(card, lang));
  const key = texts.join('\n');
  useEffect(() => {
    if (!key) return;
    let idle: number | null = null;
    const timer = setTimeout(() => {
      const run = () => prepareSpeechEach(key.split('\n').map((text) => ({ text, options: { lang, kind: speechKindOf(text) } })));
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, PREPARE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [key, lang]);
}
