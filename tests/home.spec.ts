import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dismissAttention, expectFlagStored } from './helpers/app';

const modesPt = ['Figuras', 'Dinâmico', 'Construtor', 'Escrever', 'Inclusivo', 'Guiado', 'Quebra-cabeça', 'Pictogramas', 'Letras e Sons', 'Cidade Inclusiva', 'Cenas'];
const modesEn = ['Figures', 'Dynamic', 'Constructor', 'Type', 'Inclusive', 'Guided', 'Puzzle', 'Pictograms', 'Letters and Sounds', 'Inclusive City', 'Scenes'];

test('home offers every mode and the About us button, in both languages', async ({ page }) => {
  await page.goto('/');
  await dismissAttention(page);
  const modes = page.getByRole('navigation', { name: 'Modos de comunicação' }).getByRole('listitem');
  await expect(modes).toHaveCount(11);
  for (const [i, name] of modesPt.entries()) await expect(modes.nth(i)).toContainText(name);
  await expectAccessible(page, 'home pt');

  await page.goto('/en');
  const modesEnglish = page.getByRole('navigation', { name: 'Communication modes' }).getByRole('listitem');
  for (const [i, name] of modesEn.entries()) await expect(modesEnglish.nth(i)).toContainText(name);
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/en/info');
  await expectAccessible(page, 'info en');
});

test('the social prompt appears after 2 s and stays dismissed after a reload', async ({ page }) => {
  const start = Date.now();
  await page.goto('/');
  const prompt = page.getByRole('complementary', { name: 'Siga o Aceno' });
  await expect(prompt).toBeHidden();
  await dismissAttention(page);
  await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - start)));
  await expect(prompt).toBeHidden();
  await expect(prompt).toBeVisible({ timeout: 3000 });
  await expectAccessible(page, 'home with social prompt');
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toBeHidden();
  // Reloaded once the dismissal is written, as a person's reload would come (CI once reloaded within the write,
  // which the reload cut off).
  await expectFlagStored(page, 'social-prompt-dismissed');
  await page.reload();
  await page.waitForTimeout(2600);
  await expect(prompt).toBeHidden();
});

test('home can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await dismissAttention(page);
  await page.reload(); // start again from the top of the page, as a keyboard user arriving would
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab'); // skip link
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en');
  await page.getByRole('link', { name: 'About us' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/info');
});

test('every mode card opens its screen, the pictograms too', async ({ page }) => {
  await page.goto('/');
  await dismissAttention(page);
  await expect(page.getByText(/chega em breve/)).toHaveCount(0);
  await page.getByRole('link', { name: /Pictogramas/ }).click();
  await expect(page).toHaveURL('/pictogramas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pictogramas');
  await page.goto('/en');
  await page.getByRole('link', { name: /Inclusive City/ }).click();
  await expect(page).toHaveURL('/en/inclusive-city');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inclusive City');
});
