// Owns: what both puzzles do around their game, written once: the texts, language and toasts of the moment (read
// when the machine sends an event, so its subscriptions are made once), telling the screen whether a game is on, and
// the panel and button that end a game.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { useToast, type ToastVariant } from '@/components/toast/context';
import { commandMark } from '@/input/dom';

export function usePuzzle(playing: boolean, onPlayingChange: (playing: boolean) => void) {
  const { t } = useTranslation('puzzle');
  const lang = useLang();
  const toast = useToast();
  const latest = useRef({ lang, t, toast });
  useEffect(() => {
    latest.current = { lang, t, toast };
  });
  useEffect(() => onPlayingChange(playing), [playing, onPlayingChange]);

  /** A toast of two puzzle texts, in the language of the moment. */
  const tell = useCallback((title: string, text: string, variant?: ToastVariant) => {
    const { t: tr, toast: toasts } = latest.current;
    toasts.show({ title: tr(title), description: tr(text), variant });
  }, []);
  /** The language of the moment, for a sound an event asks for. */
  const langNow = useCallback(() => latest.current.lang, []);
  return { t, lang, toast, tell, langNow };
}

/** Under a solved game: what to play next. */
export function PuzzleNext({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="puzzle-next" aria-labelledby={id}>
      <h2 id={id} className="puzzle-next__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Back to the first stage, for a new word or sentence (also the input runtime's Back). */
export function PuzzleNew({ label, onNew }: { label: string; onNew: () => void }) {
  return (
    <button type="button" className="button button--secondary puzzle-new" {...commandMark('back')} onClick={onNew}>
      {label}
    </button>
  );
}
