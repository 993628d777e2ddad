import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Self-hosts the MediaPipe face mesh (script, wasm, model) under /vendor/face_mesh/: served in dev, emitted as
 * plain files in the build (never bundled, so first-load JS is unchanged; fetched only when a camera starts).
 */
function faceMeshFiles(): Plugin {
  const from = dir('./node_modules/@mediapipe/face_mesh/');
  const base = '/vendor/face_mesh/';
  const names = () => readdirSync(from).filter((name) => /\.(js|wasm|data|binarypb)$/.test(name));
  const types: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };
  return {
    name: 'aceno-face-mesh-files',
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!names().includes(name)) return next();
        res.setHeader('Content-Type', types[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        res.end(readFileSync(from + name));
      });
    },
    generateBundle() {
      for (const name of names()) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${name}`, source: readFileSync(from + name) });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), faceMeshFiles()],
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
