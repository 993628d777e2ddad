// Choosing a card on any board: say it (a new card stops the one playing, spec 000 §4), show it full screen and
// count the use (spec 000 §2.3–§2.7, §7; spec 001 §9). One word is said at the spec's word speed, more than one
// at its sentence speed. A card's own recording is said instead of a voice.
import { useCallback, useEffect } from 'react';
import { whenPageIdle } from '@/lib/idle';
import { useLang } from '@/i18n/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { speak } from '@/speech/speech';
import { takeActivation } from '@/input/activation';
import { recordCardUsage } from '@/storage/card-usage';
import { cardLabel, cardSpoken, speechKindOf, symbolSource } from './card-text';
import type { CardRow } from './model';

export interface SaidCard {
  id: string;
  label: string;
  /** What is said, when it is not the label. */
  spoken?: string;
  symbol?: string | null;
  closeMessage?: string;
  /** The board the card is on: its use is counted there. */
  boardId?: string;
  /** The card's own recording (a stored media id). */
  recordingId?: string;
}

export interface SayCardOptions {
  /** The full-screen card in capitals (the boards' "uppercase" preference). */
  uppercase?: boolean;
  /** The full-screen card closes by itself after this long (the inclusive mode). */
  autoCloseMs?: number;
  /** Counts each card once per session instead of throttling repeats. */
  oncePerSession?: boolean;
  /** False where choosing is not using (the editor's preview): nothing is counted. */
  record?: boolean;
  /** An explicit speech speed (Inclusive City's 0.95); the spec's speed for one word or a sentence otherwise. */
  rate?: number;
  /** How long the full-screen card's close message stays. */
  closeMessageMs?: number;
  /** False: the card is said, not shown full screen (a scene shows its words over the photo). */
  fullScreen?: boolean;
}

/** `mode` is the name card usage is recorded under. */
export function useSayCard(mode: string, { uppercase, autoCloseMs, oncePerSession, record = true, rate, closeMessageMs, fullScreen: showFullScreen = true }: SayCardOptions = {}): (card: SaidCard) => void {
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  // The board store counts a card's use after its sound: its code is fetched in idle time, not at the tap.
  useEffect(() => {
    void whenPageIdle()
      .then(() => import('./store'))
      .catch(() => {});
  }, []);
  return useCallback(
    ({ id, label, spoken, symbol, closeMessage, boardId, recordingId }: SaidCard) => {
      const text = spoken?.trim() ? spoken : label;
      // How this choice was made, read now: the runtime noted it just before it pressed the card.
      const activation = takeActivation();
      // A failure is shown by the app-wide speech message; the card stays on screen either way.
      speak(text, { lang, kind: speechKindOf(text), ...(rate ? { rate } : {}), ...(recordingId ? { recordingId } : {}) }).catch(() => {});
      // The sound first, then the card in the next task: drawing it full screen and moving the focus there takes a
      // cheap phone tens of milliseconds, which would otherwise all come before the first sound of the word.
      // Counting the use opens database transactions, whose work would also come before the sound: it goes last.
      if (showFullScreen) setTimeout(() => fullScreen.show({ label, symbol: symbol === undefined ? '' : symbol, closeMessage, uppercase, autoCloseMs, ...(closeMessageMs ? { closeMessageMs } : {}) }), 0);
      if (!record) return;
      setTimeout(() => {
        void recordCardUsage({ cardId: id, label, mode, lang, ...activation, ...(boardId ? { boardId } : {}) }, { oncePerSession });
        // The board store (and the schemas it reads with) loads here, not with a screen that only says cards.
        if (boardId) import('./store').then(({ countCardUse }) => countCardUse(boardId, id)).catch(() => {});
      }, 0);
    },
    [lang, fullScreen, mode, uppercase, autoCloseMs, oncePerSession, record, rate, closeMessageMs, showFullScreen],
  );
}

/** Saying a card of a stored board: its label, spoken text, symbol and recording in the current language. */
export function useSayBoardCard(
  boardId: string | undefined,
  mode: string,
  images: ReadonlyMap<string, string>,
  options: SayCardOptions = {},
): (card: CardRow, closeMessage?: string) => void {
  const lang = useLang();
  const say = useSayCard(mode, options);
  return useCallback(
    (card: CardRow, closeMessage?: string) =>
      say({
        id: card.id,
        label: cardLabel(card, lang),
        spoken: cardSpoken(card, lang),
        symbol: symbolSource(card.symbol, images),
        closeMessage,
        boardId,
        recordingId: card.recordingId,
      }),
    [say, lang, images, boardId],
  );
}
