// The head pointer on ordinary screens, driven by a fake camera showing a moving face: the headPointer profile
// starts camera and tracking when the app opens, the drawn pointer follows the head as in a mirror, a dwell under
// it activates a card, the floating camera control stops it all, and nothing leaves the machine.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { launchWithFaceCamera } from './helpers/camera';
import { openWithProfile } from './helpers/input';

/** The pointer's position (data-x of the drawn dot) every 100 ms for ms milliseconds. */
function samplePointer(page: Page, ms: number): Promise<{ t: number; x: number }[]> {
  return page.evaluate(
    (duration) =>
      new Promise<{ t: number; x: number }[]>((resolve) => {
        const samples: { t: number; x: number }[] = [];
        const start = performance.now();
        const timer = setInterval(() => {
          const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]');
          const x = dot && !dot.hidden && !('lost' in dot.dataset) ? Number(dot.dataset.x) : NaN;
          if (Number.isFinite(x)) samples.push({ t: performance.now() - start, x });
          if (performance.now() - start > duration) {
            clearInterval(timer);
            resolve(samples);
          }
        }, 100);
      }),
    ms,
  );
}

/** True when some sample matching `first` is followed within `withinMs` by one matching `then`. */
function followedBy(samples: { t: number; x: number }[], first: (x: number) => boolean, then: (x: number) => boolean, withinMs: number): boolean {
  return samples.some((a, i) => first(a.x) && samples.slice(i + 1).some((b) => b.t - a.t <= withinMs && then(b.x)));
}

test('the head pointer follows the face across the screen, a dwell under it opens a card, and the camera control stops it', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera();
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    // /info has no control inside the pointer's region (10–90% across, 15–65% down): the pointer moves freely.
    // Snapping off: it would take the pointer's rests to the info page's links, within a link's size of them.
    await openWithProfile(page, '/info', { preset: 'headPointer', dwell: { snap: 'off' } });
    const control = page.getByRole('complementary', { name: 'Controle da câmera' });
    await expect(control.getByRole('button', { name: 'Recentralizar ponteiro' })).toBeVisible({ timeout: 60_000 }); // auto-started
    const pointer = page.getByTestId('head-pointer');
    await expect(pointer).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'head pointer tracking, camera control shown');

    // One loop of the clip is 12.5 s. It moves the face to the image's left, then 2 s later to its right: in a
    // mirror that is the user's right, then left, so the pointer must go right, then left.
    const samples = await samplePointer(page, 13_500);
    const width = 1280;
    const right = (x: number) => x > 0.75 * width;
    const left = (x: number) => x < 0.25 * width;
    console.log(`pointer: ${samples.length} samples, x ${Math.min(...samples.map((s) => s.x))}–${Math.max(...samples.map((s) => s.x))}`);
    expect(samples.length).toBeGreaterThan(50);
    expect(samples.some((s) => right(s.x))).toBe(true);
    expect(samples.some((s) => left(s.x))).toBe(true);
    expect(followedBy(samples, right, left, 3500)).toBe(true);
    expect(followedBy(samples, left, right, 3500)).toBe(false); // not the other way round: the mapping is mirrored

    // The home page's cards fill the pointer's row: the next hold rests on one, the ring fills, and it opens.
    // An in-app link, followed by the keyboard so the mouse (also dwelling in this profile) stays out of it.
    await page.getByRole('link', { name: 'Usar agora' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.dwell-ring')).toBeVisible({ timeout: 20_000 }); // the mouse has not moved: only the head's ring
    await expect(page).not.toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(pointer).toBeVisible(); // the camera session and the pointer carry on to the next screen

    // Stopping the camera stops tracking: no pointer is drawn any more. The card may have opened the inclusive
    // mode, whose own camera panel then stands in for the floating control: one visible Stop either way.
    await page.getByRole('button', { name: 'Parar câmera' }).click();
    await expect(page.getByRole('button', { name: /^(Ligar|Iniciar) câmera$/ })).toBeVisible();
    await expect(pointer).toHaveCount(0);
    expect(await page.locator('video[data-camera-engine]').count()).toBe(0);
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});
