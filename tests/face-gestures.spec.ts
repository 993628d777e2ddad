// Face gestures through the real face engine on the fake camera: a clip of a real face (public domain, see
// fixtures/faces/README.md) tilting the head to the person's left selects — by one switch scanning with no other
// switch, and what the head pointer is on with no dwell; the same face at rest for a minute, after "Calibrate my
// face" with every gesture on, fires nothing; no request leaves the page.
import { expect, test, type Page } from './helpers/test';
import { GESTURES, type GestureSettings } from '../machines/face-gestures';
import { applyFacePreset, PRESETS } from '../src/input/profile/presets';
import type { InputProfile } from '../src/input/profile/schema';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { launchWithFaceCamera } from './helpers/camera';
import { readStore } from './helpers/idb';
import { openWithProfile } from './helpers/input';
import { restClipPath, tiltClipPath } from './fixtures/gesture-clip';

const PT = ['Sim', 'Não', 'Socorro', 'Água', 'Comida', 'Banheiro', 'Dor', 'Frio', 'Calor'];

/** Only a head tilt to the person's left, selecting. */
function tiltSelects(gestures: GestureSettings): GestureSettings {
  const next = { ...gestures };
  for (const gesture of GESTURES) next[gesture] = { ...gestures[gesture], enabled: gesture === 'tiltLeft', action: 'select' };
  return next;
}

/** The gestures the page has marked as fired so far. */
const fired = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('aceno:gesture').map((mark) => (mark as PerformanceMark).detail as { gesture: string; action: string }));

/** The text of the element matching `selector` at the moment the next gesture fires. */
const textAtNextGesture = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('aceno:gesture').length > 0) resolve(document.querySelector(wanted)?.textContent?.trim() ?? '');
        }).observe({ entryTypes: ['mark'] });
      }),
    selector,
  );

const shownPhrase = (page: Page) => page.getByRole('dialog').filter({ hasText: new RegExp(`^(${PT.join('|')})`) });

test('a head tilt selects by one switch scanning, with the face as the only switch', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const browser = await launchWithFaceCamera(tiltClipPath());
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    const base = applyFacePreset(PRESETS.touch, 'mouthSelects');
    // A slow linear scan (10 s a phrase) so that the tilt, once per 9 s loop of the clip, lands on a phrase.
    const profile: InputProfile = { ...base, scan: { ...base.scan, pattern: 'linear', intervalMs: 10_000 }, camera: { ...base.camera, gestures: tiltSelects(base.camera.gestures) } };
    await openWithProfile(page, '/inclusivo', profile);
    // The scan runs with no key or button bound (the face is the switch), the phrases first.
    await expect(page.locator('[data-scan-highlight]').first()).toBeVisible({ timeout: 30_000 });
    // Note which phrase the scan shows at each gesture.
    const highlighted = textAtNextGesture(page, '[data-scan-highlight]');
    await expect(shownPhrase(page)).toBeVisible({ timeout: 60_000 });
    // The phrase said is the one the scan showed when the head tilted.
    expect(await shownPhrase(page).innerText()).toContain(await highlighted);
    expect((await fired(page)).map((g) => `${g.gesture}:${g.action}`)).toContain('tiltLeft:select');
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a head tilt presses what the head pointer is on, with dwell off', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const browser = await launchWithFaceCamera(tiltClipPath());
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    const base = applyFacePreset(PRESETS.headPointer, 'mouthSelects');
    const profile: InputProfile = { ...base, dwell: { ...base.dwell, enabled: false }, camera: { ...base.camera, blink: false, gestures: tiltSelects(base.camera.gestures) } };
    await openWithProfile(page, '/inclusivo', profile);
    const pointer = page.getByTestId('head-pointer');
    await expect(pointer).toBeVisible({ timeout: 60_000 });
    // The phrase the pointer is about to choose is outlined (snapping, on for the camera's pointers by default); note
    // which one it is when the head tilts.
    const outlined = textAtNextGesture(page, '[data-snap-target]');
    await expect(shownPhrase(page)).toBeVisible({ timeout: 60_000 });
    // The phrase said is the one outlined as the head tilted.
    expect(await shownPhrase(page).innerText()).toContain(await outlined);
    expect(await outlined).not.toBe('');
    expect((await fired(page)).map((g) => g.gesture)).toContain('tiltLeft');
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a face at rest for a minute fires nothing once calibrated, with every gesture on; nothing leaves the page', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera(restClipPath());
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const refused = await keepRequestsLocal(context);
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    await openWithProfile(page, '/configuracoes', applyFacePreset(PRESETS.headPointer, 'mouthSelects'));
    const gestures = page.getByRole('group', { name: 'Gestos do rosto' });
    const calibrate = gestures.getByRole('button', { name: 'Calibrar meu rosto' });
    await expect(calibrate).toBeEnabled({ timeout: 60_000 }); // the camera tracks the face
    await expectAccessible(page, 'face gestures settings, tracking', { within: ['fieldset.gestures'] });
    // Her resting face smiles broadly: without calibration the smile would fire at once.
    await calibrate.click();
    await expect(gestures.locator('.gestures__calibrate-status')).toHaveText('Pronto: os limites foram ajustados ao seu rosto em repouso.', { timeout: 10_000 });
    const [stored] = await readStore<{ key: string; value: InputProfile }>(page, 'settings').then((rows) => rows.filter((row) => row.key === 'input-profile'));
    const calibrated = stored!.value;
    expect(calibrated.camera.gestures.smile.threshold).toBeGreaterThan(0.9);
    const everyOn = { ...calibrated.camera.gestures };
    for (const gesture of GESTURES) everyOn[gesture] = { ...everyOn[gesture], enabled: true };
    // Pointing with the head, no dwell: anything a gesture did would show (a phrase, a page, the pause).
    await openWithProfile(page, '/inclusivo', { ...calibrated, dwell: { ...calibrated.dwell, enabled: false }, camera: { ...calibrated.camera, gestures: everyOn } });
    await expect(page.getByTestId('head-pointer')).toBeVisible({ timeout: 60_000 });
    const watched = await page.evaluate(
      () =>
        new Promise<{ frames: number; gestures: number }>((resolve) => {
          performance.clearMarks('aceno:gesture');
          const start = performance.getEntriesByName('aceno:pointer').length;
          setTimeout(() => resolve({ frames: performance.getEntriesByName('aceno:pointer').length - start, gestures: performance.getEntriesByName('aceno:gesture').length }), 60_000);
        }),
    );
    console.log(`a minute at rest: ${watched.frames} face frames, ${watched.gestures} gestures`);
    expect(watched.frames).toBeGreaterThan(300); // the face was tracked the whole minute
    expect(watched.gestures).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/inclusivo');
    await expect(page.getByRole('button', { name: 'Pausar' })).toHaveAttribute('aria-pressed', 'false');
    expect(refused).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  } finally {
    await browser.close();
  }
});
