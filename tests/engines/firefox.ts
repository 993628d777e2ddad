// Owns: driving Firefox for the engines suite: Debian's firefox-esr, headless, over WebDriver BiDi with
// puppeteer-core: one browser for the suite, and a user context of its own for each journey, which then begins on a
// new device.
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { fileInputOf, findInPage, waitUntil, type Engine, type Target } from './driver';

export const FIREFOX = '/usr/lib/firefox-esr/firefox-esr';

const running = new Map<'plain' | 'microphone', Promise<Browser>>();

/**
 * One Firefox for the whole file (it takes seconds to start); each journey gets a context of its own. The
 * 'microphone' one has Firefox's fake media devices (a tone for a microphone) with no permission prompt: a pref of
 * the whole browser, so the other journeys keep a Firefox with no devices, as CI's machine is.
 */
function firefox(kind: 'plain' | 'microphone'): Promise<Browser> {
  let browser = running.get(kind);
  if (!browser) {
    const media = kind === 'microphone' ? { 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true } : {};
    browser = puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: null,
      extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR', 'media.autoplay.default': 0, ...media },
    });
    running.set(kind, browser);
  }
  return browser;
}

export async function closeFirefox(): Promise<void> {
  const launched = await Promise.allSettled(running.values());
  running.clear();
  await Promise.all(launched.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
}

/**
 * A fresh device: a new user context (its own cookies, storage, IndexedDB, caches and offline workers) in the
 * running Firefox.
 */
export async function openFirefox(base: string, { width = 1280, height = 900, microphone = false } = {}): Promise<Engine> {
  const context = await (await firefox(microphone ? 'microphone' : 'plain')).createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });

  const find = async (target: Target) => {
    const handle = await page.evaluateHandle(findInPage, target.role, target.name, target.exact ?? false, target.within ?? null);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element as ElementHandle<Element> | null;
  };

  return {
    name: 'firefox',
    base,
    async open(path) {
      await page.goto(path.startsWith('http') ? path : base + path, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async click(target) {
      const element = await waitUntil(`${target.role} “${target.name}”`, () => find(target));
      await element.click();
      await element.dispose();
    },
    async fill(target, text) {
      const element = await waitUntil(`${target.role} “${target.name}”`, () => find(target));
      await element.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await element.type(text);
      await element.dispose();
    },
    async upload(button, path) {
      const found = await waitUntil(`${button.role} “${button.name}”`, () => find(button));
      const input = (await found.evaluateHandle(fileInputOf)).asElement() as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`No file input after “${button.name}”`);
      await input.uploadFile(path);
      await Promise.all([found.dispose(), input.dispose()]);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key as Parameters<typeof page.keyboard.press>[0]);
    },
    async evaluate(fn, ...args) {
      return (await page.evaluate(fn as (...a: unknown[]) => unknown, ...args)) as never;
    },
    async inject(script) {
      await page.evaluate(script);
    },
    async has(target) {
      const element = await find(target);
      await element?.dispose();
      return element !== null;
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async close() {
      await context.close();
    },
  };
}
