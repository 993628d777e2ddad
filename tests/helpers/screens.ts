// What the mode screens' e2e tests share: the speech caption, how long the first utterance may take, and a
// digit pressed once the input runtime has numbered its target.
import { expect, type Locator, type Page } from '@playwright/test';
import { key } from './input';

/** The first utterance loads the offline voice (~18 MB of wasm); a machine busy with other work needs longer. */
export const FIRST_USE_MS = 30_000;

/** The line that shows what is being said. */
export const caption = (page: Page): Locator => page.locator('.speech-caption');

/** Presses digit `n` once the input runtime has numbered `target` with it (the page's targets are current). */
export async function pressNumber(page: Page, target: Locator, n: string): Promise<void> {
  await expect(target).toHaveAttribute('aria-keyshortcuts', n);
  await key(page, n);
}

/** Opens a compact header's Options (phones, and the board modes on any screen) so its switches can be pressed. */
export async function openOptions(page: Page): Promise<void> {
  const options = page.getByRole('button', { name: /^(Opções|Options)$/ });
  if ((await options.getAttribute('aria-expanded')) === 'false') await options.click();
}
