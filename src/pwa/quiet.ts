// The app's "quiet" signal for the update prompt: no utterance between its request and its end, and no
// full-screen card on screen (its overlay, portalled into <body>, is there from opening until it has cleared).
import { subscribeSpeech } from '@/speech/speech';
import type { QuietSignal } from './update-prompt';

const FULL_SCREEN_CARD = '.fullscreen[role="dialog"]';

export function appQuiet(doc: Document = document): QuietSignal {
  const speaking = new Set<number>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // From the moment this module loads; an utterance already playing then is over within seconds of the prompt.
  subscribeSpeech((event) => {
    if (event.type === 'waiting' || event.type === 'started') speaking.add(event.id);
    else speaking.delete(event.id);
    notify();
  });
  new MutationObserver(notify).observe(doc.body, { childList: true });

  return {
    busy: () => speaking.size > 0 || doc.querySelector(FULL_SCREEN_CARD) !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
