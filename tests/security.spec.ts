// The built app's content security policy: markup with a script, however it got into the page, runs nothing, while
// the app's own screens and speech work without a single policy violation. (A picture opened on its own is a
// document the policy does not reach in Chromium: pictures from strangers are stored as bitmaps for that — see
// src/boards/safe-media.ts and the board files e2e.)
import { expect, test } from './helpers/test';
import { dismissAttention } from './helpers/app';
import { caption, FIRST_USE_MS } from './helpers/screens';

test('a script slipped into the page does not run; the screens raise no policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

  // The screens a family uses first: the start page, a mode with a card said, My boards, settings.
  await page.goto('/');
  await dismissAttention(page);
  await page.goto('/dinamico');
  await page.getByRole('button', { name: 'Entendi' }).click();
  const card = page.locator('.card-grid').first().getByRole('button').first();
  await card.click();
  await expect(caption(page)).not.toBeEmpty({ timeout: FIRST_USE_MS });
  await page.goto('/pranchas');
  await expect(page.getByRole('list', { name: /Pranchas/ }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/configuracoes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // Markup with a script put into the page by any means: its script is refused.
  const ran = await page.evaluate(async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.ranFromMarkup = true">';
    document.body.append(holder);
    const script = document.createElement('script');
    script.textContent = 'window.ranFromScript = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const w = window as unknown as { ranFromMarkup?: boolean; ranFromScript?: boolean };
    return { markup: Boolean(w.ranFromMarkup), script: Boolean(w.ranFromScript) };
  });
  expect(ran).toEqual({ markup: false, script: false });
  expect((await violations()).length).toBeGreaterThan(0);
});
