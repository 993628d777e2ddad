// The same screens for every body: keyboard numbers, one-switch automatic scanning, two-switch step scanning and
// pointer dwell, each driving the home and info screens, with axe on each run.
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dismissAttention } from './helpers/app';
import { dwell, key, openWithProfile, stepTo, switchPress, waitForHighlight } from './helpers/input';
import { readStore } from './helpers/idb';

test('keyboard: 3 chooses the third mode, and the numbers are drawn on the cards', { tag: '@any-load' }, async ({ page }) => {
  await page.goto('/');
  await dismissAttention(page);
  await expect(page.locator('.number-badge')).toHaveCount(0); // touch users never see them
  await page.keyboard.press('Tab');
  await expect(page.locator('.number-badge')).toHaveCount(9);
  await expect(page.getByRole('link', { name: /Construtor/ })).toHaveAttribute('aria-keyshortcuts', '3');
  await expectAccessible(page, 'home with key numbers');
  await key(page, '3');
  await expect(page).toHaveURL('/construtor');
});

test('keyboard: on the info demo, 2 says the second card; numbers can be turned off', { tag: '@any-load' }, async ({ page }) => {
  await openWithProfile(page, '/info', { preset: 'keyboard' });
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await key(page, '2');
  await expect(page.locator('#demo').getByRole('status')).toHaveText('Não');
  await page.keyboard.press('Numpad1');
  await expect(page.locator('#demo').getByRole('status')).toHaveText('Não sim');
  await expectAccessible(page, 'info with key numbers');

  await openWithProfile(page, '/info', { preset: 'keyboard', keyboard: { enabled: true, numberKeys: false } });
  await expect(page.locator('.number-badge')).toHaveCount(0);
  await key(page, '1');
  await expect(page.locator('#demo').getByRole('status')).not.toHaveText(/Sim/);
});

test('one switch, automatic scanning: waiting and pressing once opens the chosen page', async ({ page }) => {
  await openWithProfile(page, '/', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  await expect(page.locator('[data-scan-highlight]')).toHaveCount(1);
  await expectAccessible(page, 'home while scanning');
  const about = page.getByRole('link', { name: 'Sobre nós' });
  await waitForHighlight(about);
  await switchPress(page);
  await expect(page).toHaveURL('/info');
});

test('one switch: a held or bouncing switch selects once, and the page does not scroll', async ({ page }) => {
  // On the constructor a second selection would show: the word would be in the sentence twice.
  await openWithProfile(page, '/construtor', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 5 } });
  const eu = page.locator('.constructor__grid').getByRole('button', { name: 'Eu', exact: true });
  await waitForHighlight(eu, 30_000);
  await switchPress(page, { holdMs: 1500 });
  await switchPress(page, { holdMs: 30 }); // bounce right after the release
  const words = page.getByRole('region', { name: 'Sua frase' }).getByRole('listitem').locator('.sentence-strip__text');
  await expect(words).toHaveText(['Eu']);
  await page.waitForTimeout(800);
  await expect(words).toHaveText(['Eu']);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(600);
});

test('two switches, step scanning: Space moves, Enter selects', async ({ page }) => {
  await openWithProfile(page, '/', { preset: 'twoSwitchStep' });
  const about = page.getByRole('link', { name: 'Sobre nós' });
  await stepTo(page, about);
  await expectAccessible(page, 'home with a step highlight');
  await switchPress(page, { key: 'Enter' });
  await expect(page).toHaveURL('/info');
});

test('pointer dwell: resting on a card presses it; moving away in time cancels', async ({ page }) => {
  await openWithProfile(page, '/', { preset: 'pointerDwell' });
  const letters = page.getByRole('link', { name: /Letras e Sons/ });
  const about = page.getByRole('link', { name: 'Sobre nós' });
  await dwell(page, letters, 500);
  await expect(page.locator('.dwell-ring')).toBeVisible();
  await page.mouse.move(5, 5); // away before the second is up
  await page.waitForTimeout(900);
  await expect(page).toHaveURL('/');
  await expectAccessible(page, 'home with pointer dwell');

  await dwell(page, about, 1300);
  await expect(page).toHaveURL('/info');
});

test('pause: the user can rest with nothing triggered, and a press wakes the scan', async ({ page }) => {
  await openWithProfile(page, '/', { preset: 'oneSwitchAuto', scan: { intervalMs: 300, loops: 5 } });
  await page.getByRole('button', { name: 'Pausar o controle' }).click();
  await expect(page.locator('[data-scan-highlight]')).toHaveCount(0);
  await page.waitForTimeout(700);
  await expect(page.locator('[data-scan-highlight]')).toHaveCount(0);
  await switchPress(page);
  await expect(page.getByRole('button', { name: 'Continuar o controle' })).toHaveCount(0);
  await expect(page.locator('[data-scan-highlight]')).toHaveCount(1, { timeout: 3000 });
});

