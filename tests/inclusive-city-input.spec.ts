// Inclusive City without hands (issue 16): by keyboard only (a number says a block, Tab and Enter choose a place) and
// by one switch only (automatic scanning: a place from the side panel, then a block said full screen).
import { expect, test, type Page } from './helpers/test';
import { putRows } from './helpers/idb';
import { key, openWithProfile, scanSelect, tabTo, waitForKeys, type InputProfile } from './helpers/input';
import { answerPlaces } from './helpers/places';
import { caption, FIRST_USE_MS } from './helpers/screens';

/** Opens the board for Recife with this input profile, as a returning user. */
async function openBoard(page: Page, profile: InputProfile) {
  await openWithProfile(page, '/cidade-inclusiva', profile);
  await putRows(page, 'settings', [{ key: 'inclusive-city:city', value: 'Recife' }]);
  await page.reload();
  await expect(page.getByRole('button', { name: /Cidade: Recife/ })).toBeVisible();
}

test('pt, keyboard only: a number says a block; Tab and Enter choose a place', { tag: '@any-load' }, async ({ page, context }) => {
  await answerPlaces(context);
  await openBoard(page, { preset: 'keyboard' });
  await waitForKeys(page);
  const third = page.locator('.city-grid').getByRole('button').nth(2);
  await expect(third).toHaveAttribute('aria-keyshortcuts', '3');
  const said = (await third.textContent())?.trim() ?? '';
  await key(page, '3');
  await expect(caption(page)).toHaveText(said, { timeout: FIRST_USE_MS });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await tabTo(page, page.getByRole('navigation', { name: 'Lugares (primeira parte)' }).getByRole('button', { name: /Hospital/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Hospital' })).toBeVisible();
});

test('pt, one switch only: a place from the side panel, then a block said full screen', async ({ page, context }) => {
  await answerPlaces(context);
  await openBoard(page, { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  await scanSelect(page, page.getByRole('navigation', { name: 'Lugares (segunda parte)' }).getByRole('button', { name: /Polícia/ }));
  await expect(page.getByRole('heading', { level: 2, name: 'Polícia' })).toBeVisible();
  const block = page.locator('.city-grid').getByRole('button').nth(1);
  const said = (await block.textContent())?.trim() ?? '';
  await scanSelect(page, block);
  await expect(caption(page)).toHaveText(said, { timeout: FIRST_USE_MS });
});
