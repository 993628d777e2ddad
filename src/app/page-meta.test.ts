import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';

const meta = { title: 'Aceno', description: 'Comunicação alternativa', path: '/info' };
const manifestHref = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');

beforeEach(() => {
  // As the build writes it: the Portuguese manifest.
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
});

describe('page meta', () => {
  it('links the web manifest of the page language, so an install names the app in it', () => {
    applyPageMeta({ ...meta, path: '/en/info', lang: 'en' });
    expect(manifestHref()).toBe('/en/manifest.webmanifest');
    expect(document.documentElement.lang).toBe('en');
    applyPageMeta({ ...meta, lang: 'pt' });
    expect(manifestHref()).toBe('/manifest.webmanifest');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('adds no manifest link where the page has none (the dev server)', () => {
    document.head.innerHTML = '';
    applyPageMeta({ ...meta, lang: 'en' });
    expect(manifestHref()).toBeUndefined();
    expect(document.title).toBe('Aceno');
  });
});
