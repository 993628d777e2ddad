import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy } from './scripts/csp-plugin.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { routePreload, screenModules } from './scripts/route-preload-plugin.ts';
import { stylePreload } from './scripts/style-preload-plugin.ts';
import { modeChunkName } from './scripts/screen-chunks.ts';
import { languageModels } from './scripts/language-model-plugin.ts';
import { FACE_LANDMARKER_BASE, faceLandmarkerSources, readFaceLandmarkerFile, withoutTelemetryPlugin } from './scripts/face-landmarker-plugin.ts';
import { bundledSymbols } from './scripts/symbols-plugin.ts';
import { manifestFileOf, webManifest } from './src/pwa/manifest.ts';
import { readLanguageManifests } from './scripts/languages.ts';
import { coreTextsChunk } from './src/i18n/core-namespaces.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const BOARD_WORDS = /\/src\/languages\/\w+\/words\.ts$|\/src\/boards\/vocabulary\/|\/src\/boards\/seeds\.ts$/;

const types: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

/**
 * Serves a set of package files under base in dev and emits them as plain files in the build (never bundled, so
 * first-load JS is unchanged; they are fetched only when a feature needs them). files maps each served name to
 * its source path; read may rewrite a file's content.
 */
function selfHosted(name: string, base: string, files: () => Map<string, string>, read = (path: string): Buffer | string => readFileSync(path)): Plugin {
  return {
    name,
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const file = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const path = files().get(file);
        if (!path) return next();
        res.setHeader('Content-Type', types[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
        res.end(read(path));
      });
    },
    generateBundle() {
      for (const [file, path] of files()) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file}`, source: read(path) });
    },
  };
}

/** Each screen's module, from the screen table. */
const screens = () => screenModules(readFileSync(dir('./src/app/screens.ts'), 'utf8'));

const solutionFiles = (from: string, skip: string[] = []) =>
  readdirSync(from).filter((file) => /\.(js|wasm|data|binarypb)$/.test(file) && !skip.includes(file)).map((file) => [file, from + file] as const);

/** The Face Landmarker's model (SHA-256 checked) and wasm under /vendor/face_landmarker/, loaded when the camera tracks a face. */
function faceLandmarkerFiles(): Plugin {
  const sources = faceLandmarkerSources(dir('./models/face_landmarker.task'), dir('./node_modules/@mediapipe/tasks-vision/wasm/'));
  return selfHosted('aceno-face-landmarker-files', FACE_LANDMARKER_BASE, () => sources, readFaceLandmarkerFile);
}

/**
 * The older MediaPipe face mesh (script, wasm, model) under /vendor/face_mesh/, for the face bench's comparison only
 * (`npm run bench` builds with ACENO_FACE_MESH=1): the app never loads it — eye gaze shares the Face Landmarker.
 */
function faceMeshFiles(): Plugin {
  return selfHosted('aceno-face-mesh-files', '/vendor/face_mesh/', () => new Map(solutionFiles(dir('./node_modules/@mediapipe/face_mesh/'))));
}

/**
 * WebGazer under /vendor/webgazer/: its browser build only (a classic script; its source-map comment dropped, the
 * map is not shipped), loaded when eye gaze starts, for its regression: its eye patches come from the Face
 * Landmarker's frames (input-drivers/face/gaze.ts), so the face mesh WebGazer ships is left out.
 */
function webGazerFiles(): Plugin {
  const from = dir('./node_modules/webgazer/dist/');
  const files = () => new Map([['webgazer.js', `${from}webgazer.js`]]);
  const read = (path: string) => (path.endsWith('webgazer.js') ? readFileSync(path, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n') : readFileSync(path));
  return selfHosted('aceno-webgazer-files', '/vendor/webgazer/', files, read);
}

/**
 * The offline app (src/pwa/sw.ts built to /sw.js). Its precache list is taken from the written build folder after
 * every plugin has emitted its files, so the bundled symbols are in it. Left out: the offline voice's wasm (18 MB,
 * kept by the voice's own worker on first use), the camera files under /vendor/ (runtime caches, once used) and the
 * build manifest. The English web manifest is emitted beside the Portuguese one the plugin writes and links.
 */
function offlineApp(precachedSymbol: (code: string) => boolean): Plugin[] {
  const languages = readLanguageManifests(dir('.'));
  const defaultLanguage = languages[0]!;
  const otherManifests: Plugin = {
    name: 'aceno-language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of languages.slice(1)) this.emitFile({ type: 'asset', fileName: manifestFileOf(language), source: JSON.stringify(webManifest(language)) });
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // The app registers the worker itself, after the first paint (src/pwa/register.ts).
    injectRegister: false,
    manifest: webManifest(defaultLanguage),
    manifestFilename: manifestFileOf(defaultLanguage),
    // The icons are in the precache through the glob below already.
    includeManifestIcons: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
      globIgnores: ['vendor/**', '.vite/**', 'sw.js'],
      // Of the bundled symbols only those the app's own words use: the ~1,900 others (for the card dialog's search)
      // are kept by the worker once shown, not downloaded at install.
      manifestTransforms: [
        (entries) => {
          const symbol = /^symbols\/(.+)\.svg$/;
          return { manifest: entries.filter(({ url }) => !symbol.test(url) || precachedSymbol(url.replace(symbol, '$1'))), warnings: [] };
        },
      ],
    },
  });
  return [...pwa, otherManifests];
}

const symbols = bundledSymbols();
const preload = routePreload(dir('./src/app/screens.ts'));


export default defineConfig({
  plugins: [react(), faceLandmarkerFiles(), withoutTelemetryPlugin(), ...(process.env.ACENO_FACE_MESH === '1' ? [faceMeshFiles()] : []), webGazerFiles(), symbols, languageModels(), preload, stylePreload(), prerenderPages(preload.api), ...offlineApp(symbols.api.precached), contentSecurityPolicy()],
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
    // One stylesheet (9 kB gzip for every screen) in the page's head: a screen's own CSS, loaded with its code,
    // held its first card until it arrived, after the code.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // A language's shell texts, loaded together before the first render: one file, not six.
            { name: coreTextsChunk, priority: 3, includeDependenciesRecursively: false },
            // The built-in boards' words in every language, with the seeds made of them: loaded by the board modes and
            // the seeding only, never by the home (in the idle code's shared file, a language added 2.7 kB to it).
            { name: (id: string) => (BOARD_WORDS.test(id) ? 'words' : null), priority: 3, includeDependenciesRecursively: false },
            { name: modeChunkName(dir('.').replace(/\/$/, ''), screens()), debugName: 'modes', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Unit tests sit beside the code; Playwright specs in tests/ are not Vitest's.
    include: ['{src,machines,input-drivers}/**/*.test.{ts,tsx}', 'tests/backend/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    // One environment per worker, still a fresh context per file: building a jsdom for each of ~170 files took a
    // third of the run (210 s → 87–92 s here).
    pool: 'vmThreads',
    setupFiles: ['./src/test-setup.ts'],
    // The JSON report feeds the summary line of .ci/run.
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
