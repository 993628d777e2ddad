import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { putRows, readStore } from './helpers/idb';

interface Visit {
  sessionId: string;
  path: string;
  duration?: number;
}

test('visits are kept on the device: one per path per session, with the time spent set on leaving', async ({ page }) => {
  await page.goto('/pagina-perdida');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Página não encontrada');
  await page.waitForTimeout(1200);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');
  const sessionId = await page.evaluate(() => localStorage.getItem('visitor-session'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  await expect
    .poll(async () => (await readStore<Visit>(page, 'visits')).map((v) => [v.path, v.sessionId === sessionId, v.duration === undefined ? 'open' : v.duration >= 1]))
    .toEqual([
      ['/pagina-perdida', true, true],
      ['/', true, 'open'],
    ]);

  // Coming back to a path in the same session records no second visit.
  await page.goBack();
  await expect(page).toHaveURL('/pagina-perdida');
  await page.goForward();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await readStore<Visit>(page, 'visits')).length).toBe(2);
});

test('garbage in storage is ignored: the app starts and replaces what it cannot read', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas vindas!');
  await expect.poll(async () => (await readStore(page, 'visits')).length).toBeGreaterThan(0);

  await putRows(page, 'settings', [{ key: 'theme', value: { not: 'a theme' } }, { key: 'input-profile', value: 42 }]);
  await putRows(page, 'flags', [{ key: 'social-prompt-dismissed', at: 'yesterday?' }]);
  await page.evaluate(() => {
    localStorage.setItem('visitor-session', '<<not an id>>');
    localStorage.setItem('language', '12345');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas vindas!');
  // The heading is the page written at build time; the app, which runs once that page is painted, replaces the id.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitor-session'))).toMatch(/^[0-9a-f-]{36}$/);
  expect(pageErrors).toEqual([]);
  await expectAccessible(page, 'home after corrupt storage');
});
