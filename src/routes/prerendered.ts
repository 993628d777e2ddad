// Owns: which pages are written at build time with their screen already drawn, so a visit shows its first cards
// before any of the app's code has run (issue 27), and which file holds each. The build writes them
// (scripts/prerender-plugin.ts), the offline worker serves them, the boot script decides whether this device may
// see them (src/app/prerender/boot.ts).
import { normalPath } from './normal-path';
import { pathFor, type RouteId } from './paths';
import { LANGUAGES, tagOf, type Lang } from '@/i18n/language';

export interface PrerenderedPage {
  path: string;
  lang: Lang;
  /** The page's BCP 47 tag (its html lang before the app runs). */
  tag: string;
  route: RouteId;
  /** The built-in boards drawn in it: a device that changed one of them never sees this page's cards. */
  boards: readonly string[];
  /** The mode whose chosen board the page shows (another board chosen: the page's cards are not this device's). */
  mode?: 'dynamic';
}

const DRAWN: readonly Omit<PrerenderedPage, 'path' | 'lang' | 'tag'>[] = [
  { route: 'home', boards: [] },
  { route: 'basic', boards: [] },
  { route: 'dynamic', boards: ['builtin-dynamic'], mode: 'dynamic' },
  { route: 'needs', boards: ['builtin-needs'] },
];

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = LANGUAGES.flatMap((lang) =>
  DRAWN.map((page) => ({ ...page, path: pathFor(page.route, lang), lang, tag: tagOf(lang) })),
);


/** The built file of a page: '/' is index.html, '/en/home' is en/home.html (served for /en/home by static hosts). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  const path = normalPath(pathname);
  return PRERENDERED_PAGES.find((page) => page.path === path);
}
