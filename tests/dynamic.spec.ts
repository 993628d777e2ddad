// The dynamic mode in pt and en: all nine categories of word cards; a word chosen by touch, by keyboard only or
// by one switch is said (caption) and shown full screen, and counted; the category bar jumps to a section; the
// coloured, uppercase and lateral toggles change the board and survive a reload; on a phone the category bar
// sits at the bottom and the layout toggle is gone; axe in the light and dark themes.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { putRows, readStore } from './helpers/idb';
import { key, openAsReturning, switchPress, waitForHighlight, type InputProfile } from './helpers/input';
import { caption, FIRST_USE_MS, openOptions } from './helpers/screens';

const CATEGORIES = {
  pt: ['Iniciais', 'Imediatas', 'Saudações', 'Dor', 'Perguntar', 'Sentimentos', 'Descrever', 'Tempo', 'Animais e Objetos'],
  en: ['Initial', 'Basic Needs', 'Greetings', 'Pain', 'Questions', 'Feelings', 'Descriptive', 'Time', 'Animals & Objects'],
} as const;

const path = (lang: 'pt' | 'en') => (lang === 'pt' ? '/dinamico' : '/en/dynamic');
const card = (page: Page, category: string, name: string) =>
  page.getByRole('list', { name: category, exact: true }).getByRole('button', { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole('group', { name: /Aparência dos cartões|Card appearance/ }).getByRole('button', { name });

/** Opens the screen as a returning visitor (the help already read), optionally with an input profile. */
const openDynamic = (page: Page, lang: 'pt' | 'en' = 'pt', profile?: InputProfile) => openAsReturning(page, path(lang), profile);

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: every category on one screen; a tapped word is said, shown and counted; accessible light and dark`, async ({ page }) => {
    await openDynamic(page, lang);
    await expect(page).toHaveTitle(lang === 'pt' ? 'Modo Dinâmico — Aceno' : 'Dynamic Mode — Aceno');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...CATEGORIES[lang]]);
    await expect(page.locator('main [data-choice]')).toHaveCount(72);
    await expect(page.getByRole('navigation', { name: lang === 'pt' ? 'Categorias' : 'Categories' }).getByRole('button')).toHaveText([
      ...CATEGORIES[lang],
    ]);
    await expectAccessible(page, `dynamic ${lang} light`);

    const [category, word] = lang === 'pt' ? ['Imediatas', 'Água'] : ['Basic Needs', 'Water'];
    await card(page, category, word).click();
    const display = page.getByRole('dialog', { name: word });
    await expect(display).toBeVisible();
    await expect(caption(page)).toHaveText(word, { timeout: FIRST_USE_MS });
    await expect(caption(page)).toHaveAttribute('lang', new RegExp(`^${lang}`));
    await display.click();
    await expect(display).toBeHidden();
    type Row = { cardId: string; label: string; mode: string; lang: string };
    await expect.poll(() => readStore<Row>(page, 'cardUsage')).toEqual([expect.objectContaining({ cardId: 'needs.water', label: word, mode: 'dynamic', lang })]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expectAccessible(page, `dynamic ${lang} dark`);
  });
}

test('keyboard only: Tab to a category, Tab to its first word, Enter says it; key 3 says “Eu”; Escape goes back', async ({ page }) => {
  await openDynamic(page);
  const feelings = page.getByRole('navigation', { name: 'Categorias' }).getByRole('button', { name: 'Sentimentos' });
  for (let i = 0; i < 30 && !(await feelings.evaluate((el) => el === document.activeElement)); i += 1) await key(page, 'Tab');
  await expect(feelings).toBeFocused();
  await key(page, 'Enter');
  const heading = page.getByRole('heading', { name: 'Sentimentos' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Not hidden under the sticky category bar.
  const bar = await page.getByRole('navigation', { name: 'Categorias' }).boundingBox();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  await key(page, 'Tab');
  await expect(card(page, 'Sentimentos', 'Feliz')).toBeFocused();
  await key(page, 'Enter');
  const display = page.getByRole('dialog', { name: 'Feliz' });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText('Feliz', { timeout: FIRST_USE_MS });
  await key(page, 'Escape');
  await expect(display).toBeHidden();

  await key(page, '3');
  await expect(page.getByRole('dialog', { name: 'Eu' })).toBeVisible();
  await expect(caption(page)).toHaveText('Eu'); // the new word replaces the one before
  await key(page, 'Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await key(page, 'Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('en, one switch: automatic scanning and a single press choose “Yes”', async ({ page }) => {
  await openDynamic(page, 'en', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const yes = card(page, 'Initial', 'Yes');
  await waitForHighlight(yes, 25_000);
  await switchPress(page);
  await expect(page.getByRole('dialog', { name: 'Yes' })).toBeVisible();
  await expect(caption(page)).toHaveText('Yes', { timeout: FIRST_USE_MS });
});

test('the coloured, uppercase and lateral toggles change the board and survive a reload', async ({ page }) => {
  await openDynamic(page);
  const water = card(page, 'Imediatas', 'Água');
  await expect(water).toHaveCSS('background-color', 'rgb(187, 247, 208)'); // coloured by default: its category's shade
  await expect(water.locator('.card__label')).toHaveCSS('text-transform', 'none');

  await openOptions(page);
  await toggle(page, 'Cartões coloridos').click();
  await toggle(page, 'Letras maiúsculas').click();
  await toggle(page, 'Menu lateral').click();
  const check = async () => {
    await openOptions(page);
    await expect(toggle(page, 'Cartões coloridos')).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle(page, 'Letras maiúsculas')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'Menu lateral')).toHaveAttribute('aria-pressed', 'true');
    const left = page.getByRole('navigation', { name: 'Primeiras categorias' }).getByRole('button');
    const right = page.getByRole('navigation', { name: 'Últimas categorias' }).getByRole('button');
    await expect(left).toHaveText(CATEGORIES.pt.slice(0, 5));
    await expect(right).toHaveText(CATEGORIES.pt.slice(5));
    // The first category is shown by default; the others only when chosen.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Iniciais']);
    await expect(left.first()).toHaveAttribute('aria-current', 'true');
    const yes = card(page, 'Iniciais', 'Sim');
    await expect(yes.locator('.card__label')).toHaveCSS('text-transform', 'uppercase');
    await expect(yes).not.toHaveCSS('background-color', 'rgb(253, 230, 138)');
  };
  await check();
  await page.getByRole('navigation', { name: 'Últimas categorias' }).getByRole('button', { name: 'Tempo' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Tempo']);
  await card(page, 'Tempo', 'Amanhã').click();
  await expect(page.getByRole('dialog', { name: 'Amanhã' }).locator('.fullscreen__label')).toHaveCSS('text-transform', 'uppercase');
  await page.getByRole('dialog').click();
  await expectAccessible(page, 'dynamic lateral');

  await page.reload();
  await page.locator('main h1').waitFor();
  await check();
});

test('at 390 px: a one-row header, the category bar at the bottom, two columns, and no layout toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDynamic(page);
  await putRows(page, 'settings', [{ key: 'board-preferences', value: { colored: true, uppercase: false, lateral: true } }]);
  await page.reload();
  // The header is one row (back and Options) so the first cards show at once; the switches open under Options.
  const back = page.getByRole('link', { name: 'Voltar ao início' });
  await expect(back).toHaveText(/Voltar/);
  const options = page.getByRole('button', { name: 'Opções' });
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page, 'Letras maiúsculas')).toBeHidden();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(headerBox!.height).toBeLessThan(80);
  await expect(card(page, 'Iniciais', 'Sim')).toBeInViewport();
  await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, 'Letras maiúsculas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configurações' })).toBeVisible();
  await expect(toggle(page, 'Menu lateral')).toHaveCount(0);
  const bar = page.getByRole('navigation', { name: 'Categorias' });
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  const tops = await page.getByRole('list', { name: 'Iniciais', exact: true }).getByRole('button').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
  expect(tops.filter((top) => Math.abs(top - tops[0]!) < 2)).toHaveLength(2);

  await bar.getByRole('button', { name: 'Tempo' }).click();
  await expect(page.getByRole('heading', { name: 'Tempo' })).toBeInViewport();
  await expect(card(page, 'Tempo', 'Agora')).toBeInViewport();
  await expectAccessible(page, 'dynamic at 390 px');
});
