import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': dir('./src'),
      '@machines': dir('./machines'),
      '@input-drivers': dir('./input-drivers'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Unit tests sit beside the code; Playwright specs in tests/ are not Vitest's.
    include: ['{src,machines,input-drivers}/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // The JSON report feeds the summary line of .ci/run.
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
