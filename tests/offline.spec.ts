// Offline after the first visit (DESIGN.md principle 5): the service worker at /sw.js precaches the app, then with
// the network off every built route opens in pt (and the English written pages and one other) with its cards and bundled symbols, a card speaks with the
// offline voice, a setting changed offline survives an offline reload, a board edited online keeps its edit offline
// and My boards edits offline, and the worker answers spec 001 §7's messages.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dismissAttention } from './helpers/app';
import { keepRequestsLocal, recordPlayedAudio, speechSoundsPlayed } from './helpers/audio';
import { readStore } from './helpers/idb';
import { waitForKeys } from './helpers/input';

// The offline voice is part of what works offline: no system voice.
test.use({ serviceWorkers: 'allow', systemVoice: false });

/**
 * Every route with a screen (src/routes/paths.ts + screens.ts) in Portuguese; in English, the pages written at build
 * time (each its own file) and one the app's router draws — an English route opens from the same screen code and
 * shell as its Portuguese twin, so the other English routes prove nothing more offline.
 */
const ENGLISH_OFFLINE = new Set(['/en', '/en/home', '/en/needs', '/en/dynamic', '/en/settings']);
const ROUTES = [
  ['/', '/en'],
  ['/home', '/en/home'],
  ['/comunicacao', '/en/communication'],
  ['/necessidades', '/en/needs'],
  ['/sentimentos', '/en/feelings'],
  ['/animais-objetos', '/en/animals-objects'],
  ['/dor', '/en/pain'],
  ['/dinamico', '/en/dynamic'],
  ['/construtor', '/en/constructor'],
  ['/guiado', '/en/guided'],
  ['/inclusivo', '/en/inclusive'],
  ['/info', '/en/info'],
  ['/configuracoes', '/en/settings'],
]
  .flat()
  .filter((path) => !path.startsWith('/en') || ENGLISH_OFFLINE.has(path));

/** The face engine's model, WebGazer's face finder and WebGazer: each kept in its own cache once used. */
const CAMERA_FILES = ['/vendor/face_landmarker/face_landmarker.task', '/vendor/webgazer/webgazer.js'];

const caption = (page: Page) => page.locator('.speech-caption');
const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('button');

/** Posts a message to the controlling worker and resolves with its reply (through a MessageChannel, or not). */
function askWorker(page: Page, message: { type: string }, viaPort = true) {
  return page.evaluate(
    ({ message, viaPort }) =>
      new Promise<{ type: string; size?: number; bytes?: number }>((resolve, reject) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return reject(new Error('no controlling service worker'));
        setTimeout(() => reject(new Error(`no answer to ${message.type}`)), 10_000);
        if (viaPort) {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          worker.postMessage(message, [channel.port2]);
        } else {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
          worker.postMessage(message);
        }
      }),
    { message, viaPort },
  );
}

