// The app built WITH a backend (the 'backend' project: the PostgREST shim on PGlite, and a build pointing at it):
// visits and card uses reach the database; offline they wait on the device, nothing lost, and arrive exactly once
// when the network is back; a failing backend delays them without losing or doubling them; the figures ask the
// backend's Figuras bucket first.
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { answerArasaac, pictogramId, pictureUrl } from './helpers/figures';
import { readStore } from './helpers/idb';

const SHIM = `http://127.0.0.1:${process.env.SHIM_PORT ?? 54329}`;

// One after the other in one worker: a fault switched on by one test would disturb another's sends.
test.describe.configure({ mode: 'default' });

interface VisitRow {
  id: string;
  page_path: string;
  session_id: string;
  duration: number | null;
}
interface CardRow {
  id: string;
  card_name: string;
  session_id: string;
  mode: string;
  lang: string;
}

/** The rows of this visitor's session in the backend's database (read by the test, as the owner). */
async function serverRows<T extends { session_id: string }>(request: APIRequestContext, table: string, sessionId: string): Promise<T[]> {
  const response = await request.get(`${SHIM}/__test/rows?table=${table}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as T[]).filter((row) => row.session_id === sessionId);
}

const visitedPaths = async (request: APIRequestContext, sessionId: string) =>
  (await serverRows<VisitRow>(request, 'site_visits', sessionId)).map((row) => row.page_path).sort();
const cardNames = async (request: APIRequestContext, sessionId: string) =>
  (await serverRows<CardRow>(request, 'card_usage', sessionId)).map((row) => row.card_name).sort();

/** A navigation inside the app (the router, no page load), as a link would do it: works offline. */
/**
 * The visit's session, once the app has started it: a page written at build time shows its heading before the
 * app's code has run.
 */
async function sessionOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => localStorage.getItem('visitor-session'));
  await expect.poll(read).toMatch(/^[0-9a-f-]{36}$/);
  return (await read())!;
}

async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Taps a card and closes the full-screen card it opens. */
async function tapCard(page: Page, list: string, name: string) {
  await page.getByRole('list', { name: list }).getByRole('button', { name, exact: true }).click();
  const display = page.getByRole('dialog', { name });
  await expect(display).toBeVisible();
  await display.click();
  await expect(display).toBeHidden();
}

test.afterEach(async ({ request }) => {
  await request.post(`${SHIM}/__test/fault`, { data: null });
});

test('analytics reach the backend online, wait offline, and arrive exactly once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const leaving = await keepRequestsLocal(context);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Figuras');
  await expectAccessible(page, 'basic pt with a backend');
  const sessionId = await sessionOf(page);

  // Online: each visit and card use lands, and leaving a page sets its duration.
  await tapCard(page, 'Respostas rápidas', 'Sim');
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Sentimentos' }).click();
  await expect(page).toHaveURL('/sentimentos');
  await tapCard(page, 'Sentimentos', 'Feliz');
  await expect.poll(() => visitedPaths(request, sessionId), { timeout: 15_000 }).toEqual(['/home', '/sentimentos']);
  await expect.poll(() => cardNames(request, sessionId), { timeout: 15_000 }).toEqual(['Feliz', 'Sim']);
  await expect
    .poll(async () => (await serverRows<VisitRow>(request, 'site_visits', sessionId)).find((row) => row.page_path === '/home')?.duration, { timeout: 15_000 })
    .toEqual(expect.any(Number));

  // Offline: more pages and cards are kept on the device, none is sent.
  await context.setOffline(true);
  await navigateInApp(page, '/en/feelings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feelings');
  await tapCard(page, 'Feelings', 'Sad');
  await navigateInApp(page, '/en/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Figures Mode');
  await tapCard(page, 'Quick answers', 'Yes');
  type Queued = { kind: string; payload: { path?: string; cardName?: string } };
  await expect
    .poll(async () => (await readStore<Queued>(page, 'outbox')).map((item) => `${item.kind} ${item.payload.path ?? item.payload.cardName}`).sort())
    .toEqual(['cardUse Sad', 'cardUse Yes', 'visit /en/feelings', 'visit /en/home', 'visitEnd /en/feelings', 'visitEnd /sentimentos']);
  await page.waitForTimeout(2500); // longer than the flush delay after a new record
  expect(await visitedPaths(request, sessionId)).toEqual(['/home', '/sentimentos']);
  expect(await cardNames(request, sessionId)).toEqual(['Feliz', 'Sim']);

  // Back online: everything queued arrives, once, and the outbox empties.
  await context.setOffline(false);
  await expect.poll(() => visitedPaths(request, sessionId), { timeout: 20_000 }).toEqual(['/en/feelings', '/en/home', '/home', '/sentimentos']);
  await expect.poll(() => cardNames(request, sessionId), { timeout: 20_000 }).toEqual(['Feliz', 'Sad', 'Sim', 'Yes']);
  await expect.poll(async () => (await readStore(page, 'outbox')).length, { timeout: 20_000 }).toBe(0);
  const local = await readStore<{ label: string }>(page, 'cardUsage');
  expect(local.map((row) => row.label).sort()).toEqual(['Feliz', 'Sad', 'Sim', 'Yes']);

  // The pages left while offline got their durations once the ends arrived (each after its visit's start).
  const durations = async () =>
    Object.fromEntries((await serverRows<VisitRow>(request, 'site_visits', sessionId)).map((row) => [row.page_path, row.duration !== null]));
  await expect.poll(durations, { timeout: 20_000 }).toEqual({ '/home': true, '/sentimentos': true, '/en/feelings': true, '/en/home': false });

  // A reload flushes again on start: nothing is doubled, and the page left by the reload gets its duration.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Figures Mode');
  await expect.poll(durations, { timeout: 15_000 }).toEqual({ '/home': true, '/sentimentos': true, '/en/feelings': true, '/en/home': true });
  await page.waitForTimeout(1500);
  const visits = await serverRows<VisitRow>(request, 'site_visits', sessionId);
  const cards = await serverRows<CardRow>(request, 'card_usage', sessionId);
  expect(visits).toHaveLength(4);
  expect(new Set(visits.map((row) => row.id)).size).toBe(4);
  expect(cards).toHaveLength(4);
  expect(new Set(cards.map((row) => row.id)).size).toBe(4);
  expect(cards.find((row) => row.card_name === 'Sad')).toMatchObject({ mode: 'feelings', lang: 'en' });
  expect(leaving).toEqual([]);
});

test('a backend answering 500 delays the records; after it recovers they arrive once', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Figures Mode');
  const sessionId = await sessionOf(page);
  await expect.poll(() => visitedPaths(request, sessionId), { timeout: 15_000 }).toEqual(['/en/home']);

  const failedSends = async () =>
    ((await (await request.get(`${SHIM}/__test/requests`)).json()) as { method: string; path: string; status: number }[]).filter(
      (r) => r.method === 'POST' && r.path.startsWith('/rest/v1/card_usage') && r.status === 500,
    ).length;
  const failedBefore = await failedSends();
  await request.post(`${SHIM}/__test/fault`, { data: { status: 500, path: '/rest/v1/card_usage' } });
  await tapCard(page, 'Quick answers', 'No');
  await expect.poll(failedSends, { timeout: 15_000 }).toBeGreaterThan(failedBefore);
  expect(await cardNames(request, sessionId)).toEqual([]);
  expect((await readStore(page, 'outbox')).length).toBe(1);

  await request.post(`${SHIM}/__test/fault`, { data: null });
  // The next try comes after the back-off (5 s after the first failure).
  await expect.poll(() => cardNames(request, sessionId), { timeout: 30_000 }).toEqual(['No']);
  await expect.poll(async () => (await readStore(page, 'outbox')).length).toBe(0);
  await page.waitForTimeout(1500);
  expect(await cardNames(request, sessionId)).toEqual(['No']);
});

test('the build without a backend loads no backend code, sends nothing and queues nothing', async ({ page }) => {
  // The default project's build, served beside this one in the same run.
  const plain = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  const requests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${plain}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Figuras');
  await tapCard(page, 'Respostas rápidas', 'Sim');
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Sentimentos' }).click();
  await tapCard(page, 'Sentimentos', 'Feliz');
  await expect.poll(async () => (await readStore(page, 'cardUsage')).length).toBe(2);
  await page.waitForTimeout(2000); // longer than the flush delay a configured build would wait
  // blob: addresses are the page's own sounds, made on the device (the player loads them).
  expect(requests.filter((url) => (!url.startsWith(plain) && !url.startsWith('blob:')) || url.includes('/rest/v1/'))).toEqual([]);
  expect((await Promise.all(scripts)).filter((text) => text.includes('supabase-js'))).toEqual([]);
  expect(await readStore(page, 'outbox')).toEqual([]);
});

test('figures: the Figuras bucket is asked first, by HEAD on the spec’s candidate names; a word it has shows its picture, the others come from ARASAAC', async ({ page, context }) => {
  await answerArasaac(context);
  const bucket = `${SHIM}/storage/v1/object/public/Figuras/`;
  const asked: string[] = [];
  await context.route(`${bucket}**`, (route) => {
    const name = decodeURIComponent(route.request().url().slice(bucket.length));
    if (route.request().method() === 'HEAD') asked.push(name);
    const headers = { 'access-control-allow-origin': '*' };
    if (name === 'sim_1.svg') {
      return route.fulfill({ status: 200, headers, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#2a6"/></svg>' });
    }
    return route.fulfill({ status: 400, headers, contentType: 'application/json', body: '{"error":"not_found"}' });
  });
  await page.goto('/pictogramas');
  const grid = page.locator('.figures-grid');
  await expect(grid.getByRole('button', { name: 'sim', exact: true }).locator('img.figure-card__picture')).toHaveAttribute('src', `${bucket}sim_1.svg`, { timeout: 20_000 });
  await expect(grid.getByRole('button', { name: 'não', exact: true }).locator('img.figure-card__picture')).toHaveAttribute('src', pictureUrl(pictogramId('br', 'não')));
  expect(asked.filter((name) => name.toLowerCase().startsWith('sim'))).toEqual(['Sim.svg', 'Sim_1.svg', 'Sim_2.svg', 'sim.svg', 'sim_1.svg']);
  expect(asked).toContain('Nao.svg');
});
