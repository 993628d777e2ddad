// The card pages reached from the basic mode, in pt and en: the spec's counts, a card said and shown full screen
// (and counted), and on the pain page a 1 s hold with the close message; axe on each page.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { readStore } from './helpers/idb';
import { caption, FIRST_USE_MS, textShown } from './helpers/screens';

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('button');

const PAGES = [
  { pt: '/necessidades', en: '/en/needs', list: { pt: 'Necessidades', en: 'Needs' }, count: 17, card: { pt: 'Água', en: 'Water' }, mode: 'needs', id: 'water' },
  { pt: '/sentimentos', en: '/en/feelings', list: { pt: 'Sentimentos', en: 'Feelings' }, count: 12, card: { pt: 'Feliz', en: 'Happy' }, mode: 'feelings', id: 'happy' },
  { pt: '/animais-objetos', en: '/en/animals-objects', list: { pt: 'Animais e objetos', en: 'Animals and objects' }, count: 10, card: { pt: 'Gato', en: 'Cat' }, mode: 'animals-objects', id: 'cat' },
] as const;

for (const p of PAGES) {
  test(`${p.pt} and ${p.en}: ${p.count} cards; a tap says one, shows it full screen and counts it`, async ({ page }) => {
    for (const lang of ['pt', 'en'] as const) {
      await page.goto(p[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.list[lang]);
      await expect(cards(page, p.list[lang])).toHaveCount(p.count);
      await expectAccessible(page, `${p.mode} ${lang}`);
      await cards(page, p.list[lang]).filter({ hasText: p.card[lang] }).click();
      const display = page.getByRole('dialog', { name: p.card[lang] });
      await expect(display).toBeVisible();
      await expect(caption(page)).toHaveText(p.card[lang], { timeout: FIRST_USE_MS });
      await display.click();
      await expect(display).toBeHidden();
    }
    type Row = { cardId: string; mode: string; lang: string };
    await expect.poll(async () => (await readStore<Row>(page, 'cardUsage')).map((r) => `${r.mode}:${r.cardId}:${r.lang}`)).toEqual([
      `${p.mode}:${p.id}:pt`,
      `${p.mode}:${p.id}:en`,
    ]);
  });
}

test('pain, pt: holding “Cabeça” 1 s says it and shows it full screen; closing shows the close message', async ({ page }) => {
  await page.goto('/dor');
  await expect(page).toHaveTitle('Dor — Aceno');
  const parts = cards(page, 'Partes do corpo');
  await expect(parts).toHaveCount(15);
  await expectAccessible(page, 'pain pt');
  const head = parts.filter({ hasText: 'Cabeça' });
  const box = (await head.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const display = page.getByRole('dialog', { name: 'Cabeça' });
  await page.waitForTimeout(1100);
  await expect(display).toBeVisible(); // while the finger is still down
  await page.mouse.up();
  await expect(caption(page)).toHaveText('Cabeça', { timeout: FIRST_USE_MS });
  await expect(display).toBeVisible(); // the release is not a second tap that closes it
  const closing = textShown(page, '.fullscreen__status', 'Melhoras!');
  await display.click();
  expect(await closing).toBe('Melhoras!');
  await expect(display).toBeHidden();
});

test('pain, en: a tap on “Foot” says it; the 15 parts are there', async ({ page }) => {
  await page.goto('/en/pain');
  const parts = cards(page, 'Body parts');
  await expect(parts).toHaveCount(15);
  await expectAccessible(page, 'pain en');
  await parts.filter({ hasText: 'Foot' }).click();
  await expect(page.getByRole('dialog', { name: 'Foot' })).toBeVisible();
  await expect(caption(page)).toHaveText('Foot', { timeout: FIRST_USE_MS });
});
