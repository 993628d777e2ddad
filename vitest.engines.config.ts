// The engines suite (tests/engines): the core journeys in WebKit and Firefox on the production build, driven over
// WebDriver (npm run test:engines). One engine at a time: each browser is itself a heavy process on these 2 cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/engines-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/engines.json' }]],
  },
});
