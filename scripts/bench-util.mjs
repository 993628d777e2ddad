// What the `npm run bench` parts share: the browser they launch, a context whose requests never leave the machine,
// the "first choosable card" check, and the figures (nearest-rank percentiles, rounded to 0.1 ms).
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

/** Headless Chromium (the system one, as in the e2e tests), with `args` added to the usual flags. */
export function launchChromium(args = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run', ...args] });
}

/**
 * A Portuguese context on the built app whose requests to anything but 127.0.0.1 are refused. The service worker
 * is blocked unless asked for: its precache download would compete with what is measured.
 */
export async function localContext(browser, baseURL, { serviceWorkers = 'block' } = {}) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', serviceWorkers });
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  return context;
}

/**
 * Defines `window.__acenoChoosable(el)` in every document of the page: a card the user can choose now — rendered,
 * enabled and not in a hidden, inert or skipped part — by touch, keys, switch or dwell. Page code uses it, since a
 * function handed to page.evaluate cannot reach this module.
 */
export function installChoosable(page) {
  return page.addInitScript(() => {
    window.__acenoChoosable = (el) =>
      el.getClientRects().length > 0 && !el.disabled && el.getAttribute('aria-disabled') !== 'true' && !el.closest('[inert], [hidden], [data-input-skip]');
  });
}

export const round = (n) => Math.round(n * 10) / 10;

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const summary = (values) => ({ samples: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)) });

/** A TCP port free on 127.0.0.1 now, for a server the bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built app served as a static host serves it (no compression): a file, else the page written for the address
 * (`/en/home` → en/home.html, as nginx's `try_files $uri $uri.html`), else index.html for an address without an
 * extension. `extra` maps more addresses to files (the floor page).
 */
export async function staticServer(root, extra = {}) {
  const { createServer: createHttpServer } = await import('node:http');
  const { readFile, stat } = await import('node:fs/promises');
  const { extname, join, normalize, resolve: absolute } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm', '.woff2': 'font/woff2', '.data': 'application/octet-stream' };
  root = absolute(root);
  const isFile = async (file) => (await stat(file).catch(() => null))?.isFile() === true;
  async function resolve(pathname) {
    if (extra[pathname]) return fileURLToPath(extra[pathname]);
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    if (!file.startsWith(root)) return null;
    for (const candidate of [file, `${file.replace(/\/+$/, '')}.html`, join(file, 'index.html')]) if (await isFile(candidate)) return candidate;
    return extname(path) ? null : join(root, 'index.html');
  }
  const server = createHttpServer(async (request, response) => {
    const file = await resolve(new URL(request.url ?? '/', 'http://x').pathname).catch(() => null);
    if (!file) return response.writeHead(404).end('not found');
    const body = await readFile(file);
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
