// The service worker (/sw.js, scope /): the app shell, every screen's code, the bundled symbols and icons
// precached at install, so the app opens offline after the first visit; runtime caches for the big files used only
// by some people (face tracking, eye gaze) and for online pictograms; the messages of spec 001 §7.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_PREFIX, FACE_LANDMARKER_CACHE, PICTOGRAM_CACHE, RETIRED_FACE_MESH_CACHE, SYMBOL_CACHE, WEBGAZER_CACHE } from './caches';
import { answer, replyTarget } from './messages';
import { NAVIGATION_DENYLIST } from './navigation';
import { PAGES_CACHE_PREFIX, writtenPages, type RouterRule } from './static-routes';
import { eachLimited } from '../lib/each-limited';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
// The build (Vite) writes the backend's address in, as it does for the page.
declare global {
  interface ImportMeta {
    readonly env: { readonly VITE_SUPABASE_URL?: string };
  }
}

const DAY_S = 24 * 60 * 60;

// Before anything touches a cache: the precache is then 'aceno-precache-v2-…', counted with the other Aceno caches.
setCacheNameDetails({ prefix: CACHE_PREFIX });

// The list is written in by the build (vite-plugin-pwa). The offline voice's 18 MB wasm is not in it: the voice's
// worker keeps it in its own cache on first use (src/speech/offline/espeak.worker.ts), and a second copy here
// would double it. Served as precacheAndRoute would, but filled a few files at a time: workbox's own install fetches
// its ~530 files one after another (the app's ~400 symbols are most of them), so on a phone's slow network the first
// visit's round trips add up end to end (a minute at 100 ms each) before the app opens offline, and a visit cut short
// leaves it online-only until the next (what was fetched is kept). The same cache and strategy: a file already kept
// is not fetched again; one that fails fails the install.
const INSTALL_IN_FLIGHT = 4;
const MANIFEST = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(MANIFEST);
// As workbox does: a file listed with a revision is asked past the browser's HTTP cache.
const revised = new Set(MANIFEST.flatMap((entry) => (typeof entry !== 'string' && entry.revision ? [new URL(entry.url, self.location.href).href] : [])));
self.addEventListener('install', (event) => {
  const files = [...precache.getURLsToCacheKeys()];
  event.waitUntil(
    eachLimited(files, INSTALL_IN_FLIGHT, async ([url, cacheKey]) => {
      const request = new Request(url, { integrity: precache.getIntegrityForCacheKey(cacheKey), cache: revised.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }).then(() =>
      // The static routes only make a returning user's page come sooner: failing, they cost that and nothing else.
      routeWrittenPages(event).catch((error: unknown) => console.warn('Aceno service worker: the written pages are served by the worker', error)),
    ),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));

// The pages written at build time, served by the browser itself from a cache of this version's own, without
// starting this worker (the Static Routing API, where the browser has it): a returning user's page no longer waits ~100 ms for
// the worker to start before its HTML (issue 37). Only a page's clean address with no query; anything else, and
// browsers without the API, reach the worker as before. A new version fills its own cache, and its routes apply only
// once the user accepts the update, so what a page is served never changes by itself.
const pages = writtenPages(MANIFEST);
async function routeWrittenPages(event: ExtendableEvent): Promise<void> {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  if (typeof routed.addRoutes !== 'function' || pages.length === 0) return;
  const cache = await caches.open(pages.cacheName);
  for (const { path, file } of pages) {
    const response = await precache.matchPrecache(file);
    if (!response) throw new Error(`Aceno service worker: ${file} is not precached`);
    await cache.put(new URL(path, self.location.href).href, response);
  }
  await routed.addRoutes(pages.map(({ path }) => ({ condition: { urlPattern: { pathname: path, search: '' }, requestMode: 'navigate' }, source: { cacheName: pages.cacheName } })));
}
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== pages.cacheName).map((name) => caches.delete(name)))),
  ),
);
cleanupOutdatedCaches();

// The first visit's page is served by this worker at once, so the caches below fill during that visit already.
// A new version, though, waits for the user's "Update" (SKIP_WAITING): it never takes over a page by itself.
clientsClaim();

// Every app route, in both languages, opens offline: a page written at build time (/home is home.html) comes from
// the precache above (its clean-address rule); any other from index.html, whose router draws the screen.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

// The bundled symbols that are not precached (the card dialog's search offers ~1,900 more than the app's own words
// use): each is kept once shown, so a card given one shows offline. Small files, never expired.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/symbols/'),
  new CacheFirst({ cacheName: SYMBOL_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Face tracking and eye gaze: megabytes that only camera users need, kept once their feature has started.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/vendor/face_landmarker/'),
  new CacheFirst({
    cacheName: FACE_LANDMARKER_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 180 * DAY_S, purgeOnQuotaError: true })],
  }),
);
// Eye gaze no longer needs the older face mesh (it shares the Face Landmarker): its cache goes.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(RETIRED_FACE_MESH_CACHE)));
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/vendor/webgazer/'),
  new CacheFirst({
    cacheName: WEBGAZER_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 5, maxAgeSeconds: 180 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Online pictograms (ARASAAC's pictures, the backend's Figuras bucket), kept for offline use once shown, for 30 days
// (spec 001 §9); opaque answers are kept too, since an <img> needs no CORS. Only those hosts, and a bounded number,
// so no other site's images and no long browse fill the device.
function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}
const PICTURE_HOSTS = new Set(['static.arasaac.org', ...(import.meta.env.VITE_SUPABASE_URL ? [hostOf(import.meta.env.VITE_SUPABASE_URL)] : [])]);
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin !== self.location.origin && PICTURE_HOSTS.has(url.hostname),
  new CacheFirst({
    cacheName: PICTOGRAM_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  const handled = answer(event.data, { caches: self.caches, skipWaiting: () => self.skipWaiting() }).then((reply) => {
    if (reply) replyTarget(event)?.postMessage(reply);
  });
  event.waitUntil(handled.catch((error: unknown) => console.warn('Aceno service worker: message not answered', error)));
});
