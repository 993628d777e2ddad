// The route table: each screen's address in each language, from the languages' manifests (src/languages/*/language.ts).
// Screens are attached in screens.ts; this file only knows addresses and languages.
import { DEFAULT_MANIFEST, MANIFESTS } from '@/languages';
import type { Lang } from '@/i18n/language';
import { addressesOf } from '@/languages/registry';
import { ROUTE_IDS, type RouteId } from './ids';

export { ROUTE_IDS, type RouteId } from './ids';

/** A screen's own address in a language, if that language gives it one. */
function ownPath(id: RouteId, lang: Lang): string | undefined {
  return MANIFESTS.find((manifest) => manifest.code === lang)?.routes[id];
}

/** The default language's address of a screen (every screen has one). */
function defaultPath(id: RouteId): string {
  const path = DEFAULT_MANIFEST.routes[id];
  if (!path) throw new Error(`The default language gives no address for ${id}`);
  return path;
}

/** A screen no other language gives an address of its own: one address for every language (a shared board). */
function isShared(id: RouteId): boolean {
  return MANIFESTS.every((manifest) => manifest.isDefault || !manifest.routes[id]);
}

/** The path of a screen in a language; a screen with no address in that language keeps the default one. */
export function pathFor(id: RouteId, lang: Lang): string {
  return ownPath(id, lang) ?? defaultPath(id);
}

/** Every address a screen answers on, in every language, its aliases too. */
export function addressesOfRoute(id: RouteId): string[] {
  return addressesOf(MANIFESTS, id);
}

export interface MatchedRoute {
  id: RouteId;
  /** The language the path itself names, or null for a path shared by every language. */
  lang: Lang | null;
}

/** A path of the table against an address: equal, or equal but for its `:name` parts (one segment each). */
function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]));
}

export function matchRoute(pathname: string): MatchedRoute | null {
  const path = normalise(pathname);
  for (const id of ROUTE_IDS) {
    for (const manifest of MANIFESTS) {
      if (manifest.isDefault) continue;
      const own = manifest.routes[id];
      const candidates = [...(own ? [own] : []), ...(manifest.aliases?.[id] ?? [])];
      if (candidates.some((candidate) => pathMatches(candidate, path))) return { id, lang: manifest.code };
    }
    if (pathMatches(defaultPath(id), path)) return { id, lang: isShared(id) ? null : DEFAULT_MANIFEST.code };
  }
  return null;
}

/** The language a page is shown in: its address's; the start language where one address serves all; for an
 * address not in the table, its own prefix's (languageOfUnknownPath). */
export function languageOfPath(pathname: string, start: Lang): Lang {
  const match = matchRoute(pathname);
  return match ? (match.lang ?? start) : languageOfUnknownPath(pathname, start);
}

/** The public page of a shared board. */
export function sharedBoardPath(token: string): string {
  return `/board/${encodeURIComponent(token)}`;
}

/** The same screen's path in another language, or null when the path is not in the table. A page with one path for
 * every language, or with a part of its own (a token, a patient), stays where it is. */
export function translatePath(pathname: string, to: Lang): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  if (match.lang === null || defaultPath(match.id).includes(':')) return pathname;
  return pathFor(match.id, to);
}

/** The address as analytics may keep it: a token or a patient's id is replaced by its name in the table. */
export function recordablePath(pathname: string): string {
  const match = matchRoute(pathname);
  const pattern = match ? defaultPath(match.id) : null;
  return pattern?.includes(':') ? pattern : pathname;
}

/**
 * Where a visit should go instead, if anywhere: a default-language path that has a pair in the start language (saved
 * choice, else browser) is replaced by that one. Addresses under another language's prefix are explicit.
 */
export function languageRedirect(pathname: string, startLang: Lang): string | null {
  const match = matchRoute(pathname);
  if (!match || match.lang !== DEFAULT_MANIFEST.code || startLang === DEFAULT_MANIFEST.code) return null;
  return ownPath(match.id, startLang) ?? null;
}

/** Language of a path outside the table (404): the language whose prefix it starts with, else the given fallback. */
export function languageOfUnknownPath(pathname: string, fallback: Lang): Lang {
  const first = normalise(pathname).split('/')[1] ?? '';
  return MANIFESTS.find((manifest) => !manifest.isDefault && manifest.code === first)?.code ?? fallback;
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
