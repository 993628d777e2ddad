// Speech that never goes silent, end to end in Chromium (no system voices here, so the offline voice speaks):
// sound really played, the caption above the full-screen card, no request leaving the machine, the voice
// working with the network off after first use, and a visible message when it cannot load.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal, recordPlayedAudio, simulateAutoplayPolicy, speechSoundsPlayed } from './helpers/audio';
import { readStore } from './helpers/idb';
import { FIRST_USE_MS } from './helpers/screens';

// The offline voice is what these tests are about: no system voice.
test.use({ systemVoice: false });


function demo(page: Page, lang: 'pt' | 'en' = 'pt') {
  const section = page.locator('#demo');
  return {
    section,
    card: (name: string) => section.getByRole('tabpanel').getByRole('button', { name, exact: true }),
    speak: section.getByRole('button', { name: lang === 'pt' ? 'Falar' : 'Speak', exact: true }),
    clear: section.getByRole('button', { name: lang === 'pt' ? 'Limpar' : 'Clear', exact: true }),
  };
}

const caption = (page: Page) => page.locator('.speech-caption');

/** Says the cards through the demo and closes the full-screen card again once the caption showed the text. */
async function sayWithDemo(page: Page, cards: string[], expected: string, lang: 'pt' | 'en' = 'pt') {
  const d = demo(page, lang);
  if (await d.clear.isEnabled()) await d.clear.click();
  for (const card of cards) await d.card(card).click();
  await d.speak.click();
  await expect(caption(page)).toHaveText(expected, { timeout: FIRST_USE_MS });
  await expect(caption(page)).toHaveAttribute('data-provider', 'offline');
}

test.beforeEach(async ({ page }) => {
  await recordPlayedAudio(page);
});

test('a card spoken in the info demo sounds from the offline voice, captioned above the card, all local', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  await page.goto('/info');
  await sayWithDemo(page, ['Água'], 'Água');
  await expect(caption(page)).toHaveAttribute('lang', 'pt-BR');
  await expect.poll(() => speechSoundsPlayed(page), { timeout: FIRST_USE_MS }).toBeGreaterThan(0);

  // The caption is drawn above the full-screen card, yet a tap on it reaches the card (and closes it).
  const card = page.getByRole('dialog', { name: 'Água' });
  await expect(card).toBeVisible();
  const box = await caption(page).boundingBox();
  if (!box) throw new Error('the caption has no box');
  const onTop = await page.evaluate(({ x, y }) => document.elementsFromPoint(x, y).map((e) => e.getAttribute('class') ?? ''), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(onTop.indexOf('speech-caption speech-caption--speaking')).toBeLessThan(onTop.findIndex((c) => c.startsWith('fullscreen')));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(card).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expectAccessible(page, 'info demo after the offline voice spoke');
  expect(refused).toEqual([]);
});

test('English words are spoken and captioned in English', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  await page.goto('/en/info');
  await sayWithDemo(page, ['Yes'], 'Yes', 'en');
  await expect(caption(page)).toHaveAttribute('lang', 'en');
  await expect.poll(() => speechSoundsPlayed(page), { timeout: FIRST_USE_MS }).toBeGreaterThan(0);
  expect(refused).toEqual([]);
});

