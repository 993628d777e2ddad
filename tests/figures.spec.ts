// The figures browser in pt and en, with ARASAAC answered from the fixtures (no test reaches the internet): the
// first visit's preload overlay with real progress; ARASAAC pictures on the cards, the bundled symbol for a word
// without one and for a broken picture; a tap says the word and shows it full screen; categories from the side
// menus and, on a phone (dark theme, English), from the scroller; keyboard only; a hanging provider gives up after
// 5 s (a skeleton for each picture, then the bundled symbols); offline after the first visit with the pictures kept, and Clear; axe on
// every stage.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { answerArasaac, pictogramId, pictureUrl } from './helpers/figures';
import { key, openAsReturning, waitForKeys } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber, textShown } from './helpers/screens';

const grid = (page: Page) => page.locator('.figures-grid');
const figure = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true });
const pictureOf = (page: Page, name: string) => figure(page, name).locator('img, span').first();
const category = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

/** The figure shows the ARASAAC picture of its word (the fixture's id), loaded. */
async function expectPicture(page: Page, name: string, locale: string, word = name) {
  const img = figure(page, name).locator('img.figure-card__picture');
  await expect(img).toHaveAttribute('src', pictureUrl(pictogramId(locale, word)));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(24);
}

/** The figure shows its bundled symbol (an OpenMoji file of the app, or the emoji itself), not a picture from afar. */
async function expectBundled(page: Page, name: string) {
  await expect(figure(page, name)).toBeVisible();
  await expect(figure(page, name).locator('img.figure-card__picture')).toHaveCount(0);
  await expect(pictureOf(page, name)).toHaveClass(/card__symbol/);
  await expect(pictureOf(page, name)).not.toHaveClass(/figure-card__picture/);
}

test('pt, first visit online: the preload overlay, ARASAAC pictures, a missing and a broken one as symbols, a tap said full screen', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  const arasaac = await answerArasaac(context, { missing: ['fralda'], brokenPictures: ['de novo'] });
  await page.goto('/pictogramas');
  const overlay = page.getByRole('dialog', { name: /Carregando Figuras|Carregamento Concluído!/ });
  // The overlay may be quick with answers this fast: what it showed is caught as it shows.
  const finished = textShown(page, '.figures-preload', 'Carregamento Concluído!');
  await expect(overlay.getByRole('progressbar', { name: 'Figuras carregadas' })).toBeAttached();
  expect(await finished).toContain('100% · 40 de 40');
  expect(await finished).toMatch(/(39|40) figuras guardadas/); // every picture but the broken one, at least
  expect(await finished).toContain('Cache offline ativado: as figuras ficam guardadas para usar sem internet.');
  await expect(overlay).toBeHidden({ timeout: 3000 });
  // The first 40 figures of the language were asked (Essentials and Actions), each once, in Brazilian Portuguese.
  expect(arasaac.searches.filter((s) => s.startsWith('br/')).length).toBe(40);
  expect(new Set(arasaac.searches).size).toBe(arasaac.searches.length);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pictogramas');
  await expect(grid(page).getByRole('button')).toHaveCount(16);
  await expectPicture(page, 'água', 'br');
  await expectPicture(page, 'por favor', 'br');
  await expectBundled(page, 'de novo'); // its picture is not an image
  await expect(category(page, 'Essenciais')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/Pictogramas de ARASAAC/)).toBeVisible();
  await expectAccessible(page, 'figures, essentials');

  await category(page, 'Necessidades Básicas').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Necessidades Básicas' })).toBeVisible();
  await expect(grid(page).getByRole('button')).toHaveCount(30);
  await expectBundled(page, 'fralda'); // ARASAAC has none
  await expectPicture(page, 'leite', 'br');

  await figure(page, 'leite').click();
  const display = page.getByRole('dialog', { name: 'leite' });
  await expect(display).toBeVisible();
  await expect(display.locator('img')).toHaveAttribute('src', pictureUrl(pictogramId('br', 'leite')));
  await expect(caption(page)).toHaveText('leite', { timeout: FIRST_USE_MS });
  await expectAccessible(page, 'figure full screen');
  await key(page, 'Escape');
  await expect(display).toBeHidden();
  expect(refused).toEqual([]);
});

