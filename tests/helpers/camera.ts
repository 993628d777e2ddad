// Browsers with a camera for the face-tracking e2e tests: Chromium's fake camera playing a generated clip of a
// moving face (permission granted), or a camera whose permission is refused.
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { faceClipPath } from '../fixtures/face-clip';
import { chromiumPath as executablePath, fullChromiumPath } from './browser-path';

const baseArgs = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'];

/** Chromium whose camera shows the face clip (MJPEG, looping, from frame 0 when the capture opens). */
export function launchWithFaceCamera(clip = faceClipPath()): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [...baseArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
}

/** Chromium with a (fake) camera the user refuses: permission prompts are denied. */
export function launchWithCameraDenied(): Promise<Browser> {
  return chromium.launch({ executablePath: fullChromiumPath, args: [...baseArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
}

/** The nose position and frame rate the camera check shows on its preview. */
export interface FaceSample {
  t: number;
  x: number | null;
  y: number | null;
  fps: number;
  /** The engine's time on the latest frame, in ms. */
  ms: number;
}

/** Chromium with a fake microphone (a steady tone) that the user allows. */
export function launchWithMicrophone(): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...baseArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
}

/** Chromium with a fake microphone the user refuses. */
export function launchWithMicrophoneDenied(): Promise<Browser> {
  return chromium.launch({ executablePath: fullChromiumPath, args: [...baseArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
}

/**
 * The gaze calibration's nine dots by keyboard, as a keyboard or switch user goes through them: a press of the
 * focused dot starts sampling at once, the next ends it once it has a few samples.
 */
export async function confirmCalibrationDots(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Calibração do olhar' });
  for (let n = 1; n <= 9; n += 1) {
    await expect(dialog.getByRole('status')).toHaveText(`Ponto ${n} de 9`, { timeout: 10_000 });
    await page.keyboard.press('Space');
    await page.waitForTimeout(700);
    await page.keyboard.press('Space');
  }
}
