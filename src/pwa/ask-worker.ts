// The page's side of the service worker's messages (spec 001 §7): a request over a MessageChannel and its reply,
// or null when there is no worker (the dev server, a browser without one, the first visit before it took over) or it
// does not answer within the limit. Never throws.
import type { PwaReply, PwaRequest } from './messages';

export function askServiceWorker(request: PwaRequest, timeoutMs = 2000): Promise<PwaReply | null> {
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<PwaReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data ?? null);
    };
    try {
      worker.postMessage(request, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}
