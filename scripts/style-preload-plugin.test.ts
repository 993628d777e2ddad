// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withStylePreloads } from './style-preload-plugin';

const page = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <script>guard()</script>
    <script>boot()</script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body></body></html>`;

describe('the stylesheet preload', () => {
  it('asks for the stylesheet before the first inline script, in the same CORS mode as its link', () => {
    const html = withStylePreloads(page);
    const preload = html.indexOf('<link rel="preload" as="style" crossorigin href="/assets/style-1.css">');
    expect(preload).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(preload).toBeLessThan(html.indexOf('<script>guard()'));
    // The stylesheet itself stays where it was (it applies there), once.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(withStylePreloads(page.replace(' crossorigin', ''))).toContain('<link rel="preload" as="style" href="/assets/style-1.css">');
  });

  it('adds nothing twice, and nothing to a page with no stylesheet or no script in its head', () => {
    const once = withStylePreloads(page);
    expect(withStylePreloads(once)).toBe(once);
    const plain = withStylePreloads(page.replace(' crossorigin', ''));
    expect(withStylePreloads(plain)).toBe(plain);
    const noStyle = page.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(withStylePreloads(noStyle)).toBe(noStyle);
    const noScript = page.replace(/<script>[^<]*<\/script>/g, '');
    expect(withStylePreloads(noScript)).toBe(noScript);
  });
});