test('after one online visit the whole app works with the network off', async ({ page, context }) => {
  test.setTimeout(150_000);
  const refused = await keepRequestsLocal(context);
  await recordPlayedAudio(page);

  await test.step('online: the worker at /sw.js installs its precache and controls the page', async () => {
    await page.goto('/');
    await dismissAttention(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const precache = (await caches.keys()).find((name) => name.startsWith('aceno-precache'));
      const urls = precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
      return { script: registration.active?.scriptURL, scope: registration.scope, urls };
    });
    expect(worker.script).toMatch(/\/sw\.js$/);
    expect(worker.scope).toMatch(/\/$/);
    // The shell, the symbols, the offline voice's worker; not the 18 MB wasm nor the camera files.
    expect(worker.urls).toContain('/index.html');
    expect(worker.urls.some((url) => url.startsWith('/symbols/'))).toBe(true);
    expect(worker.urls.some((url) => /\/assets\/espeak\.worker-.*\.js$/.test(url))).toBe(true);
    expect(worker.urls.filter((url) => url.endsWith('.wasm') || url.startsWith('/vendor/'))).toEqual([]);
    // A normal load of the current version offers no update.
    await expect(page.getByRole('complementary', { name: 'Atualização do Aceno' })).toHaveCount(0);
  });

  await test.step('online: a card spoken once keeps the offline voice for later', async () => {
    await page.goto('/necessidades');
    await cards(page, 'Necessidades').filter({ hasText: 'Água' }).click();
    await expect(caption(page)).toHaveAttribute('data-provider', 'offline', { timeout: 30_000 });
    await expect.poll(() => speechSoundsPlayed(page), { timeout: 30_000 }).toBe(1);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('aceno-offline-voice')).keys()).length), { timeout: 30_000 })
      .toBe(1);
  });

  await test.step('online: the camera files, once loaded, are kept in their own caches', async () => {
    const loaded = await page.evaluate((files) => Promise.all(files.map(async (url) => (await fetch(url)).ok)), CAMERA_FILES);
    expect(loaded).toEqual([true, true]);
    await expect.poll(() => page.evaluate(async () => [await caches.has('aceno-face-landmarker'), await caches.has('aceno-webgazer')])).toEqual([true, true]);
  });

  await test.step('online: a phrase saved in the typing mode', async () => {
    await page.goto('/escrever');
    await page.locator('.typing[data-ready]').waitFor();
    await waitForKeys(page);
    await page.keyboard.type('Boa noite a todos');
    await page.getByRole('button', { name: 'Salvar frase' }).click();
    await page.getByRole('dialog', { name: 'Salvar a frase em…' }).getByRole('button', { name: 'Geral' }).click();
    await expect(page.getByRole('list', { name: 'Geral' }).getByRole('button', { name: 'Falar de novo: Boa noite a todos' })).toBeVisible();
  });

  await test.step('online: a card moved earlier in My boards', async () => {
    await page.goto('/pranchas?b=builtin-needs');
    await page.getByRole('button', { name: 'Cartão Comida' }).click();
    const actions = page.getByRole('dialog', { name: 'Cartão Comida' });
    await actions.getByRole('button', { name: 'Mover Comida para antes' }).click();
    await expect(actions.getByText('Posição 1 de 17 na categoria.')).toBeVisible();
    await waitForKeys(page);
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
    await page.goto('/necessidades');
    await expect(cards(page, 'Necessidades').first()).toHaveText('Comida');
  });

  await context.setOffline(true);

  await test.step('offline: every route opens with its cards and its bundled symbols', async () => {
    await page.reload();
    await expect(page.locator('main [data-choice]').first()).toBeVisible();
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('main [data-choice]').first(), path).toBeVisible();
      // The first one shown (a compact header keeps its icons under Options).
      const symbol = page.locator('main img[src^="/symbols/"]:visible').first();
      await expect(symbol, path).toBeVisible();
      await expect.poll(() => symbol.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: path }).toBeGreaterThan(0);
    }
  });

  await test.step('offline: a route opened from a link with a query string (a dot in it) still opens', async () => {
    await page.goto('/en/needs?utm_source=news.letter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Needs');
    await expect(page.locator('main [data-choice]').first()).toBeVisible();
  });

  await test.step('offline: the typing mode suggests from its kept model, and the saved phrase speaks', async () => {
    await page.goto('/escrever');
    await page.locator('.typing[data-ready]').waitFor();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Boa noite a todos');
    await page.getByRole('list', { name: 'Geral' }).getByRole('button', { name: 'Falar de novo: Boa noite a todos' }).click();
    await expect(caption(page)).toHaveText('Boa noite a todos', { timeout: 30_000 });
    // An empty message: the words that start a sentence, from the model the worker kept.
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(page.getByRole('region', { name: 'Sugestões' }).getByRole('button', { name: 'Eu', exact: true })).toBeVisible();
  });

  await test.step('offline: a card never spoken before speaks with the offline voice; the page passes axe', async () => {
    await page.goto('/sentimentos');
    await expectAccessible(page, 'feelings, offline');
    await cards(page, 'Sentimentos').filter({ hasText: 'Feliz' }).click();
    await expect(caption(page)).toHaveText('Feliz', { timeout: 30_000 });
    await expect(caption(page)).toHaveAttribute('data-provider', 'offline');
    await expect.poll(() => speechSoundsPlayed(page), { timeout: 30_000 }).toBe(1);
    await page.keyboard.press('Escape');
  });

  await test.step('offline: a setting changed offline is kept across an offline reload', async () => {
    await page.goto('/configuracoes');
    const speed = page.getByRole('region', { name: 'Voz' }).getByRole('slider', { name: 'Velocidade da fala' });
    await expect(speed).toHaveValue('1');
    await speed.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(speed).toHaveValue('1.2');
    type Row = { key: string; value: { rateMultiplier?: number } };
    await expect.poll(async () => (await readStore<Row>(page, 'settings')).find((r) => r.key === 'speech')?.value.rateMultiplier).toBe(1.2);
    await page.reload();
    await expect(speed).toHaveValue('1.2');
  });

  await test.step('offline: the card moved online is still first; My boards opens, and a card moved offline stays moved after a reload', async () => {
    await page.goto('/necessidades');
    await expect(cards(page, 'Necessidades').first()).toHaveText('Comida');
    await page.goto('/pranchas?b=builtin-needs');
    await page.getByRole('button', { name: 'Cartão Água' }).click();
    const actions = page.getByRole('dialog', { name: 'Cartão Água' });
    await actions.getByRole('button', { name: 'Mover Água para antes' }).click();
    await expect(actions.getByText('Posição 1 de 17 na categoria.')).toBeVisible();
    await page.goto('/necessidades');
    await page.reload();
    await expect(cards(page, 'Necessidades').first()).toHaveText('Água');
    await expect(cards(page, 'Necessidades').nth(1)).toHaveText('Comida');
  });

  await test.step('offline: the worker answers GET_CACHE_SIZE and CLEAR_PICTOGRAM_CACHE', async () => {
    const size = await askWorker(page, { type: 'GET_CACHE_SIZE' });
    expect(size.type).toBe('CACHE_SIZE');
    // The precache (shell, code, symbols, icons) and the offline voice.
    const entries = size.size ?? 0;
    expect(entries).toBeGreaterThan(100);
    expect(size.bytes).toBeGreaterThan(18_000_000);
    expect((await askWorker(page, { type: 'GET_CACHE_SIZE' }, false)).size).toBe(entries);

    // A pictogram kept from an earlier online visit, then cleared.
    await page.evaluate(async () => (await caches.open('aceno-pictograms')).put('https://pictograms.example/agua.png', new Response('png')));
    expect((await askWorker(page, { type: 'GET_CACHE_SIZE' })).size).toBe(entries + 1);
    expect(await askWorker(page, { type: 'CLEAR_PICTOGRAM_CACHE' })).toMatchObject({ type: 'PICTOGRAM_CACHE_CLEARED' });
    expect(await page.evaluate(() => caches.has('aceno-pictograms'))).toBe(false);
    expect((await askWorker(page, { type: 'GET_CACHE_SIZE' })).size).toBe(entries);
  });

  await test.step('offline: the camera files used online still load', async () => {
    const loaded = await page.evaluate((files) => Promise.all(files.map(async (url) => (await fetch(url)).ok)), CAMERA_FILES);
    expect(loaded).toEqual([true, true]);
  });

  expect(refused).toEqual([]);
});

