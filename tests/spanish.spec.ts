// Spanish (issue 39), a language added as data: a Spanish browser opens in Spanish on a first visit; the basic "Sí"
// is said and shown full screen; the constructor says "Quiero ir al baño" with its connective; the pain page says
// "Me duele la cabeza"; type to talk writes "Quiero agua" with a suggestion (the accent restored); the language
// switch offers three and keeps the choice; a dynamic card, the card dialog's search by a Spanish name, Inclusive
// City's pharmacy; offline after a first visit in Spanish, with the offline voice; axe in Spanish, light and dark,
// phone and desktop.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal, recordPlayedAudio, speechSoundsPlayed } from './helpers/audio';
import { putRows } from './helpers/idb';
import { openAsReturning } from './helpers/input';
import { answerPlaces } from './helpers/places';
import { caption, FIRST_USE_MS } from './helpers/screens';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('opens in Spanish on a first visit; “Sí” is said in Spanish and shown full screen; the switch keeps a choice', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL('/es/inicio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Figuras');
    await page.getByRole('list', { name: 'Respuestas rápidas' }).getByRole('button', { name: 'Sí' }).click();
    const display = page.getByRole('dialog', { name: 'Sí' });
    await expect(display).toBeVisible();
    await expect(caption(page)).toHaveText('Sí', { timeout: FIRST_USE_MS });
    await expect(caption(page)).toHaveAttribute('lang', 'es-419');
    // Said to its end by the device's voice.
    await expect.poll(() => page.evaluate(() => (window as unknown as { systemVoiceSaid: string[] }).systemVoiceSaid)).toContain('Sí');
    await display.click();

    const languages = page.getByRole('group', { name: 'Idioma' });
    await expect(languages.getByRole('button')).toHaveText(['Português', 'English', 'Español']);
    await languages.getByRole('button', { name: 'Português' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Figuras');
    await page.reload();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the constructor says “Quiero ir al baño” with its connective, and the pain page “Me duele la cabeza”', async ({ page }) => {
  await openAsReturning(page, '/es/constructor');
  const cards = page.locator('.constructor__grid');
  await cards.getByRole('button', { name: 'Yo', exact: true }).click();
  await cards.getByRole('button', { name: 'Quiero', exact: true }).click();
  await page.getByRole('navigation', { name: 'Grupos de palabras' }).getByRole('button', { name: 'Otros', exact: true }).click();
  await cards.getByRole('button', { name: 'Ir', exact: true }).click();
  await page.getByRole('navigation', { name: 'Grupos de palabras' }).getByRole('button', { name: 'Sustantivos', exact: true }).click();
  await cards.getByRole('button', { name: 'Baño', exact: true }).click();
  await button(page, 'Hablar').click();
  await expect(page.getByRole('dialog', { name: 'Yo quiero ir al baño' })).toBeVisible();
  await expect(caption(page)).toHaveText('Yo quiero ir al baño', { timeout: FIRST_USE_MS });

  await page.goto('/es/dolor');
  await page.getByRole('button', { name: 'Cabeza', exact: true }).click();
  await expect(caption(page)).toHaveText('Me duele la cabeza', { timeout: FIRST_USE_MS });
});

test('type to talk: “Quiero agua” with a suggestion, the accent of “mañana” restored', async ({ page }) => {
  await openAsReturning(page, '/es/escribir');
  await page.locator('.typing[data-ready]').waitFor();
  const keyboard = page.getByRole('group', { name: 'Teclado' });
  const suggestions = page.getByRole('region', { name: 'Sugerencias' });
  for (const letter of 'qui') await keyboard.getByRole('button', { name: letter, exact: true }).click();
  await suggestions.getByRole('button', { name: 'Quiero', exact: true }).click();
  for (const letter of 'agu') await keyboard.getByRole('button', { name: letter, exact: true }).click();
  await suggestions.getByRole('button', { name: 'agua', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Quiero agua ');
  await expect(keyboard.getByRole('button', { name: 'ñ', exact: true })).toBeVisible();
  for (const letter of 'manan') await keyboard.getByRole('button', { name: letter, exact: true }).click();
  await expect(suggestions.getByRole('button', { name: 'mañana', exact: true })).toBeVisible();
});

test('axe in Spanish: the home and a board, light and dark, phone and desktop', async ({ page }) => {
  for (const [width, scheme] of [[390, 'light'], [1280, 'dark']] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await openAsReturning(page, '/es');
    await expectAccessible(page, `es home ${width} ${scheme}`);
    await page.goto('/es/necesidades');
    await expect(page.getByRole('button', { name: 'Agua', exact: true })).toBeVisible();
    await expectAccessible(page, `es needs ${width} ${scheme}`);
  }
});

test('the sentence puzzle in Spanish: Spanish suggestions, and “Quiero agua” put back in order is said', async ({ page }) => {
  await openAsReturning(page, '/es/rompecabezas');
  const suggestions = page.locator('.puzzle-suggestion');
  await expect(suggestions.first()).toBeVisible();
  const offered = await suggestions.allTextContents();
  // Spanish sentences (the pools of src/languages/es/puzzle.json), none of Portuguese's.
  expect(offered.join(' ')).not.toMatch(/ão|ç|Eu quero/);
  await page.getByLabel('Tu frase').fill('Quiero agua');
  await page.getByRole('button', { name: 'Empezar el rompecabezas' }).click();
  await expect(page.getByRole('heading', { name: 'Arma tu frase' })).toBeVisible();
  for (const [n, word] of ['Quiero', 'agua'].entries()) {
    await page.locator('.puzzle-pieces').getByRole('button', { name: word, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Lugar ${n + 1}:`) }).click();
  }
  await expect(caption(page)).toHaveText('Quiero agua', { timeout: FIRST_USE_MS });
});

test('a dynamic card is said; the card dialog finds “palomitas” → 🍿; Inclusive City’s pharmacy phrases', async ({ page, context }) => {
  await answerPlaces(context);
  await openAsReturning(page, '/es/dinamico');
  await page.getByRole('list', { name: 'Necesidades' }).getByRole('button', { name: 'Agua', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Agua' })).toBeVisible();
  await expect(caption(page)).toHaveText('Agua', { timeout: FIRST_USE_MS });

  await page.goto('/es/tableros?b=builtin-animals-objects');
  await page.getByRole('button', { name: /^Agregar tarjeta/ }).first().click();
  const card = page.getByRole('dialog', { name: 'Nueva tarjeta' });
  await card.getByLabel('Buscar símbolo por palabra').fill('palomitas');
  await card.getByRole('list', { name: 'Símbolos encontrados' }).getByRole('button').first().click();
  await expect(card.locator('.card-dialog__chosen img')).toHaveAttribute('src', '/symbols/1F37F.svg');

  await page.goto('/es/ciudad-inclusiva');
  await putRows(page, 'settings', [{ key: 'inclusive-city:city', value: 'Bogotá' }]);
  await page.reload();
  await page.getByRole('navigation', { name: 'Lugares (primera parte)' }).getByRole('button', { name: /Farmacia/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Farmacia' })).toBeVisible();
  await page.locator('.city-grid').getByRole('button', { name: '¿Tiene genérico?', exact: true }).click();
  await expect(caption(page)).toHaveText('¿Tiene genérico?', { timeout: FIRST_USE_MS });
});

test.describe('offline in Spanish', () => {
  test.use({ locale: 'es-MX', serviceWorkers: 'allow', systemVoice: false });

  test('after a first visit in Spanish, a board opens offline and a card is said by the offline voice in Spanish', async ({ page, context }) => {
    test.setTimeout(120_000);
    const refused = await keepRequestsLocal(context);
    await recordPlayedAudio(page);
    await page.goto('/');
    await expect(page).toHaveURL('/es');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    // No browser voice: the home got the offline voice ready in idle time, and the worker kept it (18 MB: as long as
    // the worker's own install on a busy machine).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('aceno-offline-voice')).keys()).length), { timeout: 60_000 })
      .toBe(1);
    await context.setOffline(true);
    await page.goto('/es/sentimientos');
    await page.getByRole('list', { name: 'Sentimientos' }).getByRole('button', { name: 'Feliz', exact: true }).click();
    await expect(caption(page)).toHaveText('Feliz', { timeout: FIRST_USE_MS });
    await expect(caption(page)).toHaveAttribute('data-provider', 'offline');
    await expect(caption(page)).toHaveAttribute('lang', 'es-419');
    await expect.poll(() => speechSoundsPlayed(page), { timeout: FIRST_USE_MS }).toBe(1);
    expect(refused).toEqual([]);
  });
});
