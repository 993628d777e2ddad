// The settings screen: reached from home, its voice section by keyboard alone, choices kept after a reload,
// the test button speaking with the chosen voice, both languages, axe clean in light and dark.
import { expect, test, type Locator, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dismissAttention } from './helpers/app';
import { keepRequestsLocal, playedAudio, recordPlayedAudio, speechSoundsPlayed } from './helpers/audio';
import { readStore } from './helpers/idb';

// The offline voice is what these tests are about: no system voice.
test.use({ systemVoice: false });

function voice(page: Page) {
  const section = page.getByRole('region', { name: 'Voz' });
  return {
    section,
    group: section.getByRole('group', { name: 'Voz para português' }),
    automatic: section.getByRole('radio', { name: /Automática \(melhor disponível\)/ }),
    offline: section.getByRole('radio', { name: /Voz offline do Aceno/ }),
    speed: section.getByRole('slider', { name: 'Velocidade da fala' }),
    test: section.getByRole('button', { name: 'Testar voz' }),
  };
}

/** Presses Tab until the locator has focus, as a keyboard-only user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('home links to the settings screen, which links back', async ({ page }) => {
  await page.goto('/');
  await dismissAttention(page);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL('/configuracoes');
  await expect(page).toHaveTitle('Configurações — Aceno');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
  await expect(page.getByRole('heading', { level: 2, name: 'Voz' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');
});

test('the voice and speed are chosen by keyboard alone, kept after a reload, and the test speaks with them', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  await recordPlayedAudio(page);
  await page.goto('/configuracoes');
  const v = voice(page);
  // No system voices in this Chromium: automatic and the offline voice are the choices.
  await expect(v.section).toContainText('Este navegador não tem vozes para português');
  await expect(v.automatic).toBeChecked();
  await expect(v.group.getByRole('radio')).toHaveCount(2);

  // First at the normal speed, to compare with later.
  const sample = 'Olá! Esta é a voz do Aceno. Eu quero água, por favor.';
  const caption = page.locator('.speech-caption');
  await tabTo(page, v.test);
  await page.keyboard.press('Enter');
  await expect(caption).toHaveText(sample, { timeout: 20_000 });
  await expect.poll(() => speechSoundsPlayed(page), { timeout: 20_000 }).toBe(1);

  await tabTo(page, v.automatic);
  await page.keyboard.press('ArrowDown');
  await expect(v.offline).toBeFocused();
  await expect(v.offline).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(v.speed).toBeFocused();
  await expect(v.speed).toHaveValue('1');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(v.speed).toHaveValue('1.5');
  await expect(v.speed).toHaveAttribute('aria-valuetext', '1,5 vezes a velocidade normal');
  await expect(v.section.getByText('1,5×')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(v.test).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(caption).toHaveAttribute('data-provider', 'offline');
  await expect.poll(() => speechSoundsPlayed(page), { timeout: 20_000 }).toBe(2);
  // The engine read the new speed: the same sentence lasts clearly less at 1.5×.
  const [normal, faster] = (await playedAudio(page)).filter((sound) => sound.duration > 0.2).map((sound) => sound.duration);
  expect(faster! / normal!).toBeLessThan(0.8);

  await expect.poll(() => readStore<{ key: string; value: unknown }>(page, 'settings').then((rows) => rows.find((r) => r.key === 'speech')?.value)).toEqual({
    voice: { pt: 'offline', en: null, es: null },
    rateMultiplier: 1.5,
  });
  await page.reload();
  await expect(v.offline).toBeChecked();
  await expect(v.speed).toHaveValue('1.5');
  await expect(v.section.getByText('1,5×')).toBeVisible();
  expect(refused).toEqual([]);
});

test('in English the section is about the English voice and its choice is separate', async ({ page }) => {
  await page.goto('/configuracoes');
  await voice(page).offline.check();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/settings');
  await expect(page).toHaveTitle('Settings — Aceno');
  const section = page.getByRole('region', { name: 'Voice' });
  await expect(section.getByRole('group', { name: 'Voice for English' })).toBeVisible();
  await expect(section.getByRole('radio', { name: /Automatic \(best available\)/ })).toBeChecked();
  await expect(section.getByRole('slider', { name: 'Speech speed' })).toHaveAttribute('aria-valuetext', '1.0 times the normal speed');
  await expectAccessible(page, 'settings en');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the settings screen passes the accessibility check in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/configuracoes');
    await expect(voice(page).speed).toBeVisible();
    await expect(voice(page).section).toContainText('Este navegador não tem vozes');
    await expectAccessible(page, `settings ${scheme}`);
    // The theme chosen on the screen itself (html[data-theme]) as well.
    await page.getByRole('button', { name: scheme === 'light' ? 'Escuro' : 'Claro' }).click();
    await expectAccessible(page, `settings after choosing the ${scheme === 'light' ? 'dark' : 'light'} theme`);
  });
}
