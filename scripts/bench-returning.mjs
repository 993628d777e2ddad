// The returning user's first paint for `npm run bench` (issue 37), from Chromium's own trace
// (scripts/trace-first-paint.mjs): for `/en/home`, `/en/dynamic` and `/`, at 1× and 4× CPU, each load in a new
// browser process on one profile — a first visit; a returning user as the shared harness makes one ("cold": the app's
// data kept, the HTTP cache, cache storage and service worker cleared); a returning user whose service worker serves
// the page ("worker") — beside the plain one-button page loaded the same way in the same run. Per case: the first
// contentful paint and the first choosable card (ms from navigation start, the median of the runs), each as a ratio
// to the plain page's same case, and the JS (gzip) and requests finished before the card. Beside each route, the same
// written page with its scripts taken out ("samePageStatic": its content and styles alone, in a new process), and
// each returning case's paint as a ratio to it ("overSamePage"): the app's own share of the wait.
// BENCH_RETURNING_RUNS sets the runs per rate (default 2); BENCH_RETURNING_ROUTES (comma separated) the routes.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { FLOOR, samePageStatic, traceFirstPaint } from './trace-first-paint.mjs';

export const RETURNING_ROUTES = ['/en/home', '/en/dynamic', '/'];
/** Issue 37: every returning case within this many times the plain page's, at 1× and 4×; no JS before the card. */
export const RETURNING_GOALS = { ratio: 2, jsKbBeforeCard: 0 };
const CASES = ['firstVisit', 'cold', 'worker'];

const ratio = (value, floor) => (typeof value === 'number' && typeof floor === 'number' && floor > 0 ? Math.round((value / floor) * 100) / 100 : null);

/** The gzip size of the app's files the load had fetched before its first card, in kB. */
function jsKb(outDir, paths) {
  const bytes = paths.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipSync(readFileSync(`${outDir}${path}`), { level: 9 }).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

export async function returningBench(outDir) {
  const runs = Number(process.env.BENCH_RETURNING_RUNS ?? 2);
  const routes = process.env.BENCH_RETURNING_ROUTES?.split(',').filter(Boolean) ?? RETURNING_ROUTES;
  const traced = await traceFirstPaint(outDir, { routes, rates: [1, 4], runs });
  const floor = traced[FLOOR];
  const result = { unit: 'ms from navigation start, median of the runs', runs, floor: {}, routes: {} };
  for (const rate of ['1x', '4x']) {
    result.floor[rate] = Object.fromEntries(CASES.map((kind) => [kind, { firstContentfulPaint: floor[rate][kind].firstContentfulPaint, firstCard: floor[rate][kind].firstCard }]));
  }
  const misses = [];
  for (const route of routes) {
    result.routes[route] = {};
    for (const rate of ['1x', '4x']) {
      const same = traced[samePageStatic(route)][rate].cold;
      result.routes[route][rate] = Object.fromEntries([
        ...CASES.map((kind) => {
          const load = traced[route][rate][kind];
          const plain = floor[rate][kind];
          const figures = {
            firstContentfulPaint: load.firstContentfulPaint,
            firstCard: load.firstCard,
            paintRatio: ratio(load.firstContentfulPaint, plain.firstContentfulPaint),
            cardRatio: ratio(load.firstCard, plain.firstCard),
            overSamePage: kind === 'firstVisit' ? undefined : ratio(load.firstContentfulPaint, same.firstContentfulPaint),
            htmlFromWorker: load.htmlFromWorker,
            jsKbBeforeCard: jsKb(outDir, load.pathsBeforeCard),
            requestsBeforeCard: load.requestsBeforeCard,
          };
          if (kind !== 'firstVisit') {
            if (!(figures.paintRatio <= RETURNING_GOALS.ratio)) misses.push(`${route} ${rate} ${kind} paint ${figures.paintRatio}×`);
            if (!(figures.cardRatio <= RETURNING_GOALS.ratio)) misses.push(`${route} ${rate} ${kind} card ${figures.cardRatio}×`);
          }
          if (figures.jsKbBeforeCard > RETURNING_GOALS.jsKbBeforeCard) misses.push(`${route} ${rate} ${kind} ${figures.jsKbBeforeCard} kB of JS before the card`);
          return [kind, figures];
        }),
        ['samePageStatic', { firstContentfulPaint: same.firstContentfulPaint, firstCard: same.firstCard, paintRatio: ratio(same.firstContentfulPaint, floor[rate].cold.firstContentfulPaint) }],
      ]);
    }
  }
  return { ...result, goals: RETURNING_GOALS, withinGoals: misses.length === 0, misses };
}
