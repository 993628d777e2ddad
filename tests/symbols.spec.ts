// Bundled symbols: card emoji are drawn from the symbol files the build copied (this Chromium has no emoji font,
// so native emoji would be empty boxes), served by the app itself; the full-screen card uses them too; a symbol
// file that fails to load leaves the native emoji in its place.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { putRows } from './helpers/idb';

const cards = (page: Page) => page.getByRole('list', { name: 'Frases rápidas' }).getByRole('button');

async function openInclusive(page: Page) {
  await page.goto('/inclusivo');
  await page.locator('main h1').waitFor();
  await putRows(page, 'flags', [{ key: 'first-time:inclusive', at: Date.now() }]);
  await page.reload();
  await expect(cards(page)).toHaveCount(9);
}

/** Each card's symbol: the image's address and whether it loaded, or the text it shows instead. */
function symbols(page: Page) {
  return cards(page)
    .locator('.card__symbol')
    .evaluateAll((nodes) =>
      nodes.map((node) =>
        node instanceof HTMLImageElement ? { src: node.currentSrc, loaded: node.complete && node.naturalWidth > 0 } : { text: node.textContent },
      ),
    );
}

test('every card symbol is a bundled image served locally, on the cards and full screen', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  await openInclusive(page);
  await expect
    .poll(() => symbols(page))
    .toEqual(Array.from({ length: 9 }, () => ({ src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/symbols\/[0-9A-F-]+\.svg$/), loaded: true })));
  // Nine different pictures.
  const sources = (await symbols(page)).map((symbol) => ('src' in symbol ? symbol.src : ''));
  expect(new Set(sources).size).toBe(9);
  await expectAccessible(page, 'inclusive with bundled symbols');

  await cards(page).filter({ hasText: 'Água' }).click();
  const symbol = page.getByRole('dialog', { name: 'Água' }).locator('.fullscreen__symbol');
  await expect(symbol).toHaveAttribute('src', /\/symbols\/1F4A7\.svg$/);
  await expect.poll(() => symbol.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(refused).toEqual([]);
});

test('a symbol file that cannot be loaded leaves the native emoji on its card', async ({ page }) => {
  await page.route('**/symbols/1F4A7.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await openInclusive(page);
  const water = cards(page).filter({ hasText: 'Água' }).locator('.card__symbol');
  await expect(water).toHaveText('💧');
  await expect(water).toHaveJSProperty('tagName', 'SPAN');
  await expect(cards(page).filter({ hasText: 'Comida' }).locator('img.card__symbol')).toBeVisible();
});
