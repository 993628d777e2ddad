// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { webManifest } from './manifest';

describe('the web app manifest', () => {
  it('is one installable app in both languages, starting at each language home', () => {
    const pt = webManifest('pt');
    const en = webManifest('en');
    expect([pt.name, pt.short_name, pt.display, pt.scope, pt.start_url, pt.lang]).toEqual(['Aceno', 'Aceno', 'standalone', '/', '/', 'pt-BR']);
    expect([en.start_url, en.lang, en.id]).toEqual(['/en', 'en', pt.id]);
    expect(en.description).not.toBe(pt.description);
  });

  it('has 192 and 512 px icons and a maskable one', () => {
    const icons = webManifest('pt').icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
