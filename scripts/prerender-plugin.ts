// The pages written at build time (issue 27): each board route's screen, in both languages, already drawn with its
// built-in board inside the built index.html, so the browser paints the first cards before any of the app's code
// has run; main.tsx then takes the markup over. Also puts the boot script (src/app/prerender/boot.ts, bundled into
// one small inline script) into the page's <head>, before the security policy hashes the inline scripts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build as rolldown } from 'rolldown';
import { readLanguageManifests } from './languages.ts';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/routes/prerendered.ts';
import { criticalStyle } from './critical-style.ts';
import type { RoutePreloadApi } from './route-preload-plugin.ts';

/** What src/app/prerender/render.tsx offers the build. */
interface Renderer {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  prerenderedFile(path: string): string;
  renderPage(page: PrerenderedPage): Promise<{ markup: string; title: string; description: string }>;
}

export const BOOT_PLACEHOLDER = '<!-- aceno:boot -->';

/**
 * What the boot reads of a manifest: the start language, its tag, the addresses, the name of a category of cards whose
 * category is gone (a device's own board drawn by the boot; src/boards/arrange.ts). The rest is the app's.
 */
const BOOT_FIELDS = ['code', 'name', 'tag', 'browser', 'isDefault', 'routes', 'aliases', 'otherCards'] as const;

/**
 * The boot reads the languages' manifests (the start language, the addresses): built outside Vite, it gets them
 * written into src/languages/index.ts in place of the glob Vite would expand, with only the fields it reads.
 */
function languagesWithoutGlob(root: string) {
  const index = join(root, 'src/languages/index.ts');
  return {
    name: 'aceno-languages-without-glob',
    transform(code: string, id: string) {
      if (id !== index) return null;
      const manifests = Object.fromEntries(
        readLanguageManifests(root).map((manifest) => [`./${manifest.code}/language.json`, Object.fromEntries(BOOT_FIELDS.flatMap((field) => (field in manifest ? [[field, manifest[field]]] : [])))]),
      );
      const expanded = code.replace(/import\.meta\.glob<[^>]*>\('\.\/\*\/language\.json'[^)]*\)/, JSON.stringify(manifests));
      if (expanded === code) throw new Error('src/languages/index.ts no longer reads the manifests with the glob the boot build replaces');
      return expanded;
    },
  };
}

/** The boot script as one inline IIFE. */
async function bootScript(root: string, alias: Record<string, string>, base: string): Promise<string> {
  const result = await rolldown({
    input: join(root, 'src/app/prerender/boot-entry.ts'),
    resolve: { alias },
    plugins: [languagesWithoutGlob(root)],
    // The one value of the build's environment the boot reads (where the bundled symbols are).
    transform: { define: { 'import.meta.env.BASE_URL': JSON.stringify(base) } },
    output: { format: 'iife', minify: true },
    write: false,
    logLevel: 'silent',
  });
  return result.output[0].code.trim();
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The route table's inline script and this page's files: the page links its own files instead of carrying the
 * whole table (17 kB of script parsed before the first paint). */
export interface PagePreload {
  script: string;
  files: readonly string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page with a screen drawn in it: its mark before the boot script, its language, title and markup. The
 * app's entry script and the files it starts with leave the markup for the mark (`data-app`, `data-files`): the boot
 * starts them after the first paint when the written screen is shown, at once otherwise.
 */
export function writtenPage(shell: string, page: PrerenderedPage, drawn: { markup: string; title: string; description: string }, preload?: PagePreload): string {
  const root = '<div id="root"></div>';
  const table = preload ? `<script>${preload.script}</script>` : null;
  if (table && !shell.includes(table)) throw new Error('index.html does not hold the route preload script given');
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry) throw new Error('index.html has no module script for the app');
  const files = [...(preload?.files ?? []), ...[...shell.matchAll(MODULE_PRELOAD)].map((link) => link[1]!)];
  const linked = (table ? shell.replace(table, '') : shell).replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const mark =
    `<meta name="aceno-prerendered" content="${escapeAttribute(page.path)}" data-lang="${page.lang}"` +
    ` data-boards="${escapeAttribute(page.boards.join(' '))}"${page.mode ? ` data-mode="${page.mode}"` : ''}` +
    ` data-app="${escapeAttribute(entry[1]!)}" data-files="${escapeAttribute(files.join(' '))}" />`;
  const firstScript = linked.indexOf('<script');
  if (firstScript < 0 || !linked.includes(root)) throw new Error('index.html has no inline script or no empty #root to write a page into');
  return (linked.slice(0, firstScript) + mark + '\n    ' + linked.slice(firstScript))
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.tag)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(drawn.title)}</title>`)
    .replace(/(<meta (?:name="description"|property="og:description") content=")[^"]*"/g, `$1${escapeAttribute(drawn.description)}"`)
    .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${escapeAttribute(drawn.title)}"`)
    .replace(root, `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${drawn.markup}</div>`);
}

export function prerenderPages(preloads: RoutePreloadApi): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aceno-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(BOOT_PLACEHOLDER)) throw new Error(`index.html has no ${BOOT_PLACEHOLDER} for the boot script`);
        const alias = Object.fromEntries(config.resolve.alias.filter((entry) => typeof entry.find === 'string').map((entry) => [entry.find as string, entry.replacement]));
        return html.replace(BOOT_PLACEHOLDER, `<script>${await bootScript(config.root, alias, config.base)}</script>`);
      },
    },
    // After the files are written and before the offline worker lists them (its closeBundle), so the pages are in
    // its precache.
    writeBundle: {
      sequential: true,
      async handler() {
        const outDir = join(config.root, config.build.outDir);
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile: config.configFile,
          mode: config.mode,
          server: { middlewareMode: true, hmr: false, watch: null },
          appType: 'custom',
          logLevel: 'error',
        });
        const ownStyles = criticalStyle(outDir, config.base);
        try {
          const render = (await server.ssrLoadModule('/src/app/prerender/render.tsx')) as unknown as Renderer;
          for (const page of render.PRERENDERED_PAGES) {
            const file = join(outDir, render.prerenderedFile(page.path));
            mkdirSync(dirname(file), { recursive: true });
            const built = preloads.built();
            // index.html is also every other address's page (a host's fallback, the offline worker's shell): it keeps
            // the whole table, so any screen's files still start with the page.
            const preload = built && page.path !== '/' ? { script: built.script, files: built.table[page.path] ?? [] } : undefined;
            writeFileSync(file, await ownStyles(writtenPage(shell, page, await render.renderPage(page), preload)));
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
