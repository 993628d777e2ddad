// The app's Content Security Policy, as a <meta> in the built index.html. Aceno shows pictures, sounds and boards
// from strangers (board files, backups); were anything of theirs ever to reach the page as markup, the policy stops
// its script: only the app's own files and its two inline scripts (by their hashes) run. Pictures, sounds and requests may go to any https address (ARASAAC,
// OpenStreetMap, a board file's pictures, the backend) and to the addresses the build is configured with.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The inline scripts' hashes, as the policy names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The http(s) origins of the build's configured addresses (VITE_…_URL): a self-hosted backend or places service. */
export function configuredOrigins(env: Record<string, unknown>): string[] {
  const origins = new Set<string>();
  for (const [key, value] of Object.entries(env)) {
    if (!/^VITE_\w+_URL$/.test(key) || typeof value !== 'string' || value.trim() === '') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an address: the app's own configuration check reports it.
    }
  }
  return [...origins];
}

export function policyFor(html: string, origins: readonly string[]): string {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    // Face tracking and the offline voice compile WebAssembly, and the face mesh's loader (MediaPipe's, as shipped)
    // evaluates text as code: without 'unsafe-eval' the head pointer, blink and gaze cannot start. Inline scripts and
    // event handlers other than the page's own two stay refused.
    `script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React sets style attributes (card colours, sizes).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra}`,
    `media-src 'self' data: blob: https:${extra}`,
    `connect-src 'self' data: blob: https:${extra}`,
    // The place map (OpenStreetMap's embed, or the backend's).
    `frame-src https:${extra}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** index.html with the policy as its first element after the charset (a policy covers only what comes after it). */
export function withPolicy(html: string, origins: readonly string[]): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html has no <meta charset> to put the security policy after');
  const at = charset.index + charset[0].length;
  const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${policyFor(html, origins)}" />`;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

export function contentSecurityPolicy(): Plugin {
  let origins: string[] = [];
  return {
    name: 'aceno-content-security-policy',
    // The dev server injects its own scripts; the policy is the built app's.
    apply: 'build',
    configResolved(config) {
      origins = configuredOrigins(config.env);
    },
    // Last, once every other plugin has written its part of the page (the route preload table is an inline script).
    transformIndexHtml: { order: 'post', handler: (html) => withPolicy(html, origins) },
  };
}
