// A fake camera the test steers, for "play by head and blinks": the page's getUserMedia gets a 640×480 canvas
// stream showing the same generated face as the fake-camera clips (no face image is committed), drawn where the
// test puts the head and with the eyes open or closed as it says. The app's real face engine tracks it. Like a
// user, the test moves the head until the drawn pointer rests on a target, then blinks twice.
import { expect, type Locator, type Page } from '@playwright/test';
import { closedEyesPatch } from '../fixtures/blink-clip';
import { CLIP, facePatch } from '../fixtures/face-clip';

interface FaceState {
  dx: number;
  dy: number;
  closed: boolean;
  /** 0–1: how much of the light is gone (a black veil over the image). */
  dim: number;
  /** The face's size (1: as drawn; less: farther from the camera). */
  scale: number;
}

/** Before the page loads: the video camera becomes the steerable face (a microphone request is left alone). */
export async function installSteerableCamera(page: Page): Promise<void> {
  const open = facePatch();
  const closed = closedEyesPatch(open);
  await page.addInitScript(
    ({ open, closed, size, width, height }) => {
      const decode = (base64: string) => {
        const text = atob(base64);
        const bytes = new Uint8ClampedArray(text.length);
        for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
        return new ImageData(bytes, size, size);
      };
      const faces = { open: decode(open), closed: decode(closed) };
      const state: FaceState = { dx: 0, dy: 0, closed: false, dim: 0, scale: 1 };
      const patch = document.createElement('canvas');
      patch.width = size;
      patch.height = size;
      (window as unknown as { fakeFace: FaceState }).fakeFace = state;
      const devices = navigator.mediaDevices;
      const original = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
        if (!constraints?.video) return original(constraints);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        const draw = () => {
          context.fillStyle = 'rgb(128 128 128)';
          context.fillRect(0, 0, width, height);
          const face = state.closed ? faces.closed : faces.open;
          if (state.scale === 1) context.putImageData(face, (width - size) / 2 + state.dx, (height - size) / 2 + state.dy);
          else {
            patch.getContext('2d')!.putImageData(face, 0, 0);
            const drawn = size * state.scale;
            context.drawImage(patch, (width - drawn) / 2 + state.dx, (height - drawn) / 2 + state.dy, drawn, drawn);
          }
          if (state.dim > 0) {
            context.fillStyle = `rgb(0 0 0 / ${state.dim})`;
            context.fillRect(0, 0, width, height);
          }
        };
        draw();
        setInterval(draw, 33);
        return canvas.captureStream(30);
      };
    },
    { open: Buffer.from(open).toString('base64'), closed: Buffer.from(closed).toString('base64'), size: CLIP.faceSize, width: CLIP.width, height: CLIP.height },
  );
}

export const setFace = (page: Page, change: Partial<FaceState>) => page.evaluate((c) => Object.assign((window as unknown as { fakeFace: FaceState }).fakeFace, c), change);

async function pointerAt(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate(() => {
    const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]');
    if (!dot || dot.hidden || 'lost' in dot.dataset) return null;
    const x = Number(dot.dataset.x);
    const y = Number(dot.dataset.y);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  });
}

/** Waits until the pointer has settled (moved under 4 px in 150 ms), up to 1.5 s; its position then. */
async function settledPointer(page: Page): Promise<{ x: number; y: number } | null> {
  let last = await pointerAt(page);
  for (let waited = 0; waited < 1500; waited += 150) {
    await page.waitForTimeout(150);
    const now = await pointerAt(page);
    if (now && last && Math.hypot(now.x - last.x, now.y - last.y) < 4) return now;
    last = now;
  }
  return last;
}

/**
 * Moves the head until the pointer rests inside the target (its middle half), as a person does: a first move,
 * then each next one sized by how far the last one took the pointer, so it gets there in a few moves — well within
 * a dwell, which would otherwise press whatever the pointer crossed slowly on its way. The image is mirrored: the
 * face moving to the image's left takes the pointer right. Each step waits for the pointer's smoothing to settle.
 */
export async function headTo(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const face = await page.evaluate(() => ({ ...(window as unknown as { fakeFace: FaceState }).fakeFace }));
  let { dx, dy } = face;
  // Pointer pixels per pixel of face movement: a first guess, then measured from each move.
  let slope = { x: -3.3, y: 3.3 };
  let before: { dx: number; dy: number; x: number; y: number } | null = null;
  for (let step = 0; step < 20; step += 1) {
    const box = await target.boundingBox();
    const at = await settledPointer(page);
    if (!box || !at) continue;
    if (before) {
      const measured = (moved: number, went: number, guess: number) => {
        if (Math.abs(moved) < 8) return guess;
        const value = went / moved;
        return Math.sign(value) === Math.sign(guess) && Math.abs(value) > 0.5 && Math.abs(value) < 20 ? value : guess;
      };
      slope = { x: measured(dx - before.dx, at.x - before.x, slope.x), y: measured(dy - before.dy, at.y - before.y, slope.y) };
    }
    const ex = box.x + box.width / 2 - at.x;
    const ey = box.y + box.height / 2 - at.y;
    if (Math.abs(ex) < box.width / 4 && Math.abs(ey) < box.height / 4) return;
    before = { dx, dy, x: at.x, y: at.y };
    dx = Math.max(-150, Math.min(150, Math.round(dx + ex / slope.x)));
    dy = Math.max(-70, Math.min(70, Math.round(dy + ey / slope.y)));
    await setFace(page, { dx, dy });
  }
  throw new Error(`the head pointer did not reach ${String(target)}`);
}

/**
 * Two closures of 400 ms, 350 ms apart (well inside the blink rules: each 200–1000 ms, a gap under 600 ms, all under
 * 1.5 s, so a face engine that sees only a few frames a second on a busy machine still sees both); then the eyes stay
 * open past the 1 s lock-out.
 */
export async function doubleBlink(page: Page): Promise<void> {
  // Timed in the page: a round trip per change would stretch a closure or the gap by however long the busy page takes
  // to answer, past the blink rules' limits.
  await page.evaluate(
    (steps) =>
      new Promise<void>((resolve) => {
        const face = (window as unknown as { fakeFace: FaceState }).fakeFace;
        let at = 0;
        for (const [closed, ms] of steps) {
          setTimeout(() => (face.closed = closed), at);
          at += ms;
        }
        setTimeout(resolve, at);
      }),
    [[true, 400], [false, 350], [true, 400], [false, 1100]] as [boolean, number][],
  );
}

/** The pointer is drawn and follows the face. */
export async function waitForHeadPointer(page: Page): Promise<void> {
  await expect(page.getByTestId('head-pointer')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => pointerAt(page), { timeout: 30_000 }).not.toBeNull();
}
