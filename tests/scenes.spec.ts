// Scenes (issue 40): the built-in kitchen and living room used by touch (a part says its sentence, lit, its words over
// the photo), by keys in reading order, by one switch (each part outlined with the photo darkened around it) and by
// dwell, in pt and en; axe clean on a phone and a desktop, light and dark.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dwell, key, openWithProfile, switchPress } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

const part = (page: Page, name: string) => page.locator('.scene__hotspot').and(page.getByRole('button', { name, exact: true }));
const words = (page: Page) => page.locator('.scene__words');

test('pt, by touch on a phone: the kitchen says "Eu quero água" with its words over the photo, then the living room', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cenas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cenas');
  await expect(page.getByRole('group', { name: 'Cena: Cozinha' })).toBeVisible();
  await part(page, 'Água').click();
  await expect(words(page)).toHaveText('Eu quero água.');
  await expect(part(page, 'Água')).toHaveAttribute('data-lit');
  await expect(caption(page)).toHaveText('Eu quero água.', { timeout: FIRST_USE_MS });
  // Said and shown over the photo, not full screen (that is an option).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'scenes pt phone light, a part lit');

  await page.getByRole('button', { name: 'Sala', exact: true }).click();
  await expect(page).toHaveURL(/[?&]p=livingRoom/);
  await expect(words(page)).toHaveCount(0);
  await part(page, 'Sofá').click();
  await expect(words(page)).toHaveText('Eu quero sentar no sofá.');
  // The answers under the photo are cards as on any board.
  await page.getByRole('button', { name: 'Mais', exact: true }).click();
  await expect(caption(page)).toHaveText('Mais, por favor.', { timeout: FIRST_USE_MS });
});

test('en, keyboard only on a desktop in dark: the parts are numbered in reading order and a digit says one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWithProfile(page, '/en/scenes', { preset: 'keyboard' });
  const order = ['Clock', 'Window', 'Coffee', 'Water', 'Bread', 'Stove', 'Fruit'];
  for (const [i, name] of order.entries()) await expect(part(page, name)).toHaveAttribute('aria-keyshortcuts', String(i + 1));
  await key(page, '4');
  await expect(words(page)).toHaveText('I want water.');
  await expect(caption(page)).toHaveText('I want water.', { timeout: FIRST_USE_MS });
  await expectAccessible(page, 'scenes en desktop dark, a part lit');
});

test('pt, one switch: the scan outlines each part with the photo darkened around it, and a press says it', async ({ page }) => {
  await openWithProfile(page, '/cenas', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const bread = part(page, 'Pão');
  // The scan reaches the part (its row first, when rows are scanned): while it is outlined, the rest of the photo
  // is darkened (the part's shadow spreads over the whole photo).
  await expect
    .poll(
      async () => {
        const level = await bread.getAttribute('data-scan-highlight');
        if (level === 'row') await switchPress(page);
        return level;
      },
      { timeout: 40_000, intervals: [50] },
    )
    .toBe('item');
  expect(await bread.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgba(0, 0, 0, 0.62)');
  await switchPress(page);
  await expect(words(page)).toHaveText('Eu quero pão.');
  await expect(caption(page)).toHaveText('Eu quero pão.', { timeout: FIRST_USE_MS });
});

test('en, dwell: resting the pointer on a part says it', async ({ page }) => {
  await openWithProfile(page, '/en/scenes?p=livingRoom', { preset: 'pointerDwell' });
  await dwell(page, part(page, 'Dog'), 1300);
  await expect(words(page)).toHaveText('I want to play with the dog.');
});

test('pt, printed: each scene a sheet, its parts numbered in reading order with what each says', async ({ page }) => {
  await page.goto('/cenas');
  await page.getByRole('link', { name: /Imprimir/ }).click();
  const sheet = page.getByRole('region', { name: 'Cenas — Cozinha' });
  await expect(sheet.locator('.scene-print__number')).toHaveText(['1', '2', '3', '4', '5', '6', '7']);
  await expect(sheet.getByRole('listitem').nth(3)).toHaveText('Água — Eu quero água.');
  await expect(sheet.locator('.scene-print__answers')).toHaveText('Sim · Não · Mais');
  await expect(page.getByRole('region', { name: 'Cenas — Sala' })).toBeVisible();
  await expectAccessible(page, 'scenes printed');
});
