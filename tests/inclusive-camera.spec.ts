// The inclusive mode hands-free, as spec 001 §4 describes it: the camera panel starts the camera, then tracking;
// the drawn pointer follows the fake camera's moving face; resting on a quick phrase shows the countdown ring
// (2, 1) from 500 ms and presses the phrase at 2000 ms, which is then said and shown full screen; stopping the
// camera stops tracking and hides the pointer. Nothing leaves the machine.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { launchWithFaceCamera } from './helpers/camera';
import { putRows } from './helpers/idb';

const PT = ['Sim', 'Não', 'Socorro', 'Água', 'Comida', 'Banheiro', 'Dor', 'Frio', 'Calor'];

test('tracking from the panel: the pointer moves with the face, a 2 s rest on a phrase says it and shows it', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera();
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    await page.goto('/inclusivo');
    await page.locator('main h1').waitFor();
    await putRows(page, 'flags', [{ key: 'first-time:inclusive', at: Date.now() }]);
    await page.reload();

    const panel = page.locator('#camera');
    const track = panel.getByRole('button', { name: 'Ativar rastreamento' });
    await expect(track).toBeDisabled(); // tracking only while the camera is on
    await panel.getByRole('button', { name: 'Iniciar câmera' }).click();
    await expect(page.getByTestId('camera-preview')).toBeVisible({ timeout: 20_000 });
    const pointer = page.getByTestId('head-pointer');
    await expect(pointer).toHaveCount(0); // the pointer is drawn only while tracking
    await track.click();
    await expect(pointer).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, 'inclusive mode, tracking');

    // The pointer moves: the clip carries the face left and right within one 12.5 s loop.
    const xs = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      xs.add((await pointer.getAttribute('data-x')) ?? '');
      await page.waitForTimeout(150);
    }
    expect(xs.size).toBeGreaterThan(3);

    // Sooner or later the face holds still over a phrase: the ring counts 2, 1 on it, then the phrase is pressed.
    await expect(page.locator('.dwell-ring [data-seconds="2"]')).toBeVisible({ timeout: 30_000 });
    const shown = page.getByRole('dialog').filter({ hasText: new RegExp(PT.join('|')) });
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const said = (await shown.innerText()).split('\n').map((line) => line.trim()).find((line) => PT.includes(line));
    expect(said).toBeTruthy();
    await expect(page.locator('.speech-caption')).toContainText(said!, { timeout: 20_000 });
    await expect(shown).toBeHidden({ timeout: 5_000 }); // closes by itself after 3 s

    // Stopping the camera stops tracking: no pointer, tracking can't be turned on.
    await panel.getByRole('button', { name: 'Parar câmera' }).click();
    await expect(pointer).toHaveCount(0);
    await expect(track).toBeDisabled();
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});
