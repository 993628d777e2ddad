// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalStyle } from './critical-style';

const dir = mkdtempSync(join(tmpdir(), 'aceno-style-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'style.css'),
  [
    ':root { --ink: #111; }',
    ':root[data-theme="dark"] { --ink: #eee; }',
    'html[data-prerender="off"] #root[data-prerendered] { visibility: hidden; }',
    '.screen-title { font-size: 2rem; }',
    '.card__symbol--image { object-fit: contain; }',
    '.settings-panel { display: grid; }',
    '@media (max-width: 600px) { .screen-title { font-size: 1.5rem; } }',
  ].join('\n'),
);

const page = `<!doctype html><html lang="en"><head><title>Needs</title>
<link rel="preload" as="style" crossorigin href="/style.css">
<script>/* boot */</script>
<link rel="stylesheet" crossorigin href="/style.css">
</head><body><div id="root" data-prerendered="/en/needs"><h1 class="screen-title">Needs</h1></div></body></html>`;

describe("a written page's own styles", () => {
  it('keeps the rules its markup uses, the theme, the boot’s and every card’s; links the rest without holding the paint', async () => {
    const html = await criticalStyle(dir, '/')(page);
    const inline = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('.screen-title');
    expect(inline).toContain('@media (max-width: 600px) {.screen-title');
    expect(inline).toContain('data-theme');
    expect(inline).toContain('data-prerender');
    // The boot may draw a device's own board, with a picture the built-in one has not.
    expect(inline).toContain('.card__symbol--image');
    expect(inline).not.toContain('.settings-panel');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/style.css" media="print" data-beasties-media="all">/);
    expect(html).not.toContain('rel="preload"');
    // The page's scripts are the ones the security policy names, unchanged.
    expect(html.match(/<script>[^<]*<\/script>/g)).toEqual(['<script>/* boot */</script>']);
  });

  it('refuses a page it could not give its styles (no stylesheet linked)', async () => {
    await expect(criticalStyle(dir, '/')(page.replace(/<link[^>]*>/g, ''))).rejects.toThrow(/own styles/);
  });
});
