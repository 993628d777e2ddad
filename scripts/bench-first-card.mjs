// First card and first tap for `npm run bench`, measured by the shared performance harness
// (../shared/tools/perf-harness/measure.mjs, the one the comparison with other AAC web apps was made with): a fresh
// profile per run, a returning user with a cold HTTP cache, every other host blocked, at 1× and 4× CPU. Per route:
// navigation → first choosable card, first tap → speech call, and the JS loaded before the first card (gzip).
// The same runs measure "the floor" (scripts/bench-floor.html: a plain page, one button whose inline handler speaks),
// and each figure is also given as a ratio to the floor's: the machine's speed changes from day to day, the ratio
// much less (issue 27's goals are ratios).
// The harness's browser is English (en-US), so the English addresses are measured (a Portuguese one would first be
// sent to its English page). BENCH_FIRST_RUNS sets the runs per rate (default 2; the harness's own default is 5);
// BENCH_FIRST_ROUTES (comma separated, or "all") chooses the routes: by default the three board routes written at
// build time (the start screen `/en` is written too, but its cards open modes), to keep the bench short.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { staticServer } from './bench-util.mjs';

const HARNESS = '../shared/tools/perf-harness';
const FLOOR = '/bench-floor.html';
// The activities' first choosable piece is a suggestion: choosing one starts the game (it says nothing). The figures'
// is a figure, which says its word (the harness blocks ARASAAC: the bundled symbols show).
export const FIRST_CARD_ROUTES = ['/en', '/en/home', '/en/dynamic', '/en/needs', '/en/puzzle', '/en/puzzle/word', '/en/letters-sounds', '/en/pictograms'];
/** Board routes written at build time (src/routes/prerendered.ts), measured by default. */
const WRITTEN_ROUTES = ['/en/home', '/en/dynamic', '/en/needs'];
/** The routes whose first visit opens a notice or a first-time help: the unmeasured setup visit closes it. */
const FIRST_VISIT_DIALOG = new Set(['/en', '/en/dynamic']);
const CLOSE_DIALOG = 'role=dialog >> role=button[name="Got it"]';
/** The start screen's cards open the modes, and an activity's suggestions start a game: no tap → speech figure. */
const SAYS_NOTHING = new Set(['/en', '/en/puzzle', '/en/puzzle/word', '/en/letters-sounds']);
/** The first choosable card: a button on the board screens, a link on the start screen (its mode cards open pages). */
const FIRST_CHOICE = '[data-choice]';
/** Issue 27: at most this many times the floor's figure, at 1× and 4× (a board of the user's own: 2×). */
export const FIRST_CARD_GOALS = { visibleRatio: 1.5, ownBoardVisibleRatio: 2, tapRatio: 1.5, jsKb: 150 };
/**
 * A returning user whose word boards have their own look (capitals, set in the unmeasured visit): the written page
 * must not show, and the app draws the user's board. Measured with the dynamic mode's page.
 */
const OWN_LOOK = { key: '/en/dynamic (own look)', route: '/en/dynamic', out: 'en-dynamic-own-look', setup: [CLOSE_DIALOG, 'role=button[name="Options"]', 'role=button[name="Uppercase letters"]'] };

