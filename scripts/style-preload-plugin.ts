// The stylesheet starts downloading before the head's inline scripts run. Every page's head runs two inline scripts
// (the load guard, the boot) before its <link rel="stylesheet">, and while a script runs the browser looks no further
// ahead: the stylesheet, which the written cards need before they can be painted, was asked for only once they had
// run (at 4× CPU slowdown, ~40 ms after the page's text arrived). A preload link above the scripts asks for it at
// once; the stylesheet link further down then takes the same response (same address, same CORS mode).
import type { Plugin } from 'vite';

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** `html` with a preload link for each of its stylesheets, put before its first script (or as is, with none). */
export function withStylePreloads(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map((link) => ({ href: /\bhref="([^"]+)"/.exec(link[0])?.[1], cors: /\bcrossorigin\b/.test(link[0]) }));
  const firstScript = html.indexOf('<script');
  const preloaded = new Set([...html.matchAll(/<link rel="preload" as="style"[^>]*\bhref="([^"]+)"/g)].map((link) => link[1]));
  const wanted = hrefs.filter((link) => link.href && !preloaded.has(link.href));
  if (wanted.length === 0 || firstScript < 0 || firstScript > html.indexOf('</head>')) return html;
  const links = wanted.map((link) => `<link rel="preload" as="style"${link.cors ? ' crossorigin' : ''} href="${link.href}">\n    `).join('');
  return html.slice(0, firstScript) + links + html.slice(firstScript);
}

export function stylePreload(): Plugin {
  return {
    name: 'aceno-style-preload',
    apply: 'build',
    // After Vite has put the built stylesheet's link into the page; the written pages are made from this page.
    transformIndexHtml: { order: 'post', handler: withStylePreloads },
  };
}
