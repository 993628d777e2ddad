// The cards on screen sound at once on their first tap: once the board is shown and the page is idle, the voice gets
// the first screenful of its words ready (the offline voice synthesises them ahead; a card with its own recording
// needs none). Only a screenful, so a long board does not keep a cheap phone's CPU busy.
import { useEffect } from 'react';
import type { Lang } from '@/i18n/language';
import { cameraInUse } from '@/input/face/session-loaded';
import { onIdle } from '@/lib/idle';
import { prepareSpeechEach } from '@/speech/speech';
import { cardSpoken, speechKindOf } from './card-text';
import type { CardRow } from './model';

/** After the first paint and the screen's own work (spec 000 §9 preloads after a pause too). */
const PREPARE_DELAY_MS = 3000;
/** About a screenful of cards (5 columns × 3 rows on a computer, 2 × 4 on a phone): the ones that may be tapped first. */
export const PREPARED_CARDS = 16;

export function useBoardSpeech(cards: readonly CardRow[] | null, lang: Lang): void {
  const texts = (cards ?? [])
    .filter((card) => !card.hidden)
    .slice(0, PREPARED_CARDS)
    .filter((card) => !card.recordingId)
    .map((card) => cardSpoken(card, lang));
  usePreparedSpeech(texts, lang);
}

/** The same for a screen's own fixed cards (the basic mode's Yes and No). */
export function usePreparedSpeech(texts: readonly string[], lang: Lang): void {
  const key = texts.join('\n');
  useEffect(() => {
    if (!key) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      // Face tracking needs the CPU more (a cheap phone has two cores); a camera user's dwell gives the voice time.
      if (cameraInUse()) return;
      const run = () => prepareSpeechEach(key.split('\n').map((text) => ({ text, options: { lang, kind: speechKindOf(text) } })));
      cancelIdle = onIdle(run, 2000);
    }, PREPARE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [key, lang]);
}
