// OpenStreetMap's services for the e2e tests, answered from tests/fixtures/places with Playwright routes (no test
// reaches the internet): Photon, Nominatim, Overpass and the map embed. Each can fail or hang instead, and every
// request is listed for assertions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

/** The fixture position: about 15 m from the fixture pharmacy (tests/fixtures/places/README.md). */
export const NEAR_PHARMACY = { latitude: -8.06317, longitude: -34.8711, accuracy: 10 };

type Behaviour = 'answer' | 'fail' | 'hang';

export interface PlacesOptions {
  photon?: Behaviour;
  nominatim?: Behaviour;
  overpass?: Behaviour;
}

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/places', name), 'utf8');

export async function answerPlaces(context: BrowserContext, options: PlacesOptions = {}): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  const serve = (behaviour: Behaviour | undefined, body: string) => async (route: Route) => {
    requests.push(route.request().url());
    if (behaviour === 'hang') return; // never answered: the app must give up by itself
    if (behaviour === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' });
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body });
  };
  await context.route('https://photon.komoot.io/**', serve(options.photon, fixture('photon-recife.json')));
  await context.route('https://nominatim.openstreetmap.org/**', serve(options.nominatim, fixture('nominatim-recife.json')));
  await context.route('https://overpass-api.de/**', serve(options.overpass, fixture('overpass-pharmacy.json')));
  await context.route('https://www.openstreetmap.org/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return { requests };
}
