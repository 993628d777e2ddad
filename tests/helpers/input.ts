// Input simulators for e2e tests of any screen: choose an input profile for this device, press a switch, a key,
// rest the pointer on something, and wait for the scan highlight — the way a user of each device would.
import { expect, type Locator, type Page } from '@playwright/test';
import type { InputProfile as FullProfile } from '../../src/input/profile/schema';
import { putRows } from './idb';

export type InputPreset = 'touch' | 'keyboard' | 'oneSwitchAuto' | 'twoSwitchStep' | 'pointerDwell' | 'headPointer' | 'eyeGaze';

/** A partial profile (completed from its preset by the app), or a whole one built with the app's own presets. */
export type InputProfile = ({ preset: InputPreset } & Record<string, unknown>) | FullProfile;

/**
 * Opens `path` as a returning visitor: every first-use notice already seen and, when given, this input profile
 * stored. A partial profile is completed from its preset by the app, so `{ preset: 'oneSwitchAuto', scan:
 * { intervalMs: 400 } }` is enough.
 */
export async function openAsReturning(page: Page, path: string, profile?: InputProfile): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  if (profile) await putRows(page, 'settings', [{ key: 'input-profile', value: profile }]);
  await putRows(page, 'flags', [
    ...['home', 'inclusive', 'dynamic', 'constructor', 'guided'].map((mode) => ({ key: `first-time:${mode}`, at: Date.now() })),
    { key: 'social-prompt-dismissed', at: Date.now() },
  ]);
  await page.reload();
  await page.locator('main h1').first().waitFor();
  // The keys, dwell and scanning load on their own once the first screen is shown: a key or a switch pressed, or a
  // pointer resting, before they listen would be lost, as it would for a person at that moment. No profile stored
  // is the default one, the keyboard's.
  const driver = DRIVER_OF[profile?.preset ?? 'keyboard'];
  if (driver) await page.waitForFunction((name) => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes(name), driver);
}

const DRIVER_OF: Partial<Record<InputPreset, string>> = { keyboard: 'keys', oneSwitchAuto: 'scan', twoSwitchStep: 'scan', pointerDwell: 'dwell' };

/** Opens `path` with this input profile stored, first-use notices already seen. */
export async function openWithProfile(page: Page, path: string, profile: InputProfile): Promise<void> {
  await openAsReturning(page, path, profile);
}

/** A switch press: down, held for `holdMs` (longer than any acceptance time), up. */
export async function switchPress(page: Page, { key = 'Space', holdMs = 60 } = {}): Promise<void> {
  await page.keyboard.down(key);
  await page.waitForTimeout(holdMs);
  await page.keyboard.up(key);
}

/** Waits until the keys listen (they load once the page is idle): a key pressed before is lost, as it would be for a person. */
export async function waitForKeys(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('keys'));
}

/** A single key as a keyboard user presses it: '5' is Digit5. */
export async function key(page: Page, name: string): Promise<void> {
  await page.keyboard.press(/^[0-9]$/.test(name) ? `Digit${name}` : name);
}

/** Rests the mouse pointer (a head-mouse or eye tracker moving the cursor) on the centre of `target` for `ms`. */
export async function dwell(page: Page, target: Locator, ms: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('dwell target is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 5, y - 5);
  await page.mouse.move(x, y, { steps: 3 }); // a real pointer never stands perfectly still
  await page.waitForTimeout(ms);
}

/**
 * Waits until the scan highlights `target` (as an item), then returns at once so a press lands on it. Polled every
 * 50 ms: a highlight may last only 400 ms, shorter than a locator assertion's later retries (1 s apart).
 */
export async function waitForHighlight(target: Locator, timeout = 20_000): Promise<void> {
  await expect.poll(() => target.getAttribute('data-scan-highlight'), { timeout, intervals: [50] }).toBe('item');
}

/** Step scanning: presses the move switch until `target` is highlighted. */
export async function stepTo(page: Page, target: Locator, { key: move = 'Space', max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if ((await target.getAttribute('data-scan-highlight')) === 'item') return;
    await switchPress(page, { key: move });
    await page.waitForTimeout(300); // past the debounce, as a person would
  }
  throw new Error(`${max} steps did not reach the target`);
}

/** Presses Tab until `target` has the focus, as a keyboard-only user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * One-switch automatic scanning, rows first or not: waits for the scan to reach `target`, pressing the switch on the
 * row that holds it and then on the item, as a switch user does; fails after `timeout`.
 */
export async function scanSelect(page: Page, target: Locator, timeout = 40_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const level = await target.getAttribute('data-scan-highlight');
    if (level === 'item') {
      await switchPress(page);
      return;
    }
    if (level === 'row') {
      await switchPress(page);
      // The row's items are scanned from here; the next press comes past the debounce, as a person's would.
      await page.waitForTimeout(300);
      continue;
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the scan did not reach the target in time');
}

/** A mouse drag from the middle of one element to the middle of another, past the drag's start distance first. */
export async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  // Pieces come in with a short movement: a drag that starts while they still move misses, as a person's would.
  const a = await settledBox(page, from);
  const b = await settledBox(page, to);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Where an element is once it has stopped moving (the same box twice, 100 ms apart). */
async function settledBox(page: Page, target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await target.boundingBox();
  for (let tries = 0; tries < 30; tries++) {
    await page.waitForTimeout(100);
    const now = await target.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error('what is dragged, or where to, is not on screen or never stops moving');
}
