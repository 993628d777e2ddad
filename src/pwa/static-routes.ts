// The pages written at build time (scripts/prerender-plugin.ts), as the worker's static routes serve them: each
// page's clean address (/en/home for en/home.html, / for index.html) and the cache that holds this version's copies.
// Pure: the precache manifest comes in.
import { CACHE_PREFIX } from './caches';

export const PAGES_CACHE_PREFIX = `${CACHE_PREFIX}-pages-`;

/** A rule of the Static Routing API (InstallEvent.addRoutes), as far as the worker uses it. */
export interface RouterRule {
  condition: { urlPattern: { pathname: string; search: string }; requestMode: 'navigate' };
  source: { cacheName: string };
}

type ManifestEntry = string | { url: string; revision?: string | null };

/** A short, stable name for a list of revisions (FNV-1a): a new version of any page gets a new cache. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** The written pages among the precached files, with their clean addresses, and the cache name of this version. */
export function writtenPages(manifest: readonly ManifestEntry[]): { path: string; file: string }[] & { cacheName: string } {
  const entries = manifest.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry)).filter(({ url }) => /^[^?#]+\.html$/.test(url) && !url.startsWith('vendor/'));
  const list = entries.map(({ url }) => {
    const file = url.replace(/^\//, '');
    const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
    return { path, file: `/${file}` };
  });
  return Object.assign(list, { cacheName: PAGES_CACHE_PREFIX + digest(entries.map(({ url, revision }) => `${url}@${revision ?? ''}`).join('\n')) });
}
