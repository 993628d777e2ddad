// First card and first tap for `npm run bench`, measured by the shared performance harness
// (../shared/tools/perf-harness/measure.mjs, the one the comparison with other AAC web apps was made with): a fresh
// profile per run, a returning user with a cold HTTP cache, every other host blocked, at 1× and 4× CPU. Per route:
// navigation → first choosable card, first tap → speech call, and the JS loaded before the first card (gzip).
// BENCH_FIRST_RUNS sets the runs per rate (default 3; the harness's own default is 5); BENCH_FIRST_ROUTES (comma
// separated) measures only those routes, to compare two builds quickly.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { freePort } from './bench-util.mjs';

const HARNESS = '../shared/tools/perf-harness';
// The activities' first choosable piece is a suggestion: choosing one starts the game (it says nothing). The figures'
// is a figure, which says its word (the harness blocks ARASAAC: the bundled symbols show).
export const FIRST_CARD_ROUTES = ['/', '/home', '/dinamico', '/necessidades', '/quebra-cabeca', '/quebra-cabeca/palavra', '/letras-sons', '/pictogramas'];
/** The routes whose first visit opens a notice or a first-time help: the unmeasured setup visit closes it. */
const FIRST_VISIT_DIALOG = new Set(['/', '/dinamico']);
const CLOSE_DIALOG = 'role=dialog >> role=button[name="Got it"]';
/** The start screen's cards open the modes, and an activity's suggestions start a game: no tap → speech figure. */
const SAYS_NOTHING = new Set(['/', '/quebra-cabeca', '/quebra-cabeca/palavra', '/letras-sons']);
/** The first choosable card: a button on the board screens, a link on the start screen (its mode cards open pages). */
const FIRST_CHOICE = '[data-choice]';
export const FIRST_CARD_GOALS = { visibleMs: { '1x': 300, '4x': 800 }, tapMs: { '1x': 8, '4x': 30 }, jsKb: 150 };

function run(args, { quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}: ${stderr.slice(-500)}`))));
  });
}

/** The harness's static server (no compression, unknown paths answered with index.html), on a free port. */
async function serve(outDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [`${HARNESS}/serve.mjs`, outDir, String(port), '--spa'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the harness server did not answer on ${url}`);
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

export async function firstCardBench(outDir) {
  if (!existsSync(`${HARNESS}/measure.mjs`)) return { skipped: `${HARNESS}/measure.mjs is not beside the project` };
  const runs = process.env.BENCH_FIRST_RUNS ?? '3';
  mkdirSync('reports', { recursive: true });
  const server = await serve(outDir);
  const routes = {};
  const only = process.env.BENCH_FIRST_ROUTES?.split(',').filter(Boolean);
  const chosen = only ? FIRST_CARD_ROUTES.filter((route) => only.includes(route)) : FIRST_CARD_ROUTES;
  try {
    for (const route of chosen) {
      const out = `reports/first-card${route === '/' ? '-root' : route.replace(/\//g, '-')}.json`;
      await run([`${HARNESS}/measure.mjs`, '--url', `${server.url}${route}`, '--selector', FIRST_CHOICE, '--label', `aceno${route}`, '--runs', runs, '--taps', '1', '--out', out, ...(FIRST_VISIT_DIALOG.has(route) ? ['--setup-click', CLOSE_DIALOG] : [])]);
      const { summary, runs: measured } = JSON.parse(readFileSync(out, 'utf8'));
      routes[route] = { '1x': figures(summary.rate1), '4x': figures(summary.rate4), offline: summary.rate1.offline };
      if (SAYS_NOTHING.has(route)) {
        for (const rate of ['1x', '4x']) routes[route][rate].firstTapMs = route === '/' ? 'opens a mode' : 'starts a game';
        // The harness's offline check also wants the tap to speak; here the card showing again offline is the check.
        const offline = measured.flatMap((run) => run.measures ?? []).map((m) => m.offline).filter(Boolean);
        routes[route].offline = `${offline.filter((o) => o.visible).length}/${offline.length} shown`;
      }
    }
  } finally {
    server.stop();
  }
  // A figure the harness could not take (null: no card, no speech call) is never within its goal.
  const atMost = (value, goal) => typeof value === 'number' && value <= goal;
  const within = (route) => ({
    visible1x: atMost(routes[route]['1x'].visibleMs, FIRST_CARD_GOALS.visibleMs['1x']),
    visible4x: atMost(routes[route]['4x'].visibleMs, FIRST_CARD_GOALS.visibleMs['4x']),
    ...(SAYS_NOTHING.has(route)
      ? {}
      : {
          tap1x: atMost(routes[route]['1x'].firstTapMs, FIRST_CARD_GOALS.tapMs['1x']),
          tap4x: atMost(routes[route]['4x'].firstTapMs, FIRST_CARD_GOALS.tapMs['4x']),
        }),
    js: atMost(routes[route]['1x'].jsKbAtVisible, FIRST_CARD_GOALS.jsKb),
  });
  return {
    unit: 'ms',
    measured: `shared perf harness, ${runs} fresh-profile runs per rate (returning user, cold HTTP cache, other hosts blocked): navigation → first choosable [data-choice] card (median), first tap → speechSynthesis.speak / media play (median), JS loaded before the first card (gzip -6, kB)`,
    routes,
    goals: FIRST_CARD_GOALS,
    withinGoal: Object.fromEntries(chosen.map((route) => [route, within(route)])),
  };
}
