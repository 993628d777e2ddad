// What the caption layer shows, derived from the speech module's events: the text being spoken (kept a moment
// after it ends, then faded) and the last failure, until it is closed or a later utterance makes sound.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/i18n/language';
import { subscribeSpeech } from '@/speech/speech';
import type { ProviderId, SpeechEvent, SpeechFailure } from '@/speech/types';

/** The caption stays readable this long after the sound ends (deaf partners finish reading)… */
export const CAPTION_LINGER_MS = 1500;
/** …then fades out over this long before it is removed. */
export const CAPTION_FADE_MS = 400;
/** Sound that has not started by then (the offline voice loading the first time) is captioned as being prepared. */
export const PREPARING_AFTER_MS = 300;

export interface CaptionState {
  id: number;
  text: string;
  lang: Lang;
  /** null while the voice is still being prepared. */
  provider: ProviderId | null;
  phase: 'preparing' | 'speaking' | 'lingering' | 'fading';
}

export interface ProblemState {
  id: number;
  failure: SpeechFailure;
}

export function useSpeechStatus() {
  const [caption, setCaption] = useState<CaptionState | null>(null);
  const [problem, setProblem] = useState<ProblemState | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Kept apart from the linger timers: a new utterance must not stop an old caption from fading away.
  const preparing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const clearTimers = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
    const later = (ms: number, action: () => void) => timers.current.push(setTimeout(action, ms));
    const forId = (id: number, phase: CaptionState['phase'] | null) =>
      setCaption((c) => (c?.id !== id ? c : phase === null ? null : { ...c, phase }));
    const stopPreparing = () => clearTimeout(preparing.current);

    function onEvent(event: SpeechEvent) {
      switch (event.type) {
        case 'waiting':
          stopPreparing();
          preparing.current = setTimeout(
            () => setCaption((c) => (c?.id === event.id ? c : { id: event.id, text: event.text, lang: event.lang, provider: null, phase: 'preparing' })),
            PREPARING_AFTER_MS,
          );
          return;
        case 'started':
          stopPreparing();
          clearTimers();
          setProblem(null); // sound works now: an older "no sound" message would be wrong
          setCaption({ id: event.id, text: event.text, lang: event.lang, provider: event.provider, phase: 'speaking' });
          return;
        case 'ended':
        case 'stopped':
          stopPreparing();
          forId(event.id, 'lingering');
          later(CAPTION_LINGER_MS, () => forId(event.id, 'fading'));
          later(CAPTION_LINGER_MS + CAPTION_FADE_MS, () => forId(event.id, null));
          return;
        case 'failed':
          stopPreparing();
          forId(event.id, null);
          setProblem({ id: event.id, failure: event.failure });
          return;
      }
    }

    const unsubscribe = subscribeSpeech(onEvent);
    return () => {
      unsubscribe();
      clearTimers();
      stopPreparing();
    };
  }, []);

  const dismissProblem = useCallback(() => setProblem(null), []);
  return { caption, problem, dismissProblem };
}
