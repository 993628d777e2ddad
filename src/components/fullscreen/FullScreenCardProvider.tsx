// Runs the full-screen card machine once for the app and draws its overlay; closing stops every sound.
import { useActorRef } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fullScreenCardMachine } from '@machines/fullscreen-card';
import { stopAll } from '@/speech/speech';
import { FullScreenCardContext, type FullScreenCardApi } from './context';
import { FullScreenOverlay } from './FullScreenOverlay';

export { useFullScreenCard, type FullScreenCardPayload } from './context';

const machine = fullScreenCardMachine.provide({ actions: { stopSound: () => stopAll() } });

export function FullScreenCardProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(machine);
  const api = useMemo<FullScreenCardApi>(() => {
    const isOpen = () => !actor.getSnapshot().matches('closed');
    return {
      show: (card) => actor.send({ type: 'SHOW', card }),
      close: () => actor.send({ type: 'CLOSE' }),
      isOpen,
      subscribeOpen(listener) {
        let open = isOpen();
        const subscription = actor.subscribe(() => {
          if (isOpen() === open) return;
          open = !open;
          listener();
        });
        return () => subscription.unsubscribe();
      },
    };
  }, [actor]);
  return (
    <FullScreenCardContext.Provider value={api}>
      {children}
      <FullScreenOverlay actor={actor} onClose={api.close} />
    </FullScreenCardContext.Provider>
  );
}
