// Owns: driving WebKit (Safari's engine, every iPad's) for the engines suite: Debian's WebKitWebDriver and the
// MiniBrowser of libwebkit2gtk-4.1, over classic WebDriver (the driver refuses BiDi), on the machine's display or the
// virtual one the run starts (MiniBrowser has no headless mode; scripts/engines.mjs starts and closes Xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { fileInputOf, findInPage, waitUntil, type Engine, type Target } from './driver';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Without a display the driver never answers: the session's start has its own limit. */
const SESSION_START_MS = 40_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The display MiniBrowser draws on: the machine's, or the run's virtual one (set by scripts/engines.mjs). */
function displayName(): string {
  const name = process.env.DISPLAY;
  if (!name) throw new Error('No display for MiniBrowser: run the WebKit journeys with `npm run test:engines`, which starts one.');
  return name;
}

/** The driver in a process group of its own, so that closing it closes the MiniBrowser it started too. */
function stopDriver(driver: ChildProcess): void {
  try {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
  } catch {
    driver.kill();
  }
}

/** A driver and its session, or an error that says what the driver printed and whether it was still running. */
async function startSession(): Promise<{ driver: ChildProcess; browser: WebdriverIO.Browser }> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // Screenshots are reliable with Skia's CPU renderer.
    env: { ...process.env, DISPLAY: displayName(), WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
  });
  let said = '';
  const keep = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  };
  driver.stdout?.on('data', keep);
  driver.stderr?.on('data', keep);
  let ended: string | null = null;
  driver.once('exit', (code, signal) => {
    ended = `ended (${code ?? signal})`;
  });
  const started = remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'silent',
    connectionRetryCount: 20,
    connectionRetryTimeout: SESSION_START_MS,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  try {
    const browser = await Promise.race([
      started,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no session')), SESSION_START_MS)),
    ]);
    return { driver, browser };
  } catch (error) {
    stopDriver(driver);
    throw new Error(`WebKitWebDriver did not start a session in ${SESSION_START_MS} ms (${String(error)}; port ${port}; driver ${ended ?? 'still running'}; it said: ${said.trim() || 'nothing'})`, { cause: error });
  }
}

export async function openWebKit(base: string, { width = 1280, height = 900 } = {}): Promise<Engine> {
  // On a loaded machine (both engines side by side on two cores) a MiniBrowser has once not answered its driver in
  // CI; the first start's failure is printed with what the driver said, and one fresh driver and browser follow.
  const { driver, browser } = await startSession().catch((error: unknown) => {
    console.warn(`WebKit: ${String(error)}; starting a fresh driver once`);
    return startSession();
  });
  await browser.setWindowSize(width, height).catch(() => {});

  const find = async (target: Target) => {
    const found = (await browser.execute(findInPage, target.role, target.name, target.exact ?? false, target.within ?? null)) as unknown;
    // The driver answers with an element reference, which wdio turns into an element to act on.
    return found ? await browser.$(found as never) : null;
  };
  const keys: Record<string, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ' ': '\uE00D' };

  return {
    name: 'webkit',
    base,
    async open(path) {
      await browser.url(path.startsWith('http') ? path : base + path);
    },
    async reload() {
      await browser.refresh();
    },
    async click(target) {
      const element = await waitUntil(`${target.role} “${target.name}”`, () => find(target));
      await element.click();
    },
    async fill(target, text) {
      const element = await waitUntil(`${target.role} “${target.name}”`, () => find(target));
      await element.click();
      // Element Send Keys types the text whole; one key action list would hold a repeated key down (a second
      // space in "Suco de uva" never reached the page).
      await element.setValue(text);
    },
    async upload(button, path) {
      await waitUntil(`${button.role} “${button.name}”`, () => find(button));
      // WebDriver sends a path only to a file input it can reach: the hidden one is shown for that moment.
      const reveal = `const findInPage = ${findInPage.toString()}; const fileInputOf = ${fileInputOf.toString()};
        const input = fileInputOf(findInPage(...arguments));
        if (input) input.hidden = false;
        return input;`;
      const reference = (await browser.execute(reveal, button.role, button.name, button.exact ?? false, button.within ?? null)) as unknown;
      if (!reference) throw new Error(`No file input after “${button.name}”`);
      const input = await browser.$(reference as never);
      await input.addValue(path);
      await browser.execute('arguments[0].hidden = true;', input as never);
    },
    async type(text) {
      for (const char of text) await browser.keys(char);
    },
    async press(key) {
      await browser.keys([keys[key] ?? key]);
    },
    async evaluate(fn, ...args) {
      return (await browser.execute(fn as (...a: unknown[]) => unknown, ...args)) as never;
    },
    async inject(script) {
      await browser.execute(script);
    },
    async has(target) {
      return (await find(target)) !== null;
    },
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
    async close() {
      await browser.deleteSession().catch(() => {});
      stopDriver(driver);
    },
  };
}
