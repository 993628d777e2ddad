// The activities for bodies that do not use hands: the sentence puzzle (en), the word puzzle (pt) and letters and
// sounds (en) solved with one switch only (automatic scanning, rows first once there are more than nine targets),
// from picking a suggestion to the result said; the sentence puzzle (pt) by pointer dwell alone, and by head pointer
// and double blink alone on a fake camera the test steers; the figures browser with one switch.
import { expect, test, type Page } from './helpers/test';
import { answerArasaac } from './helpers/figures';
import { dwell, openWithProfile, scanSelect } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';
import { doubleBlink, headTo, installSteerableCamera, waitForHeadPointer } from './helpers/steerable-camera';

test('en, one switch only: a suggestion, then each piece and its place, to the sentence said', async ({ page }) => {
  await openWithProfile(page, '/en/puzzle', { preset: 'oneSwitchAuto', scan: { intervalMs: 450 } });
  // An easy suggestion with no word twice, so each piece has one right place.
  const suggestions = await page.locator('.puzzle-suggestion').allTextContents();
  const sentence = suggestions.find((s) => s.split(' ').length <= 4 && new Set(s.split(' ')).size === s.split(' ').length) ?? '';
  expect(sentence).not.toBe('');
  await scanSelect(page, page.getByRole('button', { name: sentence, exact: true }));
  await expect(page.getByRole('heading', { name: 'Build your sentence' })).toBeVisible();

  const words = sentence.split(' ');
  for (const [n, word] of words.entries()) {
    await scanSelect(page, page.locator('.puzzle-pieces').getByRole('button', { name: word, exact: true }));
    await expect(page.locator('.pick-area__caption')).toContainText(`You picked up “${word}”`);
    await scanSelect(page, page.getByRole('button', { name: new RegExp(`^Place ${n + 1}:`) }));
    await expect(page.getByRole('button', { name: new RegExp(`^Place ${n + 1}: ${word.replace(/[.?!,]/g, '\\$&')}$`) })).toBeVisible();
  }
  await expect(page.locator('.toast-list').getByText('Congratulations!', { exact: true })).toBeVisible();
  await expect(caption(page)).toHaveText(sentence, { timeout: FIRST_USE_MS });
});

/** A suggested word with no letter twice, so each tile has one right place. */
async function distinctWord(page: Page): Promise<string> {
  const words = await page.locator('.puzzle-suggestion').allTextContents();
  const word = words.find((w) => new Set(w).size === w.length && w.length <= 5) ?? '';
  expect(word).not.toBe('');
  return word;
}

for (const [lang, path, place] of [
  ['pt', '/quebra-cabeca/palavra', 'Lugar'],
  ['en', '/en/letters-sounds', 'Place'],
] as const) {
  test(`${lang}, one switch only: ${path} — a suggested word, then each letter and its place`, async ({ page }) => {
    await openWithProfile(page, path, { preset: 'oneSwitchAuto', scan: { intervalMs: 450 } });
    const word = await distinctWord(page);
    await scanSelect(page, page.getByRole('button', { name: word, exact: true }));
    for (const [n, letter] of [...word].entries()) {
      await scanSelect(page, page.locator('.puzzle-pieces--tiles').getByRole('button', { name: letter.toUpperCase(), exact: true }));
      await scanSelect(page, page.getByRole('button', { name: new RegExp(`^${place} ${n + 1}:`) }));
    }
    await expect(page.locator('.puzzle-play--correct')).toBeVisible();
    await expect(caption(page)).toHaveText(word, { timeout: FIRST_USE_MS });
  });
}

// A dwell takes 1 s, and after a choice the next one waits out the 1 s lock-out: 2.4 s per press.
const DWELL_PRESS_MS = 2400;

test('pt, pointer dwell only: resting on a suggestion, then on each piece and its place', async ({ page }) => {
  await openWithProfile(page, '/quebra-cabeca', { preset: 'pointerDwell' });
  const suggestions = await page.locator('.puzzle-suggestion').allTextContents();
  const sentence = suggestions.find((s) => s.split(' ').length <= 3 && new Set(s.split(' ')).size === s.split(' ').length) ?? suggestions[0] ?? '';
  await dwell(page, page.getByRole('button', { name: sentence, exact: true }), DWELL_PRESS_MS);
  await expect(page.getByRole('heading', { name: 'Monte sua frase' })).toBeVisible();
  for (const [n, word] of sentence.split(' ').entries()) {
    const piece = page.locator('.puzzle-pieces').getByRole('button', { name: word, exact: true });
    await dwell(page, piece, DWELL_PRESS_MS);
    await expect(piece).toHaveAttribute('aria-pressed', 'true');
    await dwell(page, page.getByRole('button', { name: new RegExp(`^Lugar ${n + 1}:`) }), DWELL_PRESS_MS);
  }
  await expect(page.locator('.puzzle-play--correct')).toBeVisible();
  await expect(caption(page)).toHaveText(sentence, { timeout: FIRST_USE_MS });
});

test('pt, head pointer and double blink only: each piece picked and put in its place by moving the head and blinking twice', async ({ page }) => {
  test.setTimeout(180_000);
  await installSteerableCamera(page);
  await openWithProfile(page, '/quebra-cabeca', { preset: 'headPointer', dwell: { enabled: false } });
  // A caregiver types the sentence; the child plays it with the head.
  await page.getByLabel('Sua frase').fill('Quero água');
  await page.getByRole('button', { name: 'Começar quebra-cabeça' }).click();
  await expect(page.getByRole('heading', { name: 'Monte sua frase' })).toBeVisible();
  await waitForHeadPointer(page);
  for (const [n, word] of ['Quero', 'água'].entries()) {
    const piece = page.locator('.puzzle-pieces').getByRole('button', { name: word, exact: true });
    await headTo(page, piece);
    await doubleBlink(page);
    await expect(page.locator('.pick-area__caption')).toContainText(`Você pegou “${word}”`);
    const slot = page.getByRole('button', { name: new RegExp(`^Lugar ${n + 1}:`) });
    await headTo(page, slot);
    await doubleBlink(page);
    await expect(page.getByRole('button', { name: `Lugar ${n + 1}: ${word}` })).toBeVisible();
  }
  await expect(page.locator('.toast-list').getByText('Parabéns!', { exact: true })).toBeVisible();
  await expect(caption(page)).toHaveText('Quero água', { timeout: FIRST_USE_MS });
});

test('pt, one switch only: figures — a category from the right-hand menu, then a figure said full screen', async ({ page, context }) => {
  test.setTimeout(120_000);
  await answerArasaac(context);
  await openWithProfile(page, '/pictogramas', { preset: 'oneSwitchAuto', scan: { intervalMs: 450 } });
  await page.getByRole('dialog', { name: /Carregando Figuras|Carregamento Concluído!/ }).waitFor({ state: 'hidden', timeout: 20_000 });
  const animals = page.getByRole('navigation', { name: 'Categorias (segunda parte)' }).getByRole('button', { name: 'Animais', exact: true });
  await scanSelect(page, animals, 60_000);
  await expect(page.getByRole('heading', { level: 2, name: 'Animais' })).toBeVisible();
  await scanSelect(page, page.locator('.figures-grid').getByRole('button', { name: 'gato', exact: true }), 60_000);
  await expect(page.getByRole('dialog', { name: 'gato' })).toBeVisible();
  await expect(caption(page)).toHaveText('gato', { timeout: FIRST_USE_MS });
});