test('after its first use the offline voice speaks new words with the network off', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  await page.goto('/info');
  await sayWithDemo(page, ['Sim'], 'Sim');
  await expect.poll(() => speechSoundsPlayed(page), { timeout: FIRST_USE_MS }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const before = await speechSoundsPlayed(page);

  await context.setOffline(true);
  await sayWithDemo(page, ['Obrigado', 'Ajuda'], 'Obrigado ajuda');
  await expect.poll(() => speechSoundsPlayed(page)).toBeGreaterThan(before);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(refused).toEqual([]);
});

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: an offline voice that cannot load is reported on screen, not silence`, async ({ page }) => {
    await page.route(/\.wasm(\?|$)/, (route) => route.abort('internetdisconnected'));
    await page.goto(lang === 'pt' ? '/info' : '/en/info');
    const d = demo(page, lang);
    await d.card(lang === 'pt' ? 'Sim' : 'Yes').click();
    await d.speak.click();
    const message =
      lang === 'pt'
        ? 'A voz offline não pôde ser carregada. Verifique a conexão e tente de novo.'
        : 'The offline voice could not be loaded. Check the connection and try again.';
    const problem = page.locator('.speech-problem');
    await expect(problem).toContainText(message, { timeout: FIRST_USE_MS });
    await expect(problem.locator('xpath=..')).toHaveAttribute('role', 'alert');
    await expect(caption(page)).toHaveCount(0);
    expect(await speechSoundsPlayed(page)).toBe(0);
    await page.keyboard.press('Escape'); // the full-screen card; the message stays
    await expect(problem).toBeVisible();
    await expectAccessible(page, `offline voice failed (${lang})`);
    await problem.getByRole('button', { name: lang === 'pt' ? 'Fechar aviso' : 'Close notice' }).click();
    await expect(problem).toHaveCount(0);
  });
}

test('an empty sentence speaks nothing: Speak stays disabled and nothing reaches the voice', async ({ page }) => {
  await page.goto('/info');
  const d = demo(page);
  await sayWithDemo(page, ['Sim'], 'Sim');
  await page.keyboard.press('Escape');
  await d.clear.click();
  await expect(d.speak).toBeDisabled();
  const speakMarks = () => page.evaluate(() => performance.getEntriesByName('aceno:speak').length);
  const before = await speakMarks();
  await d.speak.click({ force: true });
  await d.speak.press('Enter');
  expect(await speakMarks()).toBe(before);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('sound blocked by the autoplay policy (no touch yet) becomes a button that turns it on and says the text', async ({ page }) => {
  await simulateAutoplayPolicy(page);
  await page.goto('/info');
  // Clicks from a script are not touches: audio stays locked, as before a first touch.
  const clickFromScript = (name: string) =>
    page.evaluate((label) => {
      const buttons = [...(document.getElementById('demo')?.querySelectorAll('button') ?? [])];
      buttons.find((b) => b.textContent?.trim().endsWith(label))?.click();
    }, name);
  await demo(page).card('Sim').waitFor();
  await clickFromScript('Sim');
  await expect(demo(page).speak).toBeEnabled();
  await clickFromScript('Falar');
  const unlock = page.getByRole('button', { name: 'O navegador bloqueou o som. Toque aqui para ativar.' });
  await expect(unlock).toBeVisible({ timeout: FIRST_USE_MS });
  expect(await speechSoundsPlayed(page)).toBe(0);
  await expectAccessible(page, 'autoplay blocked message');
  await unlock.click(); // above the full-screen card, so the one tap reaches it
  await expect(caption(page)).toHaveText('Sim', { timeout: FIRST_USE_MS });
  await expect.poll(() => speechSoundsPlayed(page)).toBeGreaterThan(0);
  await expect(unlock).toHaveCount(0);
  // Said once: the sound held by the policy must not also start when audio is unlocked.
  await page.waitForTimeout(1000);
  expect(await speechSoundsPlayed(page)).toBe(1);
});

test('the home page gets common phrases ready for the voice in use 2 s after it opens', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  const wasm: number[] = [];
  const opened = Date.now();
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(Date.now() - opened);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas vindas!');
  // Nothing heavy before the delay (the voice's engine starts in idle time, 2 s after the page opened at the soonest).
  await page.waitForTimeout(Math.max(0, 1900 - (Date.now() - opened)));
  expect(wasm).toEqual([]);
  // No system voice here, so the offline voice is the one in use: its cache fills with the phrases.
  await expect
    .poll(async () => (await readStore<{ key: string }>(page, 'speechCache')).map((row) => row.key.split('|').at(-1)), {
      timeout: FIRST_USE_MS,
    })
    .toEqual(expect.arrayContaining(['Sim', 'Eu quero água']));
  expect(wasm[0]).toBeGreaterThanOrEqual(2000);
  expect(refused).toEqual([]);
});

test('the first tap after a start speaks with the network cut once the first card is shown: the voice got ready in idle time', async ({ page, context }) => {
  const refused = await keepRequestsLocal(context);
  const needs = page.getByRole('list', { name: 'Necessidades' });
  // A returning visitor (no offline app here: what the tap needs must be fetched by the page itself, after the
  // first card): the offline voice was used once before.
  await page.goto('/necessidades');
  await needs.getByRole('button', { name: 'Água', exact: true }).click();
  // The tap was taken (its card full screen), then the voice, loaded on this first use, said it.
  await expect(page.getByRole('dialog', { name: 'Água' })).toBeVisible();
  await expect(caption(page)).toHaveText('Água', { timeout: FIRST_USE_MS });
  await expect.poll(() => speechSoundsPlayed(page)).toBe(1);

  await page.reload();
  await expect(needs.getByRole('button').first()).toBeVisible();
  // Nothing of the voice is loaded with the first card; it all comes in idle time after it.
  expect(await page.evaluate(() => performance.getEntriesByName('aceno:speech-ready').length)).toBe(0);
  await page.waitForFunction(() => performance.getEntriesByName('aceno:speech-ready').length > 0, undefined, { timeout: FIRST_USE_MS });
  await context.setOffline(true);

  await needs.getByRole('button', { name: 'Banheiro', exact: true }).click();
  await expect(caption(page)).toHaveText('Banheiro');
  await expect(caption(page)).toHaveAttribute('data-provider', 'offline');
  await expect.poll(() => speechSoundsPlayed(page)).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Banheiro' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(refused).toEqual([]);
});