test('en, keyboard only: a number says a figure, the side menus change category; a hanging provider gives up after 5 s', async ({ page, context }) => {
  await answerArasaac(context, { hang: true });
  // One visit only: a preload that finds nothing is not offered again for a day.
  await page.goto('/en/pictograms');
  // The figures are there at once, a skeleton in place of each picture while it is looked up; the provider is given
  // up on after 5 s (not after every batch has timed out: 16 words, two batches, 10 s) and the symbols show.
  const skeletons = page.locator('.figure-skeleton');
  await expect(skeletons).toHaveCount(16);
  await expect(grid(page).getByRole('button')).toHaveCount(16);
  const shownAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Loading figures...' })).toBeAttached();
  const overlay = page.getByRole('dialog', { name: 'Loading Figures' });
  await expect(overlay.getByText('0% · 0 of 40')).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Skip' })).toBeFocused();
  await expectAccessible(page, 'figures preload');
  await expect(skeletons).toHaveCount(0, { timeout: 9000 });
  expect(Date.now() - shownAt).toBeLessThan(9000);
  await expect(overlay).toBeHidden({ timeout: 9000 });
  await expectBundled(page, 'water');
  await expectAccessible(page, 'figures en, bundled');
  await waitForKeys(page);

  const water = figure(page, 'water');
  const n = (await water.getAttribute('aria-keyshortcuts')) ?? '';
  await pressNumber(page, water, n);
  await expect(page.getByRole('dialog', { name: 'water' })).toBeVisible();
  await expect(caption(page)).toHaveText('water', { timeout: FIRST_USE_MS });
  await key(page, 'Escape');
  await expect(page.getByRole('dialog', { name: 'water' })).toBeHidden();

  // Tab to a category of the right-hand menu and press Enter.
  const animals = page.getByRole('navigation', { name: 'Categories (second part)' }).getByRole('button', { name: 'Animals', exact: true });
  for (let i = 0; i < 80 && !(await animals.evaluate((el) => el === document.activeElement)); i += 1) await key(page, 'Tab');
  await key(page, 'Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Animals' })).toBeVisible();
  await expect(grid(page).getByRole('button').first()).toHaveText('dog', { timeout: 12_000 });
  await expect(grid(page).getByRole('button')).toHaveCount(14);
});

test('en on a phone, dark theme: the categories scroll in one row above two columns; ARASAAC pictures in English', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', colorScheme: 'dark' });
  const page = await context.newPage();
  await answerArasaac(context);
  await openAsReturning(page, '/en/pictograms');
  await page.getByRole('dialog', { name: /Loading Figures|Loading Complete!/ }).waitFor({ state: 'hidden', timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect(nav.getByRole('button')).toHaveCount(12);
  expect(await nav.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await nav.getByRole('button', { name: 'Colours', exact: true }).click();
  await expect(grid(page).getByRole('button')).toHaveCount(10);
  await expectPicture(page, 'red', 'en');
  const columns = await grid(page).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'figures on a phone, dark');
  await context.close();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the first visit, the pictures kept show offline; a category never opened shows its symbols; Clear empties the store', async ({ page, context }) => {
    test.setTimeout(120_000);
    const arasaac = await answerArasaac(context);
    await page.goto('/pictogramas');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    // The first visit's page was not yet under the worker: the pictures it loaded are kept once the page reloads.
    await page.reload();
    await page.getByRole('dialog', { name: /Carregando Figuras|Carregamento Concluído!/ }).waitFor({ state: 'hidden', timeout: 20_000 });
    await expectPicture(page, 'água', 'br');
    await expect(page.getByText(/figuras guardadas neste aparelho/)).toBeVisible({ timeout: 35_000 });

    await context.setOffline(true);
    // What the page itself asks for (an offline request may never reach the test's routes).
    await page.addInitScript(() => {
      const own = window.fetch.bind(window);
      const calls: string[] = [];
      (window as unknown as { arasaacCalls: string[] }).arasaacCalls = calls;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('arasaac')) calls.push(String(input));
        return own(input, init);
      };
    });
    const asked = arasaac.searches.length;
    await page.reload();
    await expectPicture(page, 'água', 'br');
    await expectPicture(page, 'sim', 'br');
    await category(page, 'Animais').click();
    await expect(grid(page).getByRole('button')).toHaveCount(14);
    await expectBundled(page, 'gato');
    expect(arasaac.searches.length).toBe(asked);
    expect(await page.evaluate(() => (window as unknown as { arasaacCalls: string[] }).arasaacCalls)).toEqual([]);

    await category(page, 'Essenciais').click();
    await page.getByRole('button', { name: 'Apagar figuras guardadas' }).click();
    await expect(page.locator('.toast-list').getByText('Figuras guardadas apagadas. Os símbolos do aplicativo continuam aqui.')).toBeVisible();
    await expect(page.getByText('Nenhuma figura guardada ainda: sem internet, aparecem os símbolos do aplicativo.')).toBeVisible();
    await page.reload();
    await expect(grid(page).getByRole('button')).toHaveCount(16);
    await expectBundled(page, 'água');
    await expect(page.locator('.figures-grid img.figure-card__picture')).toHaveCount(0);
  });
});
