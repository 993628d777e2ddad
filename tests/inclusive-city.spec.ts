// Inclusive City (issue 16) in Chromium, every third-party request answered from fixtures: the city typed with its
// suggestions, a granted position next to the fixture pharmacy switching the board with the notice, a block said and
// shown, word mode, the map, the city remembered; English with Photon failing over to Nominatim, a place chosen by
// hand; each geolocation error's text; markup and an over-long name as text; offline after the first visit.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { answerPlaces, NEAR_PHARMACY } from './helpers/places';
import { caption, FIRST_USE_MS } from './helpers/screens';

const toast = (page: Page, text: string | RegExp) => page.locator('.toast-list').getByText(text);
const blocks = (page: Page) => page.locator('.city-grid');

test('pt: type the city, the GPS finds the pharmacy, a block is said full screen; word mode, the map, the city kept', async ({ page, context }) => {
  // The fixtures' routes are added last, so they answer before the guard that refuses every other host.
  const leaving = await keepRequestsLocal(context);
  const places = await answerPlaces(context);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_PHARMACY);
  await page.goto('/cidade-inclusiva');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cidade Inclusiva');
  const field = page.getByLabel('Qual é a sua cidade?');
  const go = page.getByRole('button', { name: 'Continuar' });
  await expect(go).toBeDisabled();
  await field.fill('R');
  await page.waitForTimeout(500);
  expect(places.requests.filter((url) => url.includes('photon'))).toEqual([]); // 1 character: not asked
  await field.fill('Recif');
  const suggestions = page.getByRole('list', { name: 'Cidades encontradas' });
  await expect(suggestions.getByRole('button')).toHaveCount(3);
  await expect(suggestions.getByRole('button').first()).toHaveText('RecifePernambuco, Brasil');
  // A name with markup is shown as text.
  await expect(suggestions.getByText('<img src=x onerror=alert(1)>Recifinho')).toBeVisible();
  expect(places.requests.filter((url) => url.includes('photon'))).toHaveLength(1);
  await expectAccessible(page, 'city welcome');
  await suggestions.getByRole('button').first().click();

  await expect(toast(page, 'Local detectado')).toBeVisible({ timeout: 15_000 });
  await expect(toast(page, 'Farmácia Boa Vista (Farmácia), a 15 m')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Farmácia' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'GPS ativo' })).toBeVisible();
  await expect(page.getByText('Lugar: Farmácia')).toBeVisible();
  await expectAccessible(page, 'city board, pharmacy');

  await blocks(page).getByRole('button', { name: 'Tem genérico?' }).click();
  await expect(page.getByRole('dialog', { name: 'Tem genérico?' })).toBeVisible();
  await expect(caption(page)).toHaveText('Tem genérico?', { timeout: FIRST_USE_MS });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tem genérico?' })).toBeHidden();

  await page.getByRole('button', { name: 'Palavra' }).click();
  await expect(blocks(page).getByRole('button', { name: 'GENÉRICO: Tem genérico?' })).toBeVisible();
  await page.getByRole('button', { name: 'Frase' }).click();

  await page.getByRole('button', { name: /Cidade: Recife/ }).click();
  const map = page.getByRole('dialog', { name: 'Sua localização: Farmácia Boa Vista' });
  await expect(map).toBeVisible();
  await expect(map).toContainText('Coordenadas: -8.063170, -34.871100');
  await expect(map).toContainText('Cidade: Recife');
  await expect(map.locator('iframe[title="Mapa da sua localização"]')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html.*marker=-8\.063170%2C-34\.871100/);
  await expectAccessible(page, 'city map');
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();

  // The city is kept on the device: the board opens at once.
  await page.reload();
  await expect(page.getByRole('button', { name: /Cidade: Recife/ })).toBeVisible();
  expect(leaving).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('Photon failing, Nominatim suggests; a place chosen by hand; a refused location says so once', async ({ page, context }) => {
    await keepRequestsLocal(context);
    const places = await answerPlaces(context, { photon: 'fail' });
    await page.goto('/en/inclusive-city');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inclusive City');
    await page.getByLabel('What is your city?').fill('Recif');
    const suggestions = page.getByRole('list', { name: 'Cities found' });
    await expect(suggestions.getByRole('button')).toHaveCount(2);
    expect(places.requests.some((url) => url.includes('nominatim') && url.includes('accept-language=en'))).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    // No permission given: denied, said once, never asked again in a loop.
    await expect(toast(page, 'GPS Error')).toBeVisible();
    await expect(toast(page, 'Location permission denied')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Location denied' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
    await expect(blocks(page).getByRole('button')).toHaveCount(6);
    await page.getByRole('navigation', { name: 'Places (first part)' }).getByRole('button', { name: /Bakery/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bakery' })).toBeVisible();
    const first = blocks(page).getByRole('button').nth(1);
    const said = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(caption(page)).toHaveText(said, { timeout: FIRST_USE_MS });
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'city board, en, bakery');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'city board, en, dark');
  });

  test('a hanging places service never blocks the board: it is given up, and no place is detected', async ({ page, context }) => {
    await keepRequestsLocal(context);
    const places = await answerPlaces(context, { overpass: 'hang' });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_PHARMACY);
    await page.goto('/en/inclusive-city');
    await page.getByLabel('What is your city?').fill('Recife');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'GPS active' })).toBeVisible();
    await expect.poll(() => places.requests.filter((url) => url.includes('overpass')).length).toBe(1);
    // While the service hangs, the board is there and speaks.
    await blocks(page).getByRole('button', { name: 'I need help' }).click();
    await expect(caption(page)).toHaveText('I need help', { timeout: FIRST_USE_MS });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(5500);
    await expect(toast(page, 'Location detected')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
  });

  test('the other geolocation errors each say what happened', async ({ page, context }) => {
    await keepRequestsLocal(context);
    await answerPlaces(context);
    // The position itself comes from the device: its failures are played here (2 unavailable, 3 timeout, then other).
    await page.addInitScript(() => {
      let call = 0;
      const codes = [2, 3, 7];
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => {
            const code = codes[Math.min(call, codes.length - 1)]!;
            call += 1;
            setTimeout(() => fail({ code, message: 'played', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), 50);
          },
        },
      });
    });
    await page.goto('/en/inclusive-city');
    await page.getByLabel('What is your city?').fill('Springfield');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Location not available')).toBeVisible();
    await page.getByRole('button', { name: 'Look for the location again' }).click();
    await expect(toast(page, 'Timed out while getting the location')).toBeVisible();
    await page.getByRole('button', { name: 'Look for the location again' }).click();
    await expect(toast(page, 'Error detecting the location')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No GPS signal' })).toBeVisible();
    await blocks(page).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a city name of 300 characters is refused with its reason; markup typed stays text', async ({ page, context }) => {
    await keepRequestsLocal(context);
    await answerPlaces(context);
    await page.goto('/en/inclusive-city');
    const field = page.getByLabel('What is your city?');
    await field.fill('A'.repeat(300));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The city name may have at most 120 characters.')).toBeVisible();
    await field.fill('<b>Nowhere</b>');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'City: <b>Nowhere</b> (see on the map)' })).toBeVisible();
    await expect(page.locator('b', { hasText: 'Nowhere' })).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the first visit the board works offline: places chosen by hand, blocks said, detection says it is offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    await answerPlaces(context);
    await page.goto('/cidade-inclusiva');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.getByLabel('Qual é a sua cidade?').fill('Olinda');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Geral' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Sem internet: escolha o lugar' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Lugares (segunda parte)' }).getByRole('button', { name: /Transporte/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Transporte' })).toBeVisible();
    const block = blocks(page).getByRole('button').nth(1);
    const said = (await block.textContent())?.trim() ?? '';
    await block.click();
    await expect(caption(page)).toHaveText(said, { timeout: FIRST_USE_MS });
  });
});