test('a new version is offered, and the page switches to it only when the user presses Update', async ({ page, context }) => {
  await keepRequestsLocal(context);
  await page.goto('/en/needs');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  // The next version: a worker at another script URL for the same scope installs and waits, as a new deploy's does.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version'));
  const notice = page.getByRole('complementary', { name: 'Aceno update' });
  await expect(notice).toContainText('New version available', { timeout: 30_000 });
  await expectAccessible(page, 'update notice');
  // Nothing happens by itself: no reload, the old worker still in control.
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(notice).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Needs');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-version$/);
  // (The notice may come back here: the page registers /sw.js again, which for the browser is a newer script than
  // the test's /sw.js?next-version. A real deploy keeps one script URL, so that does not happen outside the test.)
});

test('the app is installable, with the manifest of the page language', async ({ page, context }) => {
  await keepRequestsLocal(context);
  const cdp = await context.newCDPSession(page);
  for (const [path, manifest, start] of [
    ['/info', '/manifest.webmanifest', '/'],
    ['/en/info', '/en/manifest.webmanifest', '/en'],
  ] as const) {
    await page.goto(path);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    expect(errors, path).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Aceno', short_name: 'Aceno', start_url: start, scope: '/', display: 'standalone' });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are private windows, where nothing installs; any other reason is the app's.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), path).toEqual([]);
  }
});
