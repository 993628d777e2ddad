// The engines suite (tests/engines): the core journeys in WebKit and Firefox on the production build, driven over
// WebDriver (npm run test:engines). The two engines run side by side, one journey at a time in each (one browser a
// core on these 2 cores); every journey waits for what a person would wait for, never a fixed time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/engines-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    // A journey's engine may start twice (tests/engines/webkit.ts): two 40 s limits.
    hookTimeout: 100_000,
    reporters: ['default', ['json', { outputFile: 'reports/engines.json' }]],
  },
});
