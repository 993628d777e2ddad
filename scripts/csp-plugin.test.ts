// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configuredOrigins, inlineScriptHashes, policyFor, withPolicy } from './csp-plugin';

const page = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <script>boot()</script>
    <script>(function(){preload()})()</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the content security policy of the built page', () => {
  it('lets exactly the page’s own inline scripts run, by their hashes, and no other inline script', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('boot()'), sha('(function(){preload()})()')]);
    const policy = policyFor(page, []);
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scripts).toBe(`script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' ${sha('boot()')} ${sha('(function(){preload()})()')}`);
    expect(scripts).not.toMatch(/'unsafe-inline'/);
    expect(policy).toContain("object-src 'none'");
  });

  it('goes before every script of the page', () => {
    const html = withPolicy(page, []);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(() => withPolicy('<html><head></head></html>', [])).toThrow();
  });

  it('adds the origins the build is configured with, and only addresses', () => {
    const origins = configuredOrigins({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/rest', VITE_PHOTON_URL: 'https://photon.example.org/api', VITE_SUPABASE_ANON_KEY: 'https://not-an-address-key.example', VITE_OVERPASS_URL: 'javascript:alert(1)', VITE_NOMINATIM_URL: '' });
    expect(origins).toEqual(['http://127.0.0.1:54321', 'https://photon.example.org']);
    expect(policyFor(page, origins)).toContain('connect-src \'self\' data: blob: https: http://127.0.0.1:54321 https://photon.example.org');
  });
});
