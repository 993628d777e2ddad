// Letters and sounds in pt and en: a word built letter by letter by touch (pt) and by keyboard only (en, at the
// /en/letters address), each letter heard, placed letters marked in the tray, the word said and remembered as
// mastered on the device; Increase Difficulty's notice; axe on each stage.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { readStore } from './helpers/idb';
import { dragOnto, key, openAsReturning, tabTo } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber, textShown } from './helpers/screens';

const tile = (page: Page, letter: string) => page.locator('.puzzle-pieces--tiles').getByRole('button', { name: letter.toUpperCase(), exact: true }).first();
const toast = (page: Page, title: string) => page.locator('.toast-list').getByText(title, { exact: true }).last();

test('pt, by touch: “lua” built letter by letter, each heard; solved, remembered, then harder words', async ({ page }) => {
  await openAsReturning(page, '/letras-sons');
  await expect(page.getByRole('button', { name: 'Explorar sons' })).toBeDisabled();
  await expectAccessible(page, 'letters input');
  await page.getByLabel('Palavra').fill('  Lua ');
  await page.getByRole('button', { name: 'Explorar sons' }).click();
  await expect(page.getByRole('heading', { name: 'Monte a palavra “LUA”' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'de 3 letras' })).toHaveText('0 de 3 letras');
  await expectAccessible(page, 'letters board');

  for (const [n, letter] of [...'lua'].entries()) {
    await tile(page, letter).click();
    // Each letter is heard as it is placed (its caption may be shown only for a moment).
    const heard = textShown(page, '.speech-caption', letter.toUpperCase());
    await page.getByRole('button', { name: new RegExp(`^Lugar ${n + 1}:`) }).click();
    expect(await heard).toContain(letter.toUpperCase());
  }
  await expect(page.locator('.letters-tile--used')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Muito bem' })).toHaveText('Muito bem! Você montou “lua”.');
  await expect(caption(page)).toHaveText('lua', { timeout: FIRST_USE_MS });
  await expect(page.getByRole('heading', { name: 'Tente outra palavra' })).toBeVisible();
  await expect(page.locator('.puzzle-next .puzzle-suggestion')).toHaveCount(5);
  await expectAccessible(page, 'letters solved');
  await expect.poll(async () => (await readStore<{ key: string; value: string[] }>(page, 'settings')).find((row) => row.key === 'letters-mastered')?.value).toEqual(['lua']);

  await page.getByRole('button', { name: 'Aumentar dificuldade' }).click();
  await expect(toast(page, 'Desafio aceito!')).toBeVisible();
  await expect(page.getByText('Nível: difícil')).toBeVisible();
});

test('en, keyboard only at /en/letters: a suggestion, each letter by number, then Escape back to the words', async ({ page }) => {
  await openAsReturning(page, '/en/letters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letters and Sounds');
  const first = page.locator('.puzzle-suggestion').first();
  const word = (await first.textContent()) ?? '';
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Build the word “${word.toUpperCase()}”` })).toBeVisible();
  for (const [n, letter] of [...word].entries()) {
    const target = tile(page, letter);
    await expect(target).toHaveAttribute('aria-keyshortcuts', /^[1-9]$/);
    await key(page, (await target.getAttribute('aria-keyshortcuts')) as string);
    await pressNumber(page, page.getByRole('button', { name: new RegExp(`^Place ${n + 1}:`) }), String(n + 1));
  }
  await expect(page.getByRole('status').filter({ hasText: 'Well done' })).toBeVisible();
  await key(page, 'Escape');
  await expect(page.getByLabel('Word')).toBeVisible();
});

test('pt, by mouse drag: each letter of “sapo” dragged onto its place', async ({ page }) => {
  await openAsReturning(page, '/letras-sons');
  await page.getByLabel('Palavra').fill('sapo');
  await page.getByRole('button', { name: 'Explorar sons' }).click();
  for (const [n, letter] of [...'sapo'].entries()) {
    const place = page.getByRole('button', { name: new RegExp(`^Lugar ${n + 1}:`) });
    await dragOnto(page, tile(page, letter), place);
    await expect(place).toHaveAccessibleName(new RegExp(`${letter.toUpperCase()}$`));
  }
  await expect(page.getByRole('status').filter({ hasText: 'Muito bem' })).toHaveText('Muito bem! Você montou “sapo”.');
  await expect(caption(page)).toHaveText('sapo', { timeout: FIRST_USE_MS });
});