test('Escape follows the screen back control, with the keyboard profile', { tag: '@any-load' }, async ({ page }) => {
  await openWithProfile(page, '/configuracoes', { preset: 'keyboard' });
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await key(page, 'Escape');
  await expect(page).toHaveURL('/');
  await expectAccessible(page, 'home after Escape');
});

test('auditory scanning says each highlighted item aloud, for users who cannot see the highlight well', async ({ page }) => {
  await openWithProfile(page, '/', { preset: 'oneSwitchAuto', scan: { intervalMs: 1500, auditory: true } });
  const highlighted = page.locator('[data-scan-highlight="item"]');
  const caption = page.locator('.speech-caption');
  // The first words wait for the offline voice to load; after that each new highlight is captioned as it is said.
  await expect(caption).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    const label = ((await highlighted.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(label.length).toBeGreaterThan(0);
    expect(((await caption.textContent()) ?? '').trim()).toBe(label);
  }).toPass({ timeout: 10_000 });
});

test('the scan highlight never moves what it marks: the full-screen card stays over the screen and a press closes it', async ({ page }) => {
  await openWithProfile(page, '/info', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  await page.locator('#demo').getByRole('button', { name: 'Sim', exact: true }).click();
  await page.locator('#demo').getByRole('button', { name: 'Falar', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Sim' });
  // The open card is the top layer: it is the only target, so the scan highlights it.
  await expect(card).toHaveAttribute('data-scan-highlight', 'item');
  expect(await card.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
  await expectAccessible(page, 'full-screen card highlighted by the scan');
  // After its passes the scan may be resting: the first press only wakes it, as it would for the user.
  if ((await card.getAttribute('data-scan-highlight')) !== 'item') {
    await switchPress(page);
    await page.waitForTimeout(300); // past the 250 ms debounce, as a person's second press would be
  }
  await waitForHighlight(card);
  await switchPress(page);
  await expect(card).toBeHidden();
});

test('pointer dwell chooses once: what appears under the still pointer after a choice waits until the pointer moves', async ({ page }) => {
  test.setTimeout(60_000);
  await openWithProfile(page, '/necessidades', { preset: 'pointerDwell' });
  const water = page.getByRole('list', { name: 'Necessidades' }).getByRole('button', { name: 'Água' });
  await dwell(page, water, 1500);
  const display = page.getByRole('dialog', { name: 'Água' });
  await expect(display).toBeVisible();
  // The full-screen card is now the only target under the resting pointer: it must stay open.
  await page.waitForTimeout(4000);
  await expect(display).toBeVisible();
  type Row = { cardId: string };
  expect((await readStore<Row>(page, 'cardUsage')).map((row) => row.cardId)).toEqual(['water']);

  await openWithProfile(page, '/construtor', { preset: 'pointerDwell' });
  const words = page.locator('.sentence-strip__word');
  await dwell(page, page.getByRole('button', { name: 'Eu', exact: true }), 1500);
  await expect(words).toHaveCount(1);
  // "Quero" took the place of "Eu" under the pointer: it is not added by itself.
  await page.waitForTimeout(3500);
  await expect(words).toHaveCount(1);
});

test('a touch profile loads no scanning, dwell or camera code; a one-switch profile loads the scanning, still not the camera', { tag: '@any-load' }, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Only what the page shown asks for: opening with a profile writes it from the page before a reload, and that
  // first page may read the new profile too (on a busy machine its input loads after the write).
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) requested.length = 0;
  });
  // The entry's own files (index.html's module script and modulepreload links) are every page's: a shared chunk there
  // may carry a name like the camera's (the visitor session's "session" chunk); none of them may ask for the camera.
  const entry = new Set([...(await (await page.request.get('/')).text()).matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1] ?? ""));
  for (const file of entry) expect(await (await page.request.get(file)).text(), file).not.toContain('getUserMedia');
  const loaded = (name: RegExp) => requested.filter((path) => name.test(path) && !entry.has(path));
  const CAMERA = /\/assets\/(FaceInput|CameraControl|CameraPanel|session(?!-loaded)|use-camera-session)-[\w-]+\.js$/;
  const SCANNING = /\/assets\/ScanningInput-[\w-]+\.js$/;
  const DWELL = /\/assets\/DwellInput-[\w-]+\.js$/;

  await openWithProfile(page, '/dinamico', { preset: 'touch' });
  await expect(page.locator('main .card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded(SCANNING)).toEqual([]);
  expect(loaded(DWELL)).toEqual([]);
  expect(loaded(CAMERA)).toEqual([]);

  await openWithProfile(page, '/dinamico', { preset: 'oneSwitchAuto' });
  // The scan runs: something on the board is highlighted.
  await expect(page.locator('[data-scan-highlight]').first()).toBeAttached({ timeout: 15_000 });
  expect(loaded(SCANNING)).toHaveLength(1);
  expect(loaded(CAMERA)).toEqual([]);
});
