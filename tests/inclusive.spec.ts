// The inclusive mode screen's timed part, run alone ('steady'): a phrase chosen by key, tap or one switch is said,
// shown full screen and closed by itself after 3 s. The spec's error when the camera is refused (the full browser)
// times nothing: tagged '@any-load', it runs with the other screens' tests.
// The rest of the screen is inclusive-screen.spec.ts.
import { closeContexts, expect, test, type Page, type SystemVoiceWindow } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { openAsReturning, switchPress, waitForHighlight, type InputProfile } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber } from './helpers/screens';

const path = (lang: 'pt' | 'en') => (lang === 'pt' ? '/inclusivo' : '/en/inclusive');
const phrase = (page: Page, name: string) => page.getByRole('list', { name: /Frases rápidas|Quick phrases/ }).getByRole('button', { name });

/** Opens the screen as a returning visitor (the help already read), optionally with an input profile. */
const openInclusive = (page: Page, lang: 'pt' | 'en' = 'pt', profile?: InputProfile) => openAsReturning(page, path(lang), profile);

test('key 3 says “Socorro” and shows it full screen; the display closes by itself after 3 s', async ({ page }) => {
  await openInclusive(page);
  // The phrases come from the device's storage: key 3 is pressed once the runtime has numbered "Socorro" with it.
  await pressNumber(page, page.getByRole('button', { name: 'Socorro' }), '3');
  const display = page.getByRole('dialog', { name: 'Socorro' });
  await expect(display).toBeVisible();
  const openedAt = Date.now();
  await expect(display.locator('.fullscreen__symbol')).toHaveAttribute('src', /\/symbols\/1F198\.svg$/); // the SOS symbol
  await page.waitForTimeout(Math.max(0, 2000 - (Date.now() - openedAt)));
  await expect(display).toBeVisible();
  await expect(display).toBeHidden({ timeout: 3000 });
  // Closed by itself, not earlier than the spec's 3 s (with a margin for a busy machine's timers).
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(2700);
  // Closing by itself does not cut the phrase off: the voice said it to its end.
  expect(await page.evaluate(() => (window as unknown as SystemVoiceWindow).systemVoiceSaid)).toEqual(['Socorro']);
});

test('en: a tap says “Water” and shows it; a tap on the display closes it', async ({ page }) => {
  await openInclusive(page, 'en');
  await phrase(page, 'Water').click();
  const display = page.getByRole('dialog', { name: 'Water' });
  await expect(display.locator('.fullscreen__symbol')).toHaveAttribute('src', /\/symbols\/1F4A7\.svg$/); // the water symbol
  await expect(caption(page)).toHaveText('Water', { timeout: FIRST_USE_MS });
  await expect(caption(page)).toHaveAttribute('lang', 'en');
  await expect(display).toBeHidden({ timeout: 5000 }); // closed by itself meanwhile

  await phrase(page, 'Water').click();
  await display.click();
  await expect(display).toBeHidden();
  await expect(phrase(page, 'Water')).toBeFocused(); // back where the user was
});

test('one switch: automatic scanning and a single press choose a phrase', async ({ page }) => {
  await openInclusive(page, 'pt', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const card = phrase(page, 'Água');
  await waitForHighlight(card);
  await switchPress(page);
  await expect(page.getByRole('dialog', { name: 'Água' })).toBeVisible();
  await expect(caption(page)).toHaveText('Água', { timeout: FIRST_USE_MS });
});

const CAMERA = {
  pt: { region: 'Controle pela câmera', start: 'Iniciar câmera', hint: /Pressione "Iniciar câmera"/, error: 'Falha ao acessar a câmera. Verifique as permissões.' },
  en: { region: 'Camera control', start: 'Start Camera', hint: /Press "Start Camera"/, error: 'Failed to access camera. Please check permissions.' },
} as const;

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: a refused camera shows the spec's error, and nothing leaves the machine`, { tag: '@any-load' }, async ({ baseURL, deniedCameraBrowser: browser }) => {
    try {
      const context = await browser.newContext({ baseURL, locale: lang === 'pt' ? 'pt-BR' : 'en-US' });
      const refused = await keepRequestsLocal(context);
      const page = await context.newPage();
      await openInclusive(page, lang);
      const panel = page.getByRole('region', { name: CAMERA[lang].region });
      await panel.getByRole('button', { name: CAMERA[lang].start }).click();
      await expect(panel.getByRole('alert')).toHaveText(CAMERA[lang].error);
      await expect(panel.getByTestId('camera-preview')).toBeHidden();
      await expectAccessible(page, `inclusive ${lang} camera refused`);
      // The phrases still work without the camera.
      await phrase(page, lang === 'pt' ? 'Sim' : 'Yes').click();
      await expect(page.getByRole('dialog', { name: lang === 'pt' ? 'Sim' : 'Yes' })).toBeVisible();
      expect(refused).toEqual([]);
    } finally {
      await closeContexts(browser);
    }
  });
}
