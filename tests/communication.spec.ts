// The communication page in pt and en: category list → phrases → back to the list, by touch, by keyboard only
// (digits, Escape) and by one switch; a phrase is said and shown full screen; axe on the list and a category.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { key, openWithProfile, switchPress, waitForHighlight } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber } from './helpers/screens';

const categoryList = (page: Page) => page.getByRole('list', { name: /Categorias de frases|Phrase categories/ });

test('pt, by touch: a category shows its phrases, a phrase is said full screen, back returns to the list', async ({ page }) => {
  await page.goto('/comunicacao');
  await expect(page).toHaveTitle('Comunicação — Aceno');
  await expect(categoryList(page).getByRole('button')).toHaveText(['Saudações', 'Respostas', 'Tempo', 'Descrever', 'Perguntas']);
  await expectAccessible(page, 'communication pt, categories');

  await categoryList(page).getByRole('button', { name: 'Saudações' }).click();
  const phrases = page.getByRole('list', { name: 'Frases: Saudações' }).getByRole('button');
  await expect(phrases).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2, name: 'Saudações' })).toBeFocused();
  await expectAccessible(page, 'communication pt, greetings');
  await phrases.filter({ hasText: 'Bom dia' }).click();
  const display = page.getByRole('dialog', { name: 'Bom dia' });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText('Bom dia', { timeout: FIRST_USE_MS });
  await display.click();
  await expect(display).toBeHidden();

  await page.getByRole('button', { name: 'Voltar às categorias' }).click();
  await expect(categoryList(page).getByRole('button')).toHaveCount(5);
  await expect(categoryList(page).getByRole('button', { name: 'Saudações' })).toBeFocused();
  await expect(page).toHaveURL('/comunicacao');
  await page.getByRole('link', { name: 'Voltar ao modo Figuras' }).click();
  await expect(page).toHaveURL('/home');
});

test('en, by keyboard only: 5 opens Questions, 1 says “Where?”, Escape closes it, then back to the list and out', async ({ page }) => {
  await page.goto('/en/communication');
  await expect(page).toHaveTitle('Communication — Aceno');
  await pressNumber(page, categoryList(page).getByRole('button', { name: 'Questions' }), '5');
  const questions = page.getByRole('list', { name: 'Phrases: Questions' }).getByRole('button');
  await expect(questions).toHaveCount(5);
  await pressNumber(page, questions.first(), '1');
  const display = page.getByRole('dialog', { name: 'Where?' });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText('Where?', { timeout: FIRST_USE_MS });
  await key(page, 'Escape');
  await expect(display).toBeHidden();
  // Escape reaches the page once the closed card no longer holds the input (the phrases are numbered again).
  await expect(questions.first()).toHaveAttribute('aria-keyshortcuts', '1');
  await key(page, 'Escape'); // the category's own back
  await expect(categoryList(page).getByRole('button')).toHaveCount(5);
  await expect(page).toHaveURL('/en/communication');
  await key(page, 'Escape'); // the page's back
  await expect(page).toHaveURL('/en/home');
});

test('pt, one switch: scanning opens “Tempo” and then says “Agora”', async ({ page }) => {
  await openWithProfile(page, '/comunicacao', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const time = categoryList(page).getByRole('button', { name: 'Tempo' });
  await waitForHighlight(time);
  await switchPress(page);
  const now = page.getByRole('list', { name: 'Frases: Tempo' }).getByRole('button', { name: 'Agora' });
  await waitForHighlight(now);
  await switchPress(page);
  await expect(page.getByRole('dialog', { name: 'Agora' })).toBeVisible();
  await expect(caption(page)).toHaveText('Agora', { timeout: FIRST_USE_MS });
});
