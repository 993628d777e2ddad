// The full-screen card as screens see it: show(payload) and close(). The provider owns the one overlay.
import { createContext, useContext } from 'react';
import type { FullScreenCardContent } from '@machines/fullscreen-card';

export type FullScreenCardPayload = FullScreenCardContent;

export interface FullScreenCardApi {
  show: (payload: FullScreenCardPayload) => void;
  close: () => void;
  /** True from opening until the overlay has cleared (its close message included). */
  isOpen: () => boolean;
  /** Calls `listener` whenever isOpen() changes; returns the unsubscribe. */
  subscribeOpen: (listener: () => void) => () => void;
}

export const FullScreenCardContext = createContext<FullScreenCardApi | null>(null);

export function useFullScreenCard(): FullScreenCardApi {
  const api = useContext(FullScreenCardContext);
  if (!api) throw new Error('useFullScreenCard must be used inside FullScreenCardProvider');
  return api;
}
