import { describe, expect, it } from 'vitest';
import { writtenPage } from './prerender-plugin';

const shell = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Aceno</title>
    <meta name="description" content="Aceno: comunicação alternativa gratuita" />
    <meta property="og:title" content="Aceno" />
    <meta property="og:description" content="Aceno: comunicação alternativa gratuita" />
    <script>guard()</script>
    <script>boot()</script>
    <script>table()</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page written at build time', () => {
  const page = writtenPage(
    shell,
    { path: '/en/dynamic', lang: 'en', tag: 'en', route: 'dynamic', boards: ['builtin-dynamic'], mode: 'dynamic' },
    { markup: '<main id="main"><button class="card">Yes</button></main>', title: 'Dynamic mode — Aceno', description: 'Every "word" & more' },
    { script: 'table()', files: ['/assets/mode-dynamic.js', '/assets/board-modes.js'] },
  );

  it('says what it is before the boot script reads it, in its language, with its title and description', () => {
    const mark = page.indexOf('<meta name="aceno-prerendered" content="/en/dynamic" data-lang="en" data-boards="builtin-dynamic" data-mode="dynamic"');
    expect(mark).toBeGreaterThan(0);
    expect(mark).toBeLessThan(page.indexOf('<script>guard()'));
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Dynamic mode — Aceno</title>');
    expect(page).toContain('<meta name="description" content="Every &quot;word&quot; &amp; more" />');
    expect(page).toContain('<meta property="og:title" content="Dynamic mode — Aceno" />');
  });

  it('holds the drawn screen in #root, marked with its address, and adds no script', () => {
    expect(page).toContain('<div id="root" data-prerendered="/en/dynamic"><main id="main"><button class="card">Yes</button></main></div>');
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
  });

  it('names the app’s entry and its own screen files for the boot to start, instead of the table of every address', () => {
    expect(page).not.toContain('table()');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('data-app="/assets/index.js" data-files="/assets/mode-dynamic.js /assets/board-modes.js /assets/runtime.js" />');
  });

  it('keeps the table in the page every other address is served (index.html), for the boot to add to', () => {
    const index = writtenPage(shell, { path: '/', lang: 'pt', tag: 'pt-BR', route: 'home', boards: [] }, { markup: '<main id="main"></main>', title: 'Aceno', description: 'Aceno' });
    expect(index).toContain('<script>table()</script>');
    expect(index).not.toContain('<script type="module"');
    expect(index).toContain('data-app="/assets/index.js" data-files="/assets/runtime.js" />');
  });

  it('refuses a shell it cannot write into', () => {
    expect(() => writtenPage(shell.replace('<div id="root"></div>', ''), { path: '/', lang: 'pt', tag: 'pt-BR', route: 'home', boards: [] }, { markup: '', title: '', description: '' })).toThrow(/#root/);
  });
});
