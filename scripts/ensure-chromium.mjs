// The end-to-end tests drive Debian's Chromium (/usr/bin/chromium); install it when missing so `npm test`
// works on a fresh machine. Playwright's own browser download is not used (it cannot run here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`Chromium is not at ${path}; installing Debian's chromium package…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
