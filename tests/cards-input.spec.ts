// The card pages and the basic mode without touch: by keyboard only (a digit says a card, Escape closes it and
// then leaves the page) and by one switch only (automatic scanning, a single press), in pt and en.
import { expect, test, type Page } from './helpers/test';
import { key, openWithProfile, switchPress, waitForHighlight } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

/** Waits until the page's cards carry their key numbers again (the runtime has the screen's current targets). */
async function keysReady(page: Page, name: string) {
  await expect(page.locator('main').getByRole('button', { name, exact: true }).first()).toHaveAttribute('aria-keyshortcuts', /\d/);
}

const KEYBOARD = [
  { path: '/necessidades', digit: '1', back: '/home' },
  { path: '/en/feelings', digit: '2', back: '/en/home' },
  { path: '/animais-objetos', digit: '3', back: '/home' },
  { path: '/en/pain', digit: '4', back: '/en/home' },
] as const;

test('keyboard only: on each card page a digit says its card and shows it; Escape closes it, then goes back', async ({ page }) => {
  test.setTimeout(120_000);
  await openWithProfile(page, '/necessidades', { preset: 'keyboard' });
  for (const { path, digit, back } of KEYBOARD) {
    await page.goto(path);
    const card = page.locator('main [data-choice]').nth(Number(digit) - 1);
    await expect(card).toHaveAttribute('aria-keyshortcuts', digit);
    const label = (await card.innerText()).trim();
    await key(page, digit);
    const display = page.getByRole('dialog', { name: label });
    await expect(display).toBeVisible();
    await expect(caption(page)).toHaveText(label, { timeout: FIRST_USE_MS });
    await page.keyboard.press('Escape');
    await expect(display).toBeHidden();
    await keysReady(page, label);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(back);
  }
});

test('one switch only: the basic mode says Sim, and the pain page says a body part (pt and en)', async ({ page }) => {
  test.setTimeout(120_000);
  await openWithProfile(page, '/home', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const yes = page.locator('main [data-choice]').filter({ hasText: 'Sim' });
  await waitForHighlight(yes, 40_000);
  await switchPress(page);
  await expect(page.getByRole('dialog', { name: 'Sim' })).toBeVisible();
  await expect(caption(page)).toHaveText('Sim', { timeout: FIRST_USE_MS });

  await page.goto('/en/pain');
  const eyes = page.locator('main [data-choice]').filter({ hasText: 'Eyes' });
  await waitForHighlight(eyes, 40_000);
  await switchPress(page);
  await expect(page.getByRole('dialog', { name: 'Eyes' })).toBeVisible();
  await expect(caption(page)).toHaveText('Eyes', { timeout: FIRST_USE_MS });
});