function run(args, { quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}: ${stderr.slice(-500)}`))));
  });
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function figures(rate) {
  return {
    visibleMs: rate.visibleMs,
    visibleMsRange: [rate.visibleMsMin, rate.visibleMsMax],
    firstTapMs: rate.tapFirstMs,
    tapApi: rate.tapApi,
    jsKbAtVisible: kb(rate.jsGzip6AtVisible),
    jsFilesAtVisible: rate.requestsAtVisible,
  };
}

const ratio = (value, floor) => (typeof value === 'number' && typeof floor === 'number' && floor > 0 ? Math.round((value / floor) * 100) / 100 : null);

/** One address measured by the harness: its figures at 1× and 4×, and its offline reload. */
async function measure(server, route, runs, { setup = FIRST_VISIT_DIALOG.has(route) ? [CLOSE_DIALOG] : [], name = route === '/' ? '-root' : route.replace(/[/.]/g, '-') } = {}) {
  const out = `reports/first-card${name}.json`;
  await run([`${HARNESS}/measure.mjs`, '--url', `${server.url}${route}`, '--selector', FIRST_CHOICE, '--label', `aceno${route}`, '--runs', runs, '--taps', '1', '--tap-gap', '0', '--out', out, ...setup.flatMap((click) => ['--setup-click', click])]);
  const { summary, runs: measured } = JSON.parse(readFileSync(out, 'utf8'));
  return { figures: { '1x': figures(summary.rate1), '4x': figures(summary.rate4), offline: summary.rate1.offline }, measured };
}

export async function firstCardBench(outDir) {
  if (!existsSync(`${HARNESS}/measure.mjs`)) return { skipped: `${HARNESS}/measure.mjs is not beside the project` };
  const runs = process.env.BENCH_FIRST_RUNS ?? '2';
  mkdirSync('reports', { recursive: true });
  const server = await staticServer(outDir, { [FLOOR]: new URL('./bench-floor.html', import.meta.url) });
  const routes = {};
  const only = process.env.BENCH_FIRST_ROUTES?.split(',').filter(Boolean);
  const chosen = only?.includes('all') ? FIRST_CARD_ROUTES : only ? FIRST_CARD_ROUTES.filter((route) => only.includes(route)) : WRITTEN_ROUTES;
  let floor;
  try {
    floor = (await measure(server, FLOOR, runs)).figures;
    const cases = chosen.map((route) => ({ key: route, route }));
    if (chosen.includes(OWN_LOOK.route) && process.env.BENCH_FIRST_OWN !== '0') cases.push(OWN_LOOK);
    for (const { key, route, setup, out } of cases) {
      const { figures: measured, measured: runsMeasured } = await measure(server, route, runs, { ...(setup && { setup }), ...(out && { name: `-${out}` }) });
      routes[key] = measured;
      for (const rate of ['1x', '4x']) {
        routes[key][rate].visibleVsFloor = ratio(measured[rate].visibleMs, floor[rate].visibleMs);
        routes[key][rate].tapVsFloor = SAYS_NOTHING.has(route) ? null : ratio(measured[rate].firstTapMs, floor[rate].firstTapMs);
      }
      if (SAYS_NOTHING.has(route)) {
        for (const rate of ['1x', '4x']) routes[key][rate].firstTapMs = route === '/en' ? 'opens a mode' : 'starts a game';
        // The harness's offline check also wants the tap to speak; here the card showing again offline is the check.
        const offline = runsMeasured.flatMap((one) => one.measures ?? []).map((m) => m.offline).filter(Boolean);
        routes[key].offline = `${offline.filter((o) => o.visible).length}/${offline.length} shown`;
      }
    }
  } finally {
    server.stop();
  }
  // A figure the harness could not take (null: no card, no speech call) is never within its goal.
  const atMost = (value, goal) => typeof value === 'number' && value <= goal;
  const visibleGoal = (route) => (route === OWN_LOOK.key ? FIRST_CARD_GOALS.ownBoardVisibleRatio : FIRST_CARD_GOALS.visibleRatio);
  const within = (route) => ({
    visible1x: atMost(routes[route]['1x'].visibleVsFloor, visibleGoal(route)),
    visible4x: atMost(routes[route]['4x'].visibleVsFloor, visibleGoal(route)),
    ...(SAYS_NOTHING.has(route)
      ? {}
      : {
          tap1x: atMost(routes[route]['1x'].tapVsFloor, FIRST_CARD_GOALS.tapRatio),
          tap4x: atMost(routes[route]['4x'].tapVsFloor, FIRST_CARD_GOALS.tapRatio),
        }),
    js: atMost(routes[route]['1x'].jsKbAtVisible, FIRST_CARD_GOALS.jsKb),
  });
  return {
    unit: 'ms',
    measured: `shared perf harness, ${runs} fresh-profile runs per rate (returning user, cold HTTP cache, other hosts blocked): navigation → first choosable [data-choice] card (median), first tap → speechSynthesis.speak / media play (median), JS loaded before the first card (gzip -6, kB); …VsFloor: the figure ÷ the floor page's in this run`,
    floor,
    routes,
    goals: FIRST_CARD_GOALS,
    withinGoal: Object.fromEntries(Object.keys(routes).map((route) => [route, within(route)])),
  };
}
