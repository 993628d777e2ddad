// The inclusive mode screen: what does not hang on timing (the 'desktop' project, beside the others) — the nine quick
// phrases in order and in 2 or 3 columns, axe in the light and dark themes, one usage row per card per session, back
// to the start, the header's links, the caregiver's first-visit help and the camera panel's hint. The timed part
// (closed by itself after 3 s, one switch, a refused camera in the full browser) is inclusive.spec.ts.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { putRows, readStore } from './helpers/idb';
import { key, openAsReturning, type InputProfile } from './helpers/input';

const PT = ['Sim', 'Não', 'Socorro', 'Água', 'Comida', 'Banheiro', 'Dor', 'Frio', 'Calor'];
const EN = ['Yes', 'No', 'Help', 'Water', 'Food', 'Bathroom', 'Pain', 'Cold', 'Hot'];

const path = (lang: 'pt' | 'en') => (lang === 'pt' ? '/inclusivo' : '/en/inclusive');
const phrases = (page: Page, lang: 'pt' | 'en' = 'pt') =>
  page.getByRole('list', { name: lang === 'pt' ? 'Frases rápidas' : 'Quick phrases' }).getByRole('button');
const phrase = (page: Page, name: string) => page.getByRole('list', { name: /Frases rápidas|Quick phrases/ }).getByRole('button', { name });

/** Opens the screen as a returning visitor (the help already read), optionally with an input profile. */
const openInclusive = (page: Page, lang: 'pt' | 'en' = 'pt', profile?: InputProfile) => openAsReturning(page, path(lang), profile);

/** How many cards share the first card's row. */
async function columns(page: Page): Promise<number> {
  const boxes = await phrases(page).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  return boxes.filter((top) => Math.abs(top - boxes[0]!) < 2).length;
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: the nine quick phrases in order, accessible in the light and dark themes`, async ({ page }) => {
    await openInclusive(page, lang);
    await expect(page).toHaveTitle(lang === 'pt' ? 'Modo Inclusivo — Aceno' : 'Inclusive Mode — Aceno');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'pt' ? 'Modo Inclusivo' : 'Inclusive Mode');
    await expect(phrases(page, lang)).toHaveCount(9);
    for (const [i, name] of (lang === 'pt' ? PT : EN).entries()) await expect(phrases(page, lang).nth(i)).toHaveAccessibleName(name);
    await expectAccessible(page, `inclusive ${lang} light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expectAccessible(page, `inclusive ${lang} dark`);
  });
}

test('2 columns on a phone, 3 on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInclusive(page);
  expect(await columns(page)).toBe(2);
  await expectAccessible(page, 'inclusive at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => columns(page)).toBe(3);
});


test('one usage row per card per session, even when the card is chosen again or after a reload', async ({ page }) => {
  await openInclusive(page);
  const sessionId = await page.evaluate(() => localStorage.getItem('visitor-session'));
  const chooseAndClose = async (name: string) => {
    await phrase(page, name).click();
    const display = page.getByRole('dialog', { name });
    await display.click();
    await expect(display).toBeHidden();
  };
  await chooseAndClose('Água');
  await chooseAndClose('Água');
  await chooseAndClose('Sim');
  type Row = { cardId: string; label: string; mode: string; lang: string; sessionId: string };
  const rows = () => readStore<Row>(page, 'cardUsage');
  await expect.poll(async () => (await rows()).map((r) => r.cardId)).toEqual(['water', 'yes']);

  await page.reload();
  await chooseAndClose('Água');
  await chooseAndClose('Dor'); // written after the second 'Água', so once it is there that one was decided
  await expect.poll(async () => (await rows()).map((r) => r.cardId)).toEqual(['water', 'yes', 'pain']);
  const all = await rows();
  expect(all.every((r) => r.sessionId === sessionId && r.mode === 'inclusive' && r.lang === 'pt')).toBe(true);
  expect(all.map((r) => r.label)).toEqual(['Água', 'Sim', 'Dor']);
});

test('back goes to the start screen, by its button or by Escape', async ({ page }) => {
  await openInclusive(page);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');

  await openInclusive(page);
  await page.locator('main h1').click();
  await key(page, 'Escape');
  await expect(page).toHaveURL('/');

  await openInclusive(page, 'en');
  await page.getByRole('link', { name: 'Back to start' }).click();
  await expect(page).toHaveURL('/en');
});

test('the header leads to settings, and the home page leads here', async ({ page }) => {
  await openInclusive(page, 'en');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/en/settings');
  await putRows(page, 'flags', [{ key: 'first-time:home', at: Date.now() }]);
  await page.goto('/');
  await page.getByRole('link', { name: /Inclusivo/ }).click();
  await expect(page).toHaveURL('/inclusivo');
});

test('first visit: the help for a caregiver opens once and is accessible', async ({ page }) => {
  await page.goto('/inclusivo');
  const help = page.getByRole('dialog', { name: 'Como usar o modo inclusivo' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('2 segundos');
  await expectAccessible(page, 'inclusive first-time help');
  await help.getByRole('button', { name: 'Entendi' }).click();
  await expect(help).toBeHidden();
  await expect.poll(async () => (await readStore<{ key: string }>(page, 'flags')).map((f) => f.key)).toContain('first-time:inclusive');
  await page.reload();
  await page.waitForTimeout(900);
  await expect(help).toBeHidden();
});


const CAMERA = {
  pt: { region: 'Controle pela câmera', start: 'Iniciar câmera', hint: /Pressione "Iniciar câmera"/, error: 'Falha ao acessar a câmera. Verifique as permissões.' },
  en: { region: 'Camera control', start: 'Start Camera', hint: /Press "Start Camera"/, error: 'Failed to access camera. Please check permissions.' },
} as const;

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: the camera panel hints to start the camera while it is off`, async ({ page }) => {
    await openInclusive(page, lang);
    const panel = page.getByRole('region', { name: CAMERA[lang].region });
    await expect(panel.getByRole('status')).toContainText(CAMERA[lang].hint);
    await expect(panel.getByRole('button', { name: CAMERA[lang].start })).toBeEnabled();
    await expect(panel.getByTestId('camera-preview')).toBeHidden();
  });

}
