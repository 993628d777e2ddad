// The screen of the address being opened starts downloading with the entry instead of after it: a small inline
// script in index.html looks the path up in a table of each screen's own files (its chunk and the chunks it
// imports that the entry does not) and adds a modulepreload link for each. Without it the screen's files were
// discovered only once the entry had run, one round trip and a compile later (a waterfall before the first card).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { addressesOf } from '../src/languages/registry.ts';
import type { RouteId } from '../src/routes/ids.ts';
import { readLanguageManifests } from './languages.ts';

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds?: readonly string[];
}

/** Each route id with a screen, and its module as screens.ts imports it (`@/modes/basic/BasicScreen`). */
export function screenModules(screensSource: string): Map<RouteId, string> {
  return new Map([...screensSource.matchAll(/^\s+(\w+): lazyScreen\(\(\) => import\('@\/([^']+)'\)\)/gm)].map((m) => [m[1] as RouteId, `/src/${m[2]}`]));
}

/** The paths a route answers on in every language, without a trailing slash ('/' stays '/'). */
function pathsOf(id: RouteId): string[] {
  languages ??= readLanguageManifests();
  return addressesOf(languages, id);
}
let languages: ReturnType<typeof readLanguageManifests> | undefined;

/** Path → files to preload, for every screen, given the build's chunks. */
export function preloadTable(screens: Map<RouteId, string>, chunks: readonly Chunk[], base = '/'): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entryFiles);
  const table: Record<string, string[]> = {};
  for (const [id, module] of screens) {
    // A screen grouped with other modules (scripts/screen-chunks.ts) is one of its chunk's modules, not its facade.
    const isScreen = (id: string | null | undefined) => id?.replace(/\.(tsx|ts)$/, '').endsWith(module);
    const chunk = chunks.find((c) => isScreen(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(isScreen));
    if (!chunk) continue;
    const files = new Set<string>();
    collect(chunk.fileName, files);
    const own = [...files].filter((file) => !entryFiles.has(file)).map((file) => base + file);
    for (const path of pathsOf(id)) table[path] = own;
  }
  return table;
}

/**
 * The inline script: the current path's files as modulepreload links (a trailing slash is ignored), or, while the
 * boot holds the app's start until the written screen is painted (src/app/prerender/boot.ts), added to its files.
 */
export function preloadScript(table: Record<string, string[]>): string {
  return `(function(){var t=${JSON.stringify(table)};var p=location.pathname.replace(/\\/+$/,'')||'/';var f=t[p]||[];var w=window.acenoAppFiles;if(w){w.push.apply(w,f);return}f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;
}

/**
 * The script goes before the entry's script and stylesheet: an inline script after a stylesheet waits for that
 * stylesheet to arrive, and the screen's files would start only then.
 */
export function withPreloadScript(html: string, script: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('index.html has no module script to put the route preload before');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/** What the built table holds, for the pages written at build time (their own links instead of the table). */
export interface RoutePreloadApi {
  /** The inline script as written into index.html, and each path's files; null before the build made them. */
  built(): { script: string; table: Record<string, string[]> } | null;
}

export function routePreload(screensFile: string): Plugin<RoutePreloadApi> & { api: RoutePreloadApi } {
  let built: { script: string; table: Record<string, string[]> } | null = null;
  return {
    name: 'aceno-route-preload',
    apply: 'build',
    api: { built: () => built },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output): output is Chunk & (typeof output) => output.type === 'chunk') as unknown as Chunk[];
        const table = preloadTable(screenModules(readFileSync(screensFile, 'utf8')), chunks);
        built = { script: preloadScript(table), table };
        return withPreloadScript(html, built.script);
      },
    },
  };
}
