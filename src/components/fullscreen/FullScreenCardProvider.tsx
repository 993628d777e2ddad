// The one full-screen card of the app. Its machine and overlay (FullScreenCard.tsx) load once the page is idle after
// its first screen, or at the first show() if that comes sooner (the card then opens as soon as they are in);
// closing stops every sound. A card the user closes within 2 s of its opening takes its choice back: the usage
// record marks it undone (a likely false activation, in a therapist's report).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePageIdle } from '@/lib/idle';
import { stopAll } from '@/speech/speech';
import { UNDO_MS } from '@/storage/undo';
import { FullScreenCardContext, type FullScreenCardApi, type FullScreenCardPayload } from './context';
import type * as CardCode from './FullScreenCard';
import type { ReadyCard } from './FullScreenCard';

export { useFullScreenCard, type FullScreenCardPayload } from './context';

type CardModule = typeof CardCode;

export function FullScreenCardProvider({ children }: { children: ReactNode }) {
  const idle = usePageIdle();
  /** Asked for by a show() before the page was idle (a number, so a failed load can be asked for again). */
  const [wanted, setWanted] = useState(0);
  const [code, setCode] = useState<CardModule | null>(null);
  const ready = useRef<ReadyCard | null>(null);
  /** A card asked for before the machine was there: shown when it arrives (a newer one replaces it). */
  const pending = useRef<FullScreenCardPayload | null>(null);
  const openListeners = useRef(new Set<() => void>());
  /** Open as the app sees it: the machine's card, or one asked for while its code loads. */
  const isOpen = useCallback(() => (ready.current ? ready.current.isOpen() : pending.current !== null), []);
  const wasOpen = useRef(false);
  /** When the card on screen was shown. */
  const shownAt = useRef(0);
  const tellIfChanged = useCallback(() => {
    if (isOpen() === wasOpen.current) return;
    wasOpen.current = !wasOpen.current;
    for (const listener of [...openListeners.current]) listener();
  }, [isOpen]);

  const onReady = useCallback(
    (card: ReadyCard) => {
      const waiting = pending.current;
      pending.current = null;
      ready.current = card;
      card.actor.subscribe(tellIfChanged);
      if (waiting) card.actor.send({ type: 'SHOW', card: waiting });
      tellIfChanged();
    },
    [tellIfChanged],
  );

  const api = useMemo<FullScreenCardApi>(
    () => ({
      show(card) {
        shownAt.current = Date.now();
        if (ready.current) ready.current.actor.send({ type: 'SHOW', card });
        else {
          pending.current = card;
          setWanted((asked) => asked + 1);
          tellIfChanged();
        }
      },
      close() {
        const at = Date.now();
        if (isOpen() && at - shownAt.current <= UNDO_MS) {
          import('@/storage/card-usage').then(({ markLastUsageUndone }) => markLastUsageUndone(at)).catch(() => {});
        }
        if (ready.current) ready.current.actor.send({ type: 'CLOSE' });
        else if (pending.current) {
          pending.current = null;
          stopAll();
          tellIfChanged();
        }
      },
      isOpen,
      subscribeOpen(listener) {
        openListeners.current.add(listener);
        return () => openListeners.current.delete(listener);
      },
    }),
    [isOpen, tellIfChanged],
  );

  useEffect(() => {
    if (code || !(idle || wanted)) return;
    let live = true;
    import('./FullScreenCard').then(
      (module) => live && setCode(module),
      // Not loaded (offline without the offline app): the words are still said; the next show() tries again.
      () => {
        pending.current = null;
        tellIfChanged();
      },
    );
    return () => {
      live = false;
    };
  }, [code, idle, wanted, tellIfChanged]);

  const FullScreenCard = code?.default;
  return (
    <FullScreenCardContext.Provider value={api}>
      {children}
      {FullScreenCard && <FullScreenCard onReady={onReady} onClose={api.close} />}
    </FullScreenCardContext.Provider>
  );
}
