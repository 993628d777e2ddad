// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { manifestOf } from '@/languages';
import { manifestFileOf, webManifest } from './manifest';

describe('the web app manifest', () => {
  it('is one installable app in every language, starting at each language home', () => {
    const pt = webManifest(manifestOf('pt'));
    const en = webManifest(manifestOf('en'));
    const es = webManifest(manifestOf('es'));
    expect([pt.name, pt.short_name, pt.display, pt.scope, pt.start_url, pt.lang]).toEqual(['Aceno', 'Aceno', 'standalone', '/', '/', 'pt-BR']);
    expect([en.start_url, en.lang, en.id]).toEqual(['/en', 'en', pt.id]);
    expect([es.start_url, es.lang, es.id]).toEqual(['/es', 'es-419', pt.id]);
    expect(new Set([pt.description, en.description, es.description]).size).toBe(3);
    expect([manifestFileOf(manifestOf('pt')), manifestFileOf(manifestOf('es'))]).toEqual(['manifest.webmanifest', 'es/manifest.webmanifest']);
  });

  it('has 192 and 512 px icons and a maskable one', () => {
    const icons = webManifest(manifestOf('pt')).icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
