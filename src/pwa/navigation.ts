// Which page loads the service worker answers with the app shell (index.html): every app route, in both languages,
// and unknown paths (the app's own 404 page) — but never a real file: the folders of built and self-hosted files,
// and anything with a file extension (/sw.js, the manifests, icons).
// Workbox's NavigationRoute tests these against pathname + search, so the extension pattern looks at the path part
// only: a link such as /info?ref=aceno.app is still a page of the app.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/(assets|symbols|vendor|icons)\//, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i];

/** `pathAndSearch` is what Workbox tests: `url.pathname + url.search`. */
export function isAppNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
