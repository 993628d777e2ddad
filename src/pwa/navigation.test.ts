// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressesOfRoute, ROUTE_IDS } from '@/routes/paths';
import { isAppNavigation } from './navigation';

describe('which page loads get the app shell offline', () => {
  it('every route of the app, in every language', () => {
    const paths = ROUTE_IDS.flatMap(addressesOfRoute);
    expect(paths).toContain('/en/guided');
    expect(paths).toContain('/es/escribir');
    for (const path of paths) expect(isAppNavigation(path), path).toBe(true);
    expect(isAppNavigation('/pagina-que-nao-existe')).toBe(true);
  });

  it('a route opened from a link with a query string, even one with a dot in it', () => {
    for (const path of ['/info?ref=aceno.app', '/en/needs?utm_source=news.letter', '/necessidades?v=1.2.3', '/en?from=home']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('never the files: built assets, symbols, self-hosted vendor files, icons, the worker and manifests', () => {
    for (const path of ['/assets/index-abc.js', '/symbols/1F44B.svg', '/vendor/face_mesh/face_mesh.js', '/vendor/webgazer/webgazer.js', '/icons/icon-192.png', '/sw.js', '/manifest.webmanifest', '/en/manifest.webmanifest', '/favicon.svg', '/sw.js?next-version', '/assets/index-abc.js?v=2', '/en/manifest.webmanifest?lang=en']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});
