// Registers the service worker (/sw.js, scope /) once the page has loaded, and wires the update prompt to it.
// A failed registration is only logged (spec 001 §8): the app keeps working online. Not in the dev server.
import { Workbox } from 'workbox-window';
import { appQuiet, type FullScreenCardState } from './quiet';
import { createUpdatePrompt, type UpdatePrompt } from './update-prompt';

/** A long-open tab (a communication board can stay open all day) still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started: UpdatePrompt | null | undefined;

/** `card` is the app's full-screen card: the update waits while one is on screen. */
export function registerServiceWorker(card: FullScreenCardState): UpdatePrompt | null {
  if (started !== undefined) return started;
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return (started = null);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  started = createUpdatePrompt({ source: workbox, quiet: appQuiet(card), reload: () => location.reload() });
  // Workbox waits for the window's load event, so the precache download never competes with the first screen.
  workbox
    .register()
    .then(() => setInterval(() => void workbox.update().catch(() => {}), UPDATE_CHECK_MS))
    .catch((error: unknown) => {
      // A browser that refuses the worker quietly (a blocked context) answers with no registration, and the library
      // then fails reading the new worker ("… 'waiting' …", in every engine's wording): that is a refusal, said as
      // one. Any other failure (the script missing, a wrong type, a network error) is a fault, logged whole.
      if (error instanceof TypeError && /waiting/.test(error.message)) console.warn('Aceno: could not register the service worker: the browser refused it; the app works online only.');
      else console.error('Aceno: the service worker could not be registered; the app works online only.', error);
    });
  return started;
}
