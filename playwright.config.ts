import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_OUTDIR let several builds be tested side by side; the defaults are what CI uses.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUTDIR ?? 'dist';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the summary line of .ci/run.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_OUTDIR ? `reports/e2e-${outDir}.json` : 'reports/e2e.json' }]],
  outputDir: process.env.E2E_OUTDIR ? `test-results/${outDir}` : 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    // The service worker's precache would download the whole app in every test's fresh context; the offline
    // tests allow it for themselves (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // The production build, served as a visitor would get it (npm run test:e2e builds first).
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
