// The end-to-end tests drive Debian's Chromium headless shell (/usr/bin/chromium-headless-shell, see
// tests/helpers/browser-path.ts); install it when missing so `npm test` works on a fresh machine. Playwright's own
// browser download is not used (it cannot run here). CHROMIUM_PATH names another Chromium instead.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`Chromium is not at ${path}; installing Debian's chromium-headless-shell package…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium-headless-shell`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Could not install Chromium. Install it yourself (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
