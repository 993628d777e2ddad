// `npm run test:engines`: the core journeys in WebKit (Safari's engine) and Firefox on the production build
// (tests/engines). Debian's engines and their drivers are installed when missing, as the end-to-end tests' Chromium
// is (WebKitWebDriver with MiniBrowser, Xvfb for MiniBrowser's window, firefox-esr), so `npm test` works on a fresh
// machine; the build is made when there is none. The run's time is printed for the budget (≤ 6 minutes).
// Both engines run side by side, in `npm test` too. Arguments go to Vitest: `npm run test:engines -- firefox` runs one.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'libwebkit2gtk-4.1-0'],
  ['/usr/bin/Xvfb', 'xvfb'],
  ['/usr/lib/firefox-esr/firefox-esr', 'firefox-esr'],
];
const missing = NEEDED.flatMap(([path, name]) => (existsSync(path) ? [] : [name]));
if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`Installing Debian's ${missing.join(', ')} for the engines suite…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Could not install the engines. Install them yourself: apt-get install ${missing.join(' ')}`);
    process.exit(1);
  }
}
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
/**
 * One virtual display for the run's MiniBrowser windows, on a display number Xvfb finds free (-displayfd), closed
 * when the run ends. (Started by the suite's workers, it outlived runs stopped from outside, and its number was
 * chosen from the process id, so two runs could meet on one display.) None when the machine has a display.
 */
async function virtualDisplay() {
  if (process.env.DISPLAY) return null;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise((resolve) => {
    let text = '';
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', () => resolve(null));
    setTimeout(() => resolve(null), 10_000);
  });
  if (!number) {
    xvfb.kill();
    console.error('Xvfb did not start: the WebKit journeys cannot open a window.');
    return null;
  }
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

const display = await virtualDisplay();
const started = Date.now();
const status = await new Promise((resolve) => {
  const run = spawn('npx', ['vitest', 'run', '-c', 'vitest.engines.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: display ? { ...process.env, DISPLAY: display.name } : process.env,
  });
  run.once('exit', (code) => resolve(code ?? 1));
});
display?.stop();
console.log(`engines suite: ${Math.round((Date.now() - started) / 1000)} s (budget 360 s)`);
process.exit(status);
