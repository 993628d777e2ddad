// A returning user's written page paints before any of the app's code is even fetched (issue 37): a first visit,
// then a new browser process on the same profile — its service worker serving the page, and with the worker and its
// files cleared (the shared performance harness's returning user) —
// and on each, the browser's own record of the page: where it came from, its first contentful paint, and when each of
// the app's code files was asked for. The app's start waits for the browser to report that paint
// (src/app/prerender/boot.ts). With its worker, the page comes from the worker's cache by the browser's own static
// route, without waiting for the worker to start (src/pwa/static-routes.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from './helpers/test';

/** Where the page's HTML came from: the worker's static route ('cache'), its fetch handler ('fetch-event') or the network. */
const servedFrom = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerMatchedSourceType?: string };
    return navigation.workerMatchedSourceType || (navigation.workerStart > 0 ? 'fetch-event' : 'network');
  });

/** The page's first contentful paint and the first of the app's code files asked for, in ms from navigation start. */
async function paintAndCode(context: BrowserContext, url: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  // The app has run (its code files were fetched after the paint, or before it).
  await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '') !== '', null, { timeout: 30_000 });
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const code = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { paint, firstCode: Math.min(...code.map((entry) => entry.startTime)), files: code.length };
  }).then(async (load) => ({ ...load, from: await servedFrom(page) }));
}

/** The page was served as said, painted, and then (only then) asked for the app's code. */
function paintedBeforeCode(load: Awaited<ReturnType<typeof paintAndCode>>, from: string): void {
  expect(load.from).toBe(from);
  expect(load.paint).not.toBeNull();
  expect(load.files).toBeGreaterThan(0);
  expect(load.firstCode).toBeGreaterThan(load.paint!);
}

test('a returning user’s written page paints before any of the app’s code is fetched, in a new browser, with its service worker and without', async ({ playwright, launchOptions, baseURL }) => {
  test.setTimeout(90_000);
  const profile = mkdtempSync(join(tmpdir(), 'aceno-first-paint-'));
  const url = `${baseURL}/en/home`;
  const open = (serviceWorkers: 'allow') => playwright.chromium.launchPersistentContext(profile, { ...launchOptions, locale: 'en-US', serviceWorkers });
  try {
    // The first visit: the app runs, and its worker installs and takes the page (the app's files kept).
    let context = await open('allow');
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    }, null, { timeout: 60_000, polling: 250 });
    // The next visit in this browser is served from the worker's cache by its static route (kept for the next browser).
    await expect(async () => {
      await first.reload();
      expect(await servedFrom(first)).toBe('cache');
    }).toPass({ timeout: 30_000 });
    await context.close();

    // A new browser process; the worker's static route serves the page, and one with a query (a link's tracking
    // parameter) reaches its fetch handler, which serves the same written page.
    context = await open('allow');
    const withWorker = await paintAndCode(context, url);
    paintedBeforeCode(withWorker, 'cache');
    const withQuery = await paintAndCode(context, `${url}?utm_source=a-link`);
    await context.close();
    paintedBeforeCode(withQuery, 'fetch-event');

    // A new browser process whose worker and its files are gone (a phone that cleared them): the page from the network.
    context = await open('allow');
    const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
    const withoutWorker = await paintAndCode(context, url);
    await context.close();
    paintedBeforeCode(withoutWorker, 'network');
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
