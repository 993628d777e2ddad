// Bundled card symbols: the OpenMoji colour SVGs (CC BY-SA 4.0, credited in the info page footer) of the emoji
// the app's sources use, served under symbols/, and the virtual module listing them for SymbolView.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { EMOJI_SEQUENCE_PATTERN, emojiCode } from '../src/components/card/symbol.ts';

const MODULE_ID = 'virtual:symbols';
const RESOLVED_ID = `\0${MODULE_ID}`;
// Where card emoji are written: vocabulary, screens and components (tests excluded: they never ship).
const SCANNED_DIRS = ['src', 'machines'];
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const EMOJI_SEQUENCE = new RegExp(EMOJI_SEQUENCE_PATTERN, 'gv');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) && !TEST_FILE.test(name) ? [path] : [];
  });
}

/** Every emoji code written in the sources, by the rule SymbolView looks them up with. */
export function usedEmojiCodes(root: string): Set<string> {
  const codes = new Set<string>();
  for (const dir of SCANNED_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const [emoji] of readFileSync(file, 'utf8').matchAll(EMOJI_SEQUENCE)) codes.add(emojiCode(emoji));
    }
  }
  return codes;
}

/** OpenMoji's colour SVGs by code (file name without U+FE0F, which OpenMoji keeps only inside sequences). */
export function openMojiFiles(root: string): Map<string, string> {
  const dir = join(root, 'node_modules/openmoji/color/svg');
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg')) files.set(name.slice(0, -4).replaceAll('-FE0F', ''), join(dir, name));
  }
  return files;
}

/** Drops what an <img> never uses: ids, the empty layer groups of the artwork, the indentation. */
function optimiseSvg(svg: string): string {
  return svg
    .replace(/\s+id="[^"]*"/g, '')
    .replace(/<g\s*\/>/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/**
 * In the build, only the symbols the sources use are emitted (symbols/<code>.svg) and listed; the dev server lists
 * and serves them all, so a freshly written emoji shows without a restart. Unit tests (mode 'test') get an empty
 * list, so components show native emoji there; a test that needs symbols mocks the module.
 */
export function bundledSymbols(): Plugin {
  let root = process.cwd();
  let base = '/';
  let building = false;
  let openMoji: Map<string, string> | null = null;
  const available = () => (openMoji ??= openMojiFiles(root));
  let testing = false;
  const used = (): Map<string, string> => {
    if (testing) return new Map();
    if (!building) return available();
    const files = new Map<string, string>();
    for (const code of usedEmojiCodes(root)) {
      const path = available().get(code);
      if (path) files.set(code, path);
    }
    return files;
  };
  // What this build emits and lists: chosen on first use, again in each build (a watch rebuild rescans the sources).
  // Not in buildStart itself: the dev server (and so Vitest) starts plugins only for the client environment, while
  // a node-environment test or SSR loads the module from another one.
  let chosen: Map<string, string> | null = null;
  const chosenFiles = () => (chosen ??= used());

  return {
    name: 'aceno-bundled-symbols',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
      testing = config.mode === 'test';
    },
    buildStart() {
      chosen = null;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const codes = [...chosenFiles().keys()].sort().join(' ');
      return `export default new Set(${JSON.stringify(codes)}.split(' ').filter(Boolean));\n`;
    },
    configureServer(server) {
      server.middlewares.use(`${base}symbols/`, (req, res, next) => {
        const code = (req.url ?? '').split('?')[0]?.replace(/^\//, '').replace(/\.svg$/, '') ?? '';
        const path = available().get(code);
        if (!path) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(optimiseSvg(readFileSync(path, 'utf8')));
      });
    },
    generateBundle() {
      for (const [code, path] of chosenFiles()) {
        this.emitFile({ type: 'asset', fileName: `symbols/${code}.svg`, source: optimiseSvg(readFileSync(path, 'utf8')) });
      }
    },
  };
}
