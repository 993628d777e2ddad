// The full-screen card's machine and overlay, loaded on their own (FullScreenCardProvider): the state machine
// library is not needed to draw the first card, only to show one full screen.
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fullScreenCardMachine } from '@machines/fullscreen-card';
import { stopAll } from '@/speech/speech';
import { FullScreenOverlay } from './FullScreenOverlay';

export type FullScreenCardActor = ActorRefFrom<typeof fullScreenCardMachine>;

/** What the provider needs of the running machine (it has no xstate of its own). */
export interface ReadyCard {
  actor: FullScreenCardActor;
  /** True from opening until the overlay has cleared (its close message included). */
  isOpen: () => boolean;
}

const machine = fullScreenCardMachine.provide({ actions: { stopSound: () => stopAll() } });

/** Runs the machine once for the app, hands it to the provider, and draws its overlay. */
export default function FullScreenCard({ onReady, onClose }: { onReady: (card: ReadyCard) => void; onClose: () => void }) {
  const actor = useActorRef(machine);
  useEffect(() => onReady({ actor, isOpen: () => !actor.getSnapshot().matches('closed') }), [actor, onReady]);
  return <FullScreenOverlay actor={actor} onClose={onClose} />;
}
