// A part of the app that does not arrive (a file cut off on a bad connection, or missing from the offline copy)
// must never leave a blank, silent page: the app reloads once by itself — a switch user may have nothing to press —
// and if the file fails again it says so in the user's language, with a focused "Try again" and the way home.
import { expect, test, type Page, type Request } from './helpers/test';
import { waitForKeys } from './helpers/input';
import { expectAccessible } from './helpers/a11y';

/** Fails every request of the page for files matching `match`; page.unroute(match) lifts it. */
async function failFiles(page: Page, match: (url: URL) => boolean): Promise<void> {
  await page.route(match, (route) => route.abort('failed'));
}

/**
 * Fails every request for files matching `match` during the first page load only (the browser may ask twice for a
 * module it preloads), so a test does not depend on which request comes first; from the reload on they arrive.
 */
async function failDuringFirstLoad(page: Page, match: (url: URL) => boolean, loads: { loads: number }): Promise<{ failed: number }> {
  const state = { failed: 0 };
  await page.route(match, (route) => {
    if (loads.loads > 1) return route.continue();
    state.failed += 1;
    return route.abort('failed');
  });
  return state;
}

/** Counts the page loads of `path` (each reload is one). */
function countDocumentLoads(page: Page, path: string): { loads: number } {
  const count = { loads: 0 };
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) count.loads += 1;
  });
  return count;
}

// One of the first files the app's entry imports (anything under /assets/ but the entry script itself).
const firstFile = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.startsWith('/assets/index-');
const constructorScreenFile = (url: URL) => /^\/assets\/ConstructorScreen-[\w-]+\.js$/.test(url.pathname);

test('first files that fail to arrive on the first load: the app reloads by itself and opens', async ({ page }) => {
  const start = countDocumentLoads(page, '/');
  const cut = await failDuringFirstLoad(page, firstFile, start);
  await page.goto('/');
  // The start screen written at build time shows at once; the app's code, fetched after it is painted, fails to
  // arrive, and the page reloads by itself, once.
  await expect.poll(() => start.loads, { message: 'one reload, by itself' }).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Boas vindas!' })).toBeVisible();
  await waitForKeys(page); // the app runs, not only the page written at build time
  expect(cut.failed).toBeGreaterThan(0);
  expect(start.loads).toBe(2);
});

test('a first file that keeps failing: the page says so in English on /en, and Try again opens the app once it arrives', async ({ page }) => {
  const start = countDocumentLoads(page, '/en');
  await failFiles(page, firstFile);
  await page.goto('/en');
  const message = page.getByRole('main');
  await expect(message.getByRole('heading', { level: 1 })).toHaveText('Aceno did not open');
  await expect(message).toContainText('Everything you saved is still kept.');
  await expect(message.getByRole('button', { name: 'Try again' })).toBeFocused();
  expect(start.loads, 'reloaded once by itself, then stopped').toBe(2);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expectAccessible(page, 'boot failure message');

  await page.unroute(firstFile);
  await page.keyboard.press('Enter'); // the focused button, by keyboard or a switch mapped to Enter
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await waitForKeys(page);
});

test('a screen whose file fails on the first load: the app reloads by itself and the screen opens', async ({ page }) => {
  const loads = countDocumentLoads(page, '/construtor');
  const cut = await failDuringFirstLoad(page, constructorScreenFile, loads);
  await page.goto('/construtor');
  await expect(page.getByRole('heading', { level: 1, name: /Construtor/ })).toBeVisible();
  expect(cut.failed).toBeGreaterThan(0);
  expect(loads.loads).toBe(2);
});

test('a screen whose file keeps failing: a message inside the app, with Try again focused and the way home', async ({ page }) => {
  const loads = countDocumentLoads(page, '/construtor');
  await failFiles(page, constructorScreenFile);
  await page.goto('/construtor');
  const message = page.getByRole('main');
  await expect(message.getByRole('heading', { level: 1 })).toHaveText('Esta tela não abriu');
  await expect(message).toContainText('O que você guardou continua salvo.');
  await expect(message.getByRole('button', { name: 'Tentar de novo' })).toBeFocused();
  expect(loads.loads, 'reloaded once by itself, then stopped').toBe(2);
  await expectAccessible(page, 'screen failure message');

  // The way home works even while the screen's file is missing.
  await message.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boas vindas!' })).toBeVisible();

  // Once the file arrives again, Try again opens the screen.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await page.unroute(constructorScreenFile);
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Construtor/ })).toBeVisible();
});

test('the frame’s own code failing (the input runtime): the same message, on its own page, with Try again focused', async ({ page }) => {
  await failFiles(page, (url) => /^\/assets\/InputRuntime-[\w-]+\.js$/.test(url.pathname));
  await page.goto('/en/needs');
  const message = page.getByRole('main');
  await expect(message.getByRole('heading', { level: 1 })).toHaveText('This screen did not open');
  await expect(message.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expectAccessible(page, 'frame failure message');
});
