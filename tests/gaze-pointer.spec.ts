// Eye gaze as the input method, on the steerable face (the fake camera's, its eyes opened and closed by the test):
// the eyeGaze profile starts camera and gaze tracking when the app opens, the calibration opens by itself (eyes alone
// cannot press anything yet) while the camera control says why there is no pointer, and once calibrated the gaze
// pointer is drawn and moves; closed eyes hold it still, and a double blink presses what it outlines. Recalibrating
// and cancelling leaves the page uncalibrated again, and says so. Nothing leaves the machine.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { confirmCalibrationDots } from './helpers/camera';
import { openWithProfile } from './helpers/input';
import { doubleBlink, installSteerableCamera, setFace } from './helpers/steerable-camera';

const VIEWPORT = { width: 1280, height: 720 };

/** The gaze pointer's drawn position every 100 ms for ms milliseconds (while it is shown and not lost). */
function samplePointer(page: Page, ms: number): Promise<{ x: number; y: number }[]> {
  return page.evaluate(
    (duration) =>
      new Promise<{ x: number; y: number }[]>((resolve) => {
        const samples: { x: number; y: number }[] = [];
        const start = performance.now();
        const timer = setInterval(() => {
          const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]');
          if (dot && !dot.hidden && !('lost' in dot.dataset)) samples.push({ x: Number(dot.dataset.x), y: Number(dot.dataset.y) });
          if (performance.now() - start > duration) {
            clearInterval(timer);
            resolve(samples);
          }
        }, 100);
      }),
    ms,
  );
}

/** The nine dots by keyboard, the check, Done. */
async function calibrate(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
  await confirmCalibrationDots(page);
  await expect(dialog.getByRole('status')).toHaveText(/Verificação 1 de 4/, { timeout: 10_000 });
  await expect(page.getByTestId('head-pointer')).toHaveCount(0); // no pointer while the dots run: the eyes would chase it
  const scored = page.getByRole('dialog', { name: 'Calibração concluída' });
  await expect(scored).toBeVisible({ timeout: 20_000 });
  await expect(scored.getByRole('status')).toContainText(/Precisão: (boa|média|fraca)/);
  console.log(`gaze score: ${await scored.getByRole('status').textContent()}`);
  const done = scored.getByRole('button', { name: 'Concluir' });
  await expect(done).toBeFocused();
  await page.keyboard.press('Enter');
}

test('eye gaze: the calibration opens by itself and says why there is no pointer yet; after it the pointer moves, holds still while the eyes are closed, and a double blink presses the phrase outlined (dwell off)', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORT);
  const refused = await keepRequestsLocal(page.context());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await installSteerableCamera(page);
  await openWithProfile(page, '/inclusivo', { preset: 'eyeGaze', dwell: { enabled: false }, camera: { blink: true } });
  const control = page.getByRole('complementary', { name: 'Controle da câmera' });
  const pointer = page.getByTestId('head-pointer');

  // Nobody pressed anything: camera and gaze tracking start, and the calibration opens on its own.
  const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await expect(control.getByText('O olhar precisa ser calibrado')).toBeAttached();
  await expect(pointer).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText('Ponto 1 de 9');
  await calibrate(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Calibrated: the gaze pointer is drawn inside the viewport and follows the predictions.
  await expect(pointer).toBeVisible({ timeout: 20_000 });
  await expect(control.getByText('O olhar precisa ser calibrado')).toHaveCount(0);
  // The face moves a little (the eyes with it): the pointer follows, always inside the window.
  const at = async () => `${await pointer.getAttribute('data-x')},${await pointer.getAttribute('data-y')}`;
  const before = await at();
  const sampling = samplePointer(page, 2000);
  await setFace(page, { dx: 30, dy: 10 });
  const samples = await sampling;
  console.log(`gaze pointer: ${samples.length} samples, x ${Math.min(...samples.map((s) => s.x))}–${Math.max(...samples.map((s) => s.x))}, y ${Math.min(...samples.map((s) => s.y))}–${Math.max(...samples.map((s) => s.y))}`);
  expect(samples.length).toBeGreaterThan(8);
  for (const { x, y } of samples) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(VIEWPORT.width);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(VIEWPORT.height);
  }
  await expect.poll(at, { timeout: 10_000 }).not.toBe(before);
  // With no dwell, the phrase a blink will press is outlined as the gaze moves.
  await expect(page.locator('[data-snap-target]')).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page, 'eye gaze pointer, camera control shown');

  // Eyes closed for 1.3 s (too long to be a blink): the gaze has no eyes to read, and the pointer stays put.
  const whileClosed = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const face = (window as unknown as { fakeFace: { closed: boolean } }).fakeFace;
        const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]')!;
        const seen: string[] = [];
        face.closed = true;
        // From 300 ms in (the frames of the closing eyes have been read), every 50 ms.
        const timer = setInterval(() => seen.push(`${dot.dataset.x},${dot.dataset.y}`), 50);
        setTimeout(() => seen.splice(0), 300);
        setTimeout(() => {
          clearInterval(timer);
          face.closed = false;
          resolve(seen);
        }, 1300);
      }),
  );
  expect(whileClosed.length).toBeGreaterThan(10);
  expect(new Set(whileClosed).size).toBe(1);
  // The eyes seen open again — the face moved meanwhile, so the pointer moves on — or the double blink's first
  // closure would run into this one.
  await setFace(page, { dx: 20, dy: 0 });
  await expect.poll(at, { timeout: 10_000 }).not.toBe(whileClosed[0]);

  // The phrase outlined when the double blink is seen is the one pressed and said.
  const outlined = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('aceno:pointer-press').length > 0) resolve(document.querySelector('[data-snap-target]')?.textContent?.trim() ?? '');
        }).observe({ entryTypes: ['mark'] });
      }),
  );
  await doubleBlink(page);
  const meant = await outlined;
  expect(meant).not.toBe('');
  const said = page.getByRole('dialog').filter({ hasText: meant });
  await expect(said).toBeVisible();
  await expect(said).toHaveCount(0, { timeout: 10_000 }); // the phrase's full screen closes by itself

  // Recalibrating from the control clears the calibration; cancelling it leaves the page uncalibrated, and says so.
  await control.getByRole('button', { name: 'Calibrar olhar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dot is the focused button (Space, Enter, key 1 or any switch confirm it); Escape still cancels.
  await expect(dialog.getByRole('button', { name: 'Ponto 1 de 9: olhe para ele' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(control.getByRole('status')).toHaveText('O olhar precisa ser calibrado');
  await expect(pointer).toHaveCount(0);
  await expectAccessible(page, 'eye gaze uncalibrated, camera control shown');

  const origin = new URL(baseURL!).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))).toEqual([]);
  expect(refused).toEqual([]);
});
