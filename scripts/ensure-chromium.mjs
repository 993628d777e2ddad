// The end-to-end tests drive Debian's Chromium: the headless shell for most tests, the full browser where a refused
// camera or microphone must behave as in the browsers people use (tests/helpers/browser-path.ts). Both are installed
// when missing so `npm test` works on a fresh machine. Playwright's own browser download is not used (it cannot run
// here). CHROMIUM_PATH names one Chromium for every test instead.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = process.env.CHROMIUM_PATH
  ? []
  : [
      ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
      ['/usr/bin/chromium', 'chromium'],
    ].flatMap(([path, name]) => (existsSync(path) ? [] : [name]));
if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end tests…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Could not install Chromium. Install it yourself (apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
