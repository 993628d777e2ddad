// Which page loads the service worker answers with the app shell (index.html): every app route, in both languages,
// and unknown paths (the app's own 404 page) — but never a real file: the folders of built and self-hosted files,
// and anything with a file extension (/sw.js, the manifests, icons).
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/(assets|symbols|vendor|icons)\//, /\/[^/]+\.[a-z0-9]+$/i];

export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}
