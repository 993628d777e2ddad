// Prints the final `N passed, N failed` line of a test run from the Vitest and Playwright JSON reports.
// A check that failed before producing a report (type check, lint, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const checksFailed = process.argv[2] && process.argv[2] !== '0';
let passed = 0;
let failed = 0;
const missing = [];

function read(path) {
  if (!existsSync(path)) {
    missing.push(path);
    return null;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    missing.push(path);
    return null;
  }
}

// The unit tests, and the engines suite (WebKit and Firefox), both Vitest's.
for (const path of ['reports/unit.json', 'reports/engines.json']) {
  const vitest = read(path);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  // A test file that fails to load has no failed tests but fails the run.
  if (vitest.success === false && !vitest.numFailedTests) failed += 1;
}

// The end-to-end tests run twice (scripts/e2e.mjs): the screens, then the timing-sensitive ones alone.
for (const path of ['reports/e2e.json', 'reports/e2e-steady.json']) {
  const e2e = read(path);
  if (!e2e) continue;
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  if (e2e.errors?.length && !e2e.stats?.unexpected) failed += e2e.errors.length;
}

if (missing.length) console.log(`missing reports (a step did not run): ${missing.join(', ')}`);
if (checksFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
