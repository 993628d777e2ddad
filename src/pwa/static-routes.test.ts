import { describe, expect, it } from 'vitest';
import { PAGES_CACHE_PREFIX, writtenPages } from './static-routes';

const manifest = [
  { url: 'index.html', revision: 'a1' },
  { url: 'en.html', revision: 'b1' },
  { url: 'en/home.html', revision: 'c1' },
  { url: 'assets/style-x.css', revision: null },
  'icons/icon-192.png',
];

describe('the written pages a static route serves', () => {
  it('gives each written page its clean address, / for index.html, and leaves other files out', () => {
    expect(writtenPages(manifest).map(({ path, file }) => [path, file])).toEqual([
      ['/', '/index.html'],
      ['/en', '/en.html'],
      ['/en/home', '/en/home.html'],
    ]);
  });

  it('keeps a version’s copies in a cache of its own: a changed page gets a new name, the same pages the same', () => {
    const name = writtenPages(manifest).cacheName;
    expect(name.startsWith(PAGES_CACHE_PREFIX)).toBe(true);
    expect(writtenPages([...manifest]).cacheName).toBe(name);
    const changed = manifest.map((entry) => (typeof entry !== 'string' && entry.url === 'en/home.html' ? { ...entry, revision: 'c2' } : entry));
    expect(writtenPages(changed).cacheName).not.toBe(name);
  });
});
