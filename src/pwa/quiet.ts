// The app's "quiet" signal for the update prompt: no utterance between its request and its end, and no
// full-screen card on screen (from opening until its overlay has cleared, as the card's provider reports it).
import type { FullScreenCardApi } from '@/components/fullscreen/context';
import { subscribeSpeech } from '@/speech/speech';
import type { QuietSignal } from './update-prompt';

export type FullScreenCardState = Pick<FullScreenCardApi, 'isOpen' | 'subscribeOpen'>;

export function appQuiet(card: FullScreenCardState): QuietSignal {
  const speaking = new Set<number>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // From the moment this module loads; an utterance already playing then is over within seconds of the prompt.
  subscribeSpeech((event) => {
    if (event.type === 'waiting' || event.type === 'started') speaking.add(event.id);
    else speaking.delete(event.id);
    notify();
  });
  card.subscribeOpen(notify);

  return {
    busy: () => speaking.size > 0 || card.isOpen(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
