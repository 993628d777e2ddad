// Boards shared by link, on the embedded default (no backend): "Share by link" in My boards copies a link that
// carries the board; opened in another browser with empty storage it shows the board, which speaks and can be saved
// to that device's boards. A cut or unknown link says the board was not found; the demo tokens open the samples.
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { caption, FIRST_USE_MS } from './helpers/screens';

test('pt: a board shared by link opens elsewhere with empty storage, speaks, and is saved to that device’s boards', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pranchas?b=builtin-needs');
  await page.getByRole('button', { name: 'Compartilhar por link' }).click();
  await expect(page.locator('.toast-list').getByText('Link da prancha copiado para a área de transferência!')).toBeVisible();
  const link = await page.getByLabel('Link da prancha').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/board\/[A-Za-z0-9]{16}#b=[A-Za-z0-9_-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const other = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const refused = await keepRequestsLocal(other);
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Necessidades');
  await expect(visitor.getByText('Prancha compartilhada', { exact: true })).toBeVisible();
  await expectAccessible(visitor, 'shared board');
  await visitor.getByRole('button', { name: 'Água', exact: true }).click();
  await expect(visitor.getByRole('dialog', { name: 'Água' })).toBeVisible();
  await expect(caption(visitor)).toHaveText('Água', { timeout: FIRST_USE_MS });
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog', { name: 'Água' })).toBeHidden();
  // The skip link (#main) and the language switch keep the board: the link's fragment is read once, the path stays.
  await visitor.locator('.skip-link').focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Necessidades');
  await visitor.getByRole('button', { name: 'English' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Needs');
  expect(new URL(visitor.url()).pathname).toBe(new URL(link).pathname);
  await visitor.getByRole('button', { name: 'Português' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Necessidades');

  await visitor.getByRole('button', { name: 'Salvar nas minhas pranchas' }).click();
  await expect(visitor.locator('.toast-list').getByText('Prancha “Necessidades” salva nas suas pranchas.')).toBeVisible();
  await visitor.getByRole('link', { name: 'Abrir minhas pranchas' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Necessidades');
  await visitor.goto('/pranchas');
  // The saved copy is a board of this device's own, beside its built-in one.
  await expect(visitor.locator('.board-list').getByRole('link', { name: /Necessidades/ })).toHaveCount(2);
  expect(refused).toEqual([]);
  await other.close();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a cut link and an unknown token say the board was not found; the demo tokens open the sample boards', async ({ page }) => {
    await page.goto('/board/abcDEF0123456789#b=AAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board not found');
    await expect(page.getByText('The link may have expired or be invalid.')).toBeVisible();
    await expectAccessible(page, 'shared board not found');
    await page.goto('/board/abcDEF0123456789');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board not found');
    await page.goto('/board/%3Cscript%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board not found');
    await page.goto('/board/demo-construtor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Constructor');
    await expect(page.getByRole('button', { name: 'Save to my boards' })).toBeVisible();
    await expect(page.locator('.card-grid').first().getByRole('button').first()).toBeVisible();
  });
});
