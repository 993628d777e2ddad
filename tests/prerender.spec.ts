// Pages written at build time (issue 27): the first cards are in the HTML, React takes them over without drawing
// them again, and a family whose board differs never sees the built-in cards, not in the first painted frame.
import { expect, test, type Page, type SystemVoiceWindow } from './helpers/test';
import { openAsReturning, waitForKeys } from './helpers/input';

/**
 * Installed before any of the page's scripts: keeps the first card element the HTML brings (a mutation observer),
 * and the label of every card visible in any frame, the first painted one included (checked before each paint).
 */
async function watchCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painted = new Set<string>();
    const lost = new Set<string>();
    const w = window as unknown as { firstCard?: Element; labelsPainted: Set<string>; labelsLost: Set<string> };
    w.labelsPainted = painted;
    w.labelsLost = lost;
    new MutationObserver(() => {
      w.firstCard ??= document.querySelector('#root .card') ?? undefined;
    }).observe(document, { childList: true, subtree: true });
    const frame = () => {
      const now = new Set<string>();
      for (const card of document.querySelectorAll('#root .card')) if (card.checkVisibility()) now.add(card.textContent?.trim() ?? '');
      // A card once painted and gone from a later frame (the screen blinked while the app took over).
      for (const label of painted) if (!now.has(label)) lost.add(label);
      for (const label of now) painted.add(label);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

for (const { lang, path, card, width } of [
  { lang: 'pt-BR', path: '/necessidades', card: 'Água', width: 1280 },
  // A phone: the same markup, laid out by the stylesheet.
  { lang: 'en-US', path: '/en/dynamic', card: 'Yes', width: 390 },
]) {
  test(`${path} at ${width} px: the cards are in the page before the app runs, and the app takes the same elements over`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang, viewport: { width, height: 844 } });
    const page = await context.newPage();
    const redrawn: string[] = [];
    page.on('console', (message) => message.text().includes('written at build time was drawn again') && redrawn.push(message.text()));
    await watchCards(page);
    // The app's code held back: the card is there, from the HTML alone.
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: card }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBeUndefined();
    release();
    await waitForKeys(page);
    await expect(page.getByRole('button', { name: card }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstCard?: Element }).firstCard === document.querySelector('#root .card'))).toBe(true);
    expect(redrawn).toEqual([]);
    await context.close();
  });
}

test('an edited dynamic board: its page never paints a built-in card, and draws the family’s before the app’s code, where a tap is said and then opened', async ({ page }) => {
  test.setTimeout(60_000);
  await openAsReturning(page, '/pranchas?b=builtin-dynamic');
  await page.getByRole('button', { name: 'Cartão Água' }).click();
  await page.getByRole('dialog', { name: 'Cartão Água' }).getByRole('button', { name: 'Editar Água' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar cartão' });
  await edit.getByLabel('Palavra ou frase').fill('Suco de uva');
  await edit.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Card editado!' })).toBeVisible();

  await watchCards(page);
  await page.goto('/dinamico');
  await expect(page.getByRole('button', { name: 'Suco de uva' })).toBeVisible();
  expect(await page.evaluate(() => [...(window as unknown as { labelsPainted: Set<string> }).labelsPainted])).not.toContain('Água');
  // The board as shown is copied for the next start once the page is idle.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aceno:last-shown:builtin-dynamic') ?? '')).toContain('Suco de uva');

  // The next start: the family's board is drawn before any of the app's code has run.
  const release = await holdAppCode(page);
  await page.goto('/dinamico', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Suco de uva' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as SystemVoiceWindow).systemVoiceSaid)).toEqual(['Suco de uva']);
  // Said by the boot (the app's code is held): the tap is kept for the app.
  expect(await page.evaluate(() => [document.documentElement.dataset.prerender, (window as unknown as { acenoEarlyTap?: { text: string } }).acenoEarlyTap?.text])).toEqual(['own', 'Suco de uva']);
  const painted = await page.evaluate(() => [...(window as unknown as { labelsPainted: Set<string> }).labelsPainted]);
  expect(painted).toContain('Suco de uva');
  expect(painted).not.toContain('Água');
  release();
  await expect(page.getByRole('dialog', { name: 'Suco de uva' })).toBeVisible();
  await waitForKeys(page);
  expect(await page.evaluate(() => (window as unknown as SystemVoiceWindow).systemVoiceSaid)).toEqual(['Suco de uva']);
  // The app drew its cards over the boot's without a frame where they were gone.
  expect(await page.evaluate(() => [...(window as unknown as { labelsLost: Set<string> }).labelsLost])).toEqual([]);
});

/** Holds the app's code back until `release()`. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap before the app’s code has run is said at once by the browser’s voice, then opened full screen once, not said twice', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/necessidades', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Água' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as SystemVoiceWindow).systemVoiceSaid)).toEqual(['Água']);
  release();
  await expect(page.getByRole('dialog', { name: 'Água' })).toBeVisible();
  await waitForKeys(page);
  expect(await page.evaluate(() => (window as unknown as SystemVoiceWindow).systemVoiceSaid)).toEqual(['Água']);
});

test.describe('with no browser voice', () => {
  test.use({ systemVoice: false });

  test('a tap before the app’s code has run is said by the app’s own voice and opened once it runs', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/necessidades', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Água' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Água' })).toBeVisible();
    await expect(page.locator('.speech-caption')).toHaveText('Água');
  });
});

test('the language switch pressed by a key before the app’s code has run is pressed again once it runs', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  release();
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an address not written at build time gets the fallback page, which still starts its screen’s files with the page', async ({ page }) => {
  await page.goto('/quebra-cabeca');
  await expect(page.locator('main h1')).toBeVisible();
  // The written home screen in that file was never shown: the app drew the puzzle.
  expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('off');
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  expect(preloaded.some((href) => /\/assets\/PuzzleScreen-/.test(href))).toBe(true);
});
