import { defineConfig, devices } from '@playwright/test';
import { TEST_ANON_KEY } from './tests/backend/postgrest-shim';
import { chromiumPath } from './tests/helpers/browser-path';

// E2E_PORT / E2E_OUTDIR let several builds be tested side by side; the defaults are what CI uses.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUTDIR ?? 'dist';

// The 'backend' project tests a build made WITH a backend: the PostgREST shim on PGlite (SHIM_PORT) and that build
// (built into dist-backend, served on BACKEND_PORT). Both start only when the run includes the backend spec, so a
// run of other specs does not pay for the second build. E2E_BACKEND=1 or 0 forces it either way.
const shimPort = Number(process.env.SHIM_PORT ?? 54329);
const backendPort = Number(process.env.BACKEND_PORT ?? 4222);
const BACKEND_SPEC = /backend\.spec\.ts$/;
// The specs that need steady timing — the face model on a fake camera (a steady frame rate), dwell and scanning
// timed to the tenth of a second, a card that closes by itself — run one at a time; `npm run test:e2e`
// (scripts/e2e.mjs) runs them after the others, alone on the 2 cores.
const STEADY_SPECS = /\/(activities-input|camera-view|first-paint|board-files-input|professional-input|inclusive-city-input|spanish-input|typing-input|blink-engine|blink|face-engine|face-gestures|gaze-pointer|gaze|head-pointer|inclusive-camera|inclusive|input-dialogs|input)\.spec\.ts$/;
// In those specs, a test tagged '@any-load' times nothing (a key, a refused camera) and runs with the others.
const ANY_LOAD = /@any-load/;

function runsBackendSpec(argv: string[]): boolean {
  if (process.env.E2E_BACKEND) return process.env.E2E_BACKEND === '1';
  const args = argv.slice(argv.findIndex((arg) => arg === 'test') + 1);
  const projects = args.flatMap((arg, i) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [args[i + 1] ?? ''] : []));
  if (projects.length > 0 && !projects.includes('backend')) return false;
  // File filters (tests/x.spec.ts, x.spec.ts:12, tests/): a bare word is not told from an option's value, so it
  // counts as no filter and the servers start (slower, never wrong).
  const files = args.filter((arg) => !arg.startsWith('-') && /\.ts(:\d+)*$|\/|spec/.test(arg)).map((arg) => arg.replace(/(:\d+)+$/, ''));
  return files.length === 0 || files.some((file) => file.includes('backend') || 'tests/backend.spec.ts'.endsWith(file) || 'tests/backend.spec.ts'.startsWith(file));
}

const previewServer = {
  // The production build, served as a visitor would get it (npm run test:e2e builds first).
  command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const backendServers = [
  {
    // Node 22 runs the TypeScript runner directly (type stripping).
    command: `node_modules/.bin/node tests/backend/serve-shim.ts`,
    url: `http://127.0.0.1:${shimPort}/__test/requests`,
    env: { SHIM_PORT: String(shimPort) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    command:
      `npx vite build --outDir dist-backend --logLevel error && ` +
      `npx vite preview --outDir dist-backend --port ${backendPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${backendPort}`,
    env: { VITE_SUPABASE_URL: `http://127.0.0.1:${shimPort}`, VITE_SUPABASE_ANON_KEY: TEST_ANON_KEY },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
];

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A test that speaks loads the offline voice (18 MB of wasm) in its fresh context; two at once on 2 cores are slow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the summary line of .ci/run.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? (process.env.E2E_OUTDIR ? `reports/e2e-${outDir}.json` : 'reports/e2e.json') }]],
  outputDir: process.env.E2E_OUTDIR ? `test-results/${outDir}` : 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    // A trace's screencast and DOM snapshots cost more CPU than the page under test (measured: the browser and GPU
    // processes went from 7 to 39 CPU-seconds on three tests). CI keeps a screenshot of a failure; a local run
    // keeps the trace of a failed test, without the screencast.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker's precache would download the whole app in every test's fresh context; the offline
    // tests allow it for themselves (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      // No test reaches the internet: every name but this machine's is unknown to the browser, so a request no test
      // answers (with a route, from recorded fixtures) fails at once as it would offline, in every context and worker.
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [BACKEND_SPEC, STEADY_SPECS], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'steady', testMatch: STEADY_SPECS, grepInvert: ANY_LOAD, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The tests of those specs that time nothing (a key, a refused camera): with the others, on both cores.
    { name: 'steady-light', testMatch: STEADY_SPECS, grep: ANY_LOAD, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'backend',
      testMatch: BACKEND_SPEC,
      // One backend for all its specs: a fault one test switches on (or clears) must not reach another's requests.
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${backendPort}` },
    },
  ],
  webServer: runsBackendSpec(process.argv) ? [previewServer, ...backendServers] : [previewServer],
});
