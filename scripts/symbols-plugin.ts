// Bundled card symbols: the OpenMoji colour SVGs (CC BY-SA 4.0, credited in the info page footer), served under
// symbols/. The emoji the app's sources use are listed for SymbolView (virtual:symbols) and precached; every other
// Unicode emoji OpenMoji draws is emitted too, named from the Unicode CLDR annotations
// that emojibase-data carries (MIT) in every language that names them (its language.json's symbolNames), so the card dialog's search finds it (virtual:symbol-index, loaded with the
// picker only) and a card can show it; those are kept on the device once shown.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { EMOJI_SEQUENCE_PATTERN, emojiCode } from '../src/components/card/symbol.ts';
import { foldText } from '../src/i18n/text.ts';
import { readLanguageManifests } from './languages.ts';

const MODULE_ID = 'virtual:symbols';
const RESOLVED_ID = `\0${MODULE_ID}`;
const INDEX_ID = 'virtual:symbol-index';
const RESOLVED_INDEX_ID = `\0${INDEX_ID}`;
// Where card emoji are written: vocabulary, screens and components (tests excluded: they never ship).
const SCANNED_DIRS = ['src', 'machines'];
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const EMOJI_SEQUENCE = new RegExp(EMOJI_SEQUENCE_PATTERN, 'gv');
const NON_ASCII_RUN = /[#*0-9]?[^\0-\x7F]+/g;

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
      // Only the runs of non-ASCII text (with a keycap's digit before them) can hold an emoji: the sequence pattern
      // is large, and over whole files it grew a hundredfold slower late in a long test worker (127 s in CI).
      for (const [run] of readFileSync(file, 'utf8').matchAll(NON_ASCII_RUN)) {
        for (const [emoji] of run.matchAll(EMOJI_SEQUENCE)) codes.add(emojiCode(emoji));
      }
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

interface CldrEmoji {
  emoji: string;
  hexcode: string;
  label?: string;
  tags?: string[];
  group?: number;
}

/** Emojibase's group 2 is "component": skin tones and hair pieces, never a card's picture. */
const COMPONENT_GROUP = 2;

/** A text's searchable words: folded (no accents, lower case), split at anything not a letter or digit, without the
 * words that say nothing about a picture (so "de" does not find half the index). */
export function keywords(texts: readonly string[], stopWords: ReadonlySet<string> = new Set()): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) if (word.length > 1 && !stopWords.has(word)) words.add(word);
  }
  return [...words];
}

/**
 * The index (src/board-editor/symbol-index.ts reads it): a first line with the codes of the languages that name the
 * symbols, then one line per Unicode emoji that OpenMoji draws (no skin-tone variants, no components), in emoji
 * order: the emoji, its name in each of those languages (empty where one has none), and the folded keywords of all
 * their CLDR tags, tab-separated. A symbol the default language does not name is left out.
 */
export function symbolIndexLines(root: string, drawn: ReadonlyMap<string, string> = openMojiFiles(root)): string[] {
  const languages = readLanguageManifests(root).flatMap((manifest) => (manifest.symbolNames ? [{ code: manifest.code, ...manifest.symbolNames }] : []));
  // Each language's words that say nothing, kept out of its own tags only (Portuguese "no" is Spanish "no").
  const stopWords = languages.map((language) => new Set(language.stopWords));
  const named = languages.map(({ cldr }) => {
    const items = JSON.parse(readFileSync(join(root, `node_modules/emojibase-data/${cldr}/data.json`), 'utf8')) as CldrEmoji[];
    return new Map(items.map((item) => [item.hexcode, item]));
  });
  const clean = (text: string | undefined) => (text ?? '').replace(/[\t\n]/g, ' ').trim();
  const lines = [languages.map((language) => language.code).join('\t')];
  const [first] = named;
  for (const [hexcode, item] of first ?? []) {
    const names = named.map((byCode) => byCode.get(hexcode));
    if (!item.label || item.group === COMPONENT_GROUP || !drawn.has(emojiCode(item.emoji))) continue;
    const tags = [...new Set(names.flatMap((name, at) => keywords(name?.tags ?? [], stopWords[at])))];
    lines.push([item.emoji, ...names.map((name) => clean(name?.label)), tags.join(' ')].join('\t'));
  }
  return lines;
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
  // What this build lists: chosen on first use, again in each build (a watch rebuild rescans the sources).
  // Not in buildStart itself: the dev server (and so Vitest) starts plugins only for the client environment, while
  // a node-environment test or SSR loads the module from another one.
  let chosen: Map<string, string> | null = null;
  const chosenFiles = () => (chosen ??= used());
  let indexLines: string[] | null = null;
  const index = () => (indexLines ??= symbolIndexLines(root, available()));

  return {
    name: 'aceno-bundled-symbols',
    api: {
      /** Whether the built file (symbols/<code>.svg) is one the sources use, and so precached. */
      precached: (code: string) => chosenFiles().has(code),
    },
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
      return id === MODULE_ID ? RESOLVED_ID : id === INDEX_ID ? RESOLVED_INDEX_ID : null;
    },
    load(id) {
      if (id === RESOLVED_INDEX_ID) return `export default ${JSON.stringify(index().join('\n'))};\n`;
      if (id !== RESOLVED_ID) return null;
      const codes = [...chosenFiles().keys()].sort().join(' ');
      // others: every emoji of the index has its file too (not in unit tests, which draw native emoji).
      return `export default new Set(${JSON.stringify(codes)}.split(' ').filter(Boolean));\nexport const others = ${!testing};\n`;
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
      const files = new Map(chosenFiles());
      for (const line of index()) {
        const code = emojiCode(line.slice(0, line.indexOf('\t')));
        const path = available().get(code);
        if (path) files.set(code, path);
      }
      for (const [code, path] of files) {
        this.emitFile({ type: 'asset', fileName: `symbols/${code}.svg`, source: optimiseSvg(readFileSync(path, 'utf8')) });
      }
    },
  };
}
