// `npm run test:engines`: the core journeys in WebKit (Safari's engine) and Firefox on the production build
// (tests/engines). Debian's engines and their drivers are installed when missing, as the end-to-end tests' Chromium
// is (WebKitWebDriver with MiniBrowser, Xvfb for MiniBrowser's window, firefox-esr), so `npm test` works on a fresh
// machine; the build is made when there is none. The run's time is printed for the budget (≤ 6 minutes).
// Both engines run side by side, in `npm test` too. Arguments go to Vitest: `npm run test:engines -- firefox` runs one.
import { execSync, spawnSync } from 'node:child_process';
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
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.engines.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
console.log(`engines suite: ${Math.round((Date.now() - started) / 1000)} s (budget 360 s)`);
process.exit(run.status ?? 1);
