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

/**
 * Resolves with the first text the page shows in `selector` that contains `part`. Start it before the action:
 * it catches a message shown for less time than a busy machine takes between the action and a later assertion
 * (the full-screen card's close message lasts 0.7 s).
 */
export function textShown(page: Page, selector: string, part: string): Promise<string> {
  return page.evaluate(
    ({ selector, part }) =>
      new Promise<string>((resolve) => {
        const check = () => {
          const text = document.querySelector(selector)?.textContent ?? '';
          if (!text.includes(part)) return false;
          observer.disconnect();
          resolve(text);
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check()) observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    { selector, part },
  );
}
