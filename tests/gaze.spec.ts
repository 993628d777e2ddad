// Eye gaze in real Chromium with the fake camera's face: the settings screen's calibration runs on the page's
// camera session, loads the self-hosted WebGazer, shows its dots (timer and switch presses), produces
// predictions, scores them, and stops the camera unless the profile points with the eyes — then gaze tracking
// stays on and the gaze pointer appears; Escape cancels; a refused camera shows the spec's error. Nothing leaves
// the machine.
import { closeContexts, expect, test, type Browser, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { confirmCalibrationDots, launchWithFaceCamera } from './helpers/camera';
import { openWithProfile } from './helpers/input';

test.describe.configure({ mode: 'serial' });

async function openSettings(browser: Browser, baseURL: string, lang: 'pt' | 'en') {
  const context = await browser.newContext({ baseURL, locale: lang === 'pt' ? 'pt-BR' : 'en-US', viewport: { width: 1280, height: 720 } });
  const refused = await keepRequestsLocal(context);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(lang === 'pt' ? '/configuracoes' : '/en/settings');
  return { page, refused, requested };
}

/** The calibration's latest prediction, read from its data attributes; null while none. */
async function latestGaze(page: Page): Promise<{ x: number; y: number } | null> {
  const { x, y } = await page.getByRole('dialog').evaluate((el: HTMLElement) => ({ x: el.dataset.gazeX ?? '', y: el.dataset.gazeY ?? '' }));
  return x === '' || y === '' ? null : { x: Number(x), y: Number(y) };
}

test('calibrating eye gaze: WebGazer loads from this machine, the dots run, predictions come and are scored', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const browser = await launchWithFaceCamera();
  try {
    const { page, refused, requested } = await openSettings(browser, baseURL!, 'pt');
    const section = page.getByRole('region', { name: 'Olhar (rastreamento ocular)' });
    await section.getByRole('button', { name: 'Calibrar olhar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole('status')).toHaveText('Ponto 1 de 9');
    // The first dot runs on its own timer: top left, then the next dot of the row.
    const dot = page.getByTestId('gaze-dot');
    await expect(dot).toHaveCSS('left', '128px');
    await expect(dot).toHaveCSS('top', '72px');
    await expect(dialog.getByRole('status')).toHaveText('Ponto 2 de 9', { timeout: 10_000 });
    await expect(dot).toHaveCSS('left', '640px');

    // Switch presses: one starts sampling at once, the next ends the dot once it has a few samples.
    for (let n = 2; n <= 9; n += 1) {
      await expect(dialog.getByRole('status')).toHaveText(`Ponto ${n} de 9`);
      await page.keyboard.press('Space');
      await page.waitForTimeout(700);
      await page.keyboard.press('Space');
    }
    await expect(dialog.getByRole('status')).toHaveText(/Verificação 1 de 4/, { timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expectAccessible(page, 'gaze calibration');

    // Calibrated: WebGazer now predicts a point inside the viewport for the face it sees.
    await expect.poll(() => latestGaze(page), { timeout: 10_000 }).not.toBeNull();
    const gaze = (await latestGaze(page))!;
    expect(gaze.x).toBeGreaterThanOrEqual(0);
    expect(gaze.x).toBeLessThanOrEqual(1280);
    expect(gaze.y).toBeGreaterThanOrEqual(0);
    expect(gaze.y).toBeLessThanOrEqual(720);

    // Predictions keep coming, one per tracked camera frame (their values change frame to frame).
    const perSecond = await page.getByRole('dialog').evaluate(
      (el: HTMLElement) =>
        new Promise<number>((resolve) => {
          let changes = 0;
          const observer = new MutationObserver(() => (changes += 1));
          observer.observe(el, { attributes: true, attributeFilter: ['data-gaze-x', 'data-gaze-y'] });
          setTimeout(() => (observer.disconnect(), resolve(changes / 2)), 2000);
        }),
    );
    console.log(`gaze: latest (${gaze.x}, ${gaze.y}), about ${perSecond} predictions/s`);
    expect(perSecond).toBeGreaterThanOrEqual(5);

    const scored = page.getByRole('dialog', { name: 'Calibração concluída' });
    await expect(scored).toBeVisible({ timeout: 20_000 });
    await expect(scored.getByRole('status')).toContainText(/Precisão: (boa|média|fraca)/);
    await expect(scored.getByRole('status')).toContainText(/Erro médio de \d+ px \(\d+,\d% da diagonal da tela\)\./);
    await expect(scored.getByRole('button', { name: 'Concluir' })).toBeFocused();
    console.log(`gaze score: ${await scored.getByRole('status').textContent()}`);
    await expectAccessible(page, 'gaze calibration score');

    const tracks = await page.locator('.gaze-section__preview').evaluate((v: HTMLVideoElement) => {
      (window as unknown as { tracks: MediaStreamTrack[] }).tracks = (v.srcObject as MediaStream).getTracks();
      return (v.srcObject as MediaStream).getTracks().length;
    });
    expect(tracks).toBeGreaterThan(0);
    await scored.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(section.getByRole('status')).toHaveText(/Olhar calibrado\. Precisão: (boa|média|fraca)\./);
    // No input profile uses gaze here: the camera stops, and the session's engine with it.
    const states = await page.evaluate(() => (window as unknown as { tracks: MediaStreamTrack[] }).tracks.map((t) => t.readyState));
    expect(states.every((s) => s === 'ended')).toBe(true);
    await expect(page.locator('video[data-camera-engine]')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Calibrar olhar' })).toBeFocused();

    const origin = new URL(baseURL!).origin;
    // WebGazer's own script, for its regression; its eye patches come from the one face model, the Face Landmarker.
    expect(requested).toContain(`${origin}/vendor/webgazer/webgazer.js`);
    expect(requested).toContain(`${origin}/vendor/face_landmarker/face_landmarker.task`);
    expect(requested.filter((url) => url.includes('/vendor/face_mesh/'))).toEqual([]);
    expect(requested.filter((url) => url.includes('/vendor/webgazer/'))).toEqual([`${origin}/vendor/webgazer/webgazer.js`]);
    expect(requested.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('Escape cancels the calibration and stops the camera (en)', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await launchWithFaceCamera();
  try {
    const { page, refused } = await openSettings(browser, baseURL!, 'en');
    const section = page.getByRole('region', { name: 'Eye gaze' });
    await section.getByRole('button', { name: 'Calibrate eye gaze' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eye gaze calibration' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole('status')).toHaveText('Dot 1 of 9');
    await expect(dialog).toContainText('Look at the dot until it disappears.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(section.getByRole('status')).toHaveText('Calibration cancelled.');
    await expect(page.locator('.gaze-section__preview')).toBeHidden();
    expect(await page.locator('.gaze-section__preview').evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
    await expectAccessible(page, 'gaze calibration cancelled');
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('with the eyeGaze profile, calibrating in settings keeps gaze tracking on and the gaze pointer appears', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera();
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    await openWithProfile(page, '/configuracoes', { preset: 'eyeGaze', dwell: { enabled: true, dwellMs: 3000, toleranceRadius: 30, lockoutMs: 1000 } });
    const control = page.getByRole('complementary', { name: 'Controle da câmera' });
    // The profile's own start opens a calibration; put it aside to calibrate from the section instead.
    await expect(page.getByRole('dialog', { name: 'Calibração do olhar' })).toBeVisible({ timeout: 90_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(control.getByRole('status')).toHaveText('O olhar precisa ser calibrado');

    const section = page.getByRole('region', { name: 'Olhar (rastreamento ocular)' });
    await section.getByRole('button', { name: 'Calibrar olhar' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1); // one calibration, not the control's as well
    await confirmCalibrationDots(page);
    const scored = page.getByRole('dialog', { name: 'Calibração concluída' });
    await expect(scored).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(section.getByRole('status')).toHaveText(/Olhar calibrado\. Precisão: (boa|média|fraca)\./);

    // The profile points with the eyes: the camera stays on, gaze still tracks, and now the pointer is drawn.
    await expect(control.getByRole('button', { name: 'Parar câmera' })).toBeVisible();
    await expect(control.getByRole('button', { name: 'Calibrar olhar' })).toBeVisible();
    await expect(control.getByText('O olhar precisa ser calibrado')).toHaveCount(0);
    await expect(page.getByTestId('head-pointer')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('video[data-camera-engine]')).toHaveCount(1);
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('with the head pointer running, calibrating gaze in settings shares the face engine and gives the head pointer back', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera();
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    await openWithProfile(page, '/configuracoes', { preset: 'headPointer', dwell: { enabled: true, dwellMs: 3000, toleranceRadius: 30, lockoutMs: 1000 } });
    // Settings has its own camera panel, so the floating control stays out of the way: the panel's button shows.
    const recentre = page.getByRole('button', { name: 'Recentralizar ponteiro' });
    await expect(recentre).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('complementary', { name: 'Controle da câmera' })).toBeHidden();
    // Pause the head pointer's dwell (the keyboard's way) so it presses nothing on this screen meanwhile.
    await page.getByRole('button', { name: 'Pausar' }).focus();
    await page.keyboard.press('Enter');

    const section = page.getByRole('region', { name: 'Olhar (rastreamento ocular)' });
    await section.getByRole('button', { name: 'Calibrar olhar' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await confirmCalibrationDots(page);
    // The face mesh the head pointer loaded first also serves WebGazer: predictions come.
    await expect(dialog.getByRole('status')).toHaveText(/Verificação 1 de 4/, { timeout: 10_000 });
    await expect.poll(() => latestGaze(page), { timeout: 10_000 }).not.toBeNull();
    const scored = page.getByRole('dialog', { name: 'Calibração concluída' });
    await expect(scored).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The profile points with the head: the camera goes back to tracking the face, and the head pointer is back.
    await expect(recentre).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('head-pointer')).toBeVisible({ timeout: 20_000 });
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a refused camera shows the spec’s error in the eye-gaze section', { tag: '@any-load' }, async ({ baseURL, deniedCameraBrowser: browser }) => {
  try {
    const { page, refused } = await openSettings(browser, baseURL!, 'pt');
    const section = page.getByRole('region', { name: 'Olhar (rastreamento ocular)' });
    await section.getByRole('button', { name: 'Calibrar olhar' }).click();
    await expect(section.getByRole('alert')).toHaveText('Falha ao acessar a câmera. Verifique as permissões.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'gaze camera denied');
    expect(refused).toEqual([]);
  } finally {
    await closeContexts(browser);
  }
});
