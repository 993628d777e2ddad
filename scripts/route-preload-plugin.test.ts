// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadScript, preloadTable, screenModules, withPreloadScript } from './route-preload-plugin.ts';

const SCREENS_SOURCE = `export const SCREENS = {
  basic: lazyScreen(() => import('@/modes/basic/BasicScreen')),
  needs: lazyScreen(() => import('@/modes/cards/NeedsScreen')),
};`;

const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string | null; moduleIds?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  moduleIds: extra.moduleIds,
});

describe('the route preload table', () => {
  const screens = screenModules(SCREENS_SOURCE);

  it('reads each screen’s module from the screen table', () => {
    expect([...screens]).toEqual([
      ['basic', '/src/modes/basic/BasicScreen'],
      ['needs', '/src/modes/cards/NeedsScreen'],
    ]);
  });

  it('lists a screen’s own files, not the ones the entry loads anyway, under each of its addresses', () => {
    const table = preloadTable(screens, [
      chunk('assets/index.js', ['assets/app.js'], { isEntry: true, facadeModuleId: '/r/src/main.tsx' }),
      chunk('assets/app.js', []),
      chunk('assets/BasicScreen.js', ['assets/app.js', 'assets/modes.js'], { facadeModuleId: '/r/src/modes/basic/BasicScreen.tsx' }),
      chunk('assets/modes.js', ['assets/app.js']),
    ]);
    expect(table['/home']).toEqual(['/assets/BasicScreen.js', '/assets/modes.js']);
    expect(table['/en/home']).toEqual(table['/home']);
    expect(table['/necessidades']).toBeUndefined();
  });

  it('finds a screen grouped into a file with other modules', () => {
    const table = preloadTable(screens, [
      chunk('assets/index.js', [], { isEntry: true }),
      chunk('assets/mode-needs.js', ['assets/board-modes.js'], { moduleIds: ['/r/src/modes/cards/NeedsScreen.tsx', '/r/src/boards/vocabulary/needs.ts'] }),
      chunk('assets/board-modes.js', []),
    ]);
    expect(table['/necessidades']).toEqual(['/assets/mode-needs.js', '/assets/board-modes.js']);
  });

  it('puts the preload script before the entry’s module script', () => {
    const html = '<head><link rel="stylesheet" href="/s.css"><script type="module" src="/assets/index.js"></script></head>';
    const out = withPreloadScript(html, preloadScript({ '/home': ['/assets/a.js'] }));
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(() => withPreloadScript('<head></head>', '')).toThrow(/module script/);
  });

  it('adds the address’s files to the app’s start while the boot holds it for the first paint, and fetches them itself otherwise', () => {
    const run = (window: { acenoAppFiles?: string[] }) => {
      const head: { rel: string; href: string }[] = [];
      const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => head.push(link) } };
      new Function('window', 'location', 'document', preloadScript({ '/home': ['/assets/a.js'] }))(window, { pathname: '/home/' }, document);
      return head;
    };
    const held = { acenoAppFiles: ['/assets/index.js'] };
    expect(run(held)).toEqual([]);
    expect(held.acenoAppFiles).toEqual(['/assets/index.js', '/assets/a.js']);
    expect(run({})).toEqual([{ rel: 'modulepreload', href: '/assets/a.js' }]);
  });
});
