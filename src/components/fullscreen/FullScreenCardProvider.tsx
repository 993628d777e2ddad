// The one full-screen card of the app. Its machine and overlay (FullScreenCard.tsx) load once the page is idle after
// its first screen, or at the first show() if that comes sooner (the card then opens as soon as they are in);
// closing stops every sound.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePageIdle } from '@/app/page-idle';
import { stopAll } from '@/speech/speech';
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

  const onReady = useCallback((card: ReadyCard) => {
    ready.current = card;
    let open = card.isOpen();
    card.actor.subscribe(() => {
      if (card.isOpen() === open) return;
      open = !open;
      for (const listener of [...openListeners.current]) listener();
    });
    const waiting = pending.current;
    pending.current = null;
    if (waiting) card.actor.send({ type: 'SHOW', card: waiting });
  }, []);

  const api = useMemo<FullScreenCardApi>(
    () => ({
      show(card) {
        if (ready.current) ready.current.actor.send({ type: 'SHOW', card });
        else {
          pending.current = card;
          setWanted((asked) => asked + 1);
        }
      },
      close() {
        if (ready.current) ready.current.actor.send({ type: 'CLOSE' });
        else if (pending.current) {
          pending.current = null;
          stopAll();
        }
      },
      isOpen: () => ready.current?.isOpen() ?? false,
      subscribeOpen(listener) {
        openListeners.current.add(listener);
        return () => openListeners.current.delete(listener);
      },
    }),
    [],
  );

  useEffect(() => {
    if (code || !(idle || wanted)) return;
    let live = true;
    import('./FullScreenCard').then(
      (module) => live && setCode(module),
      // Not loaded (offline without the offline app): the words are still said; the next show() tries again.
      () => {
        pending.current = null;
      },
    );
    return () => {
      live = false;
    };
  }, [code, idle, wanted]);

  const FullScreenCard = code?.default;
  return (
    <FullScreenCardContext.Provider value={api}>
      {children}
      {FullScreenCard && <FullScreenCard onReady={onReady} onClose={api.close} />}
    </FullScreenCardContext.Provider>
  );
}
