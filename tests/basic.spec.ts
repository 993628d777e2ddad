// The basic (figures) mode in pt and en: a big Yes / No said and confirmed full screen (by touch and by key), the
// five category cards leading to their pages, back to the start; axe on the page.
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { key } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber } from './helpers/screens';

test('pt: “Sim” is said and confirmed full screen; the five categories lead to their pages', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle('Modo Figuras — Aceno');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Figuras');
  const categories = page.getByRole('navigation', { name: 'Categorias' }).getByRole('link');
  await expect(categories).toHaveText(['Comunicação', 'Necessidades', 'Dor', 'Sentimentos', 'Animais e objetos']);
  await expectAccessible(page, 'basic pt');

  await page.getByRole('list', { name: 'Respostas rápidas' }).getByRole('button', { name: 'Sim' }).click();
  const display = page.getByRole('dialog', { name: 'Sim' });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText('Sim', { timeout: FIRST_USE_MS });
  await display.click();
  await expect(display).toBeHidden();

  await categories.filter({ hasText: 'Sentimentos' }).click();
  await expect(page).toHaveURL('/sentimentos');
  await page.goBack();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');
});

test('en: by keyboard only, key 2 says “No” full screen, key 4 opens Needs, Escape goes back', async ({ page }) => {
  await page.goto('/en/home');
  await expect(page).toHaveTitle('Figures Mode — Aceno');
  await expectAccessible(page, 'basic en');
  await pressNumber(page, page.getByRole('button', { name: 'No' }), '2');
  const display = page.getByRole('dialog', { name: 'No' });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText('No', { timeout: FIRST_USE_MS });
  await key(page, 'Escape'); // closes the card, not the page
  await expect(display).toBeHidden();
  await expect(page).toHaveURL('/en/home');
  await pressNumber(page, page.getByRole('link', { name: 'Needs' }), '4'); // Yes, No, then Communication, Needs…
  await expect(page).toHaveURL('/en/needs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Needs'); // its screen is in, with its own back
  await key(page, 'Escape');
  await expect(page).toHaveURL('/en/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Figures Mode');
  await key(page, 'Escape');
  await expect(page).toHaveURL('/en');
});
