// Mode timing for `npm run bench`: for each mode screen the app has (read from src/app/screens.ts when the bench
// runs), the time from an in-app route change (the router follows history, as a link click does) to the mode's
// first card being on screen and enabled — choosable by touch, keys, switch or dwell. Cold = the mode's code is
// fetched on the way; warm = the second and later visits. Headless Chromium on the built app.
import { readFileSync } from 'node:fs';
import { installChoosable, localContext, round, summary } from './bench-util.mjs';

/**
 * Screens that are not communication modes (the professional area and a shared board's page, whose paths hold an id,
 * are left out by their ids and paths). Inclusive City opens on its welcome step (the city) before any card.
 */
const NOT_MODES = new Set(['home', 'info', 'settings', 'contact', 'boards', 'boardPrint', 'inclusiveCity']);
const WARM_SAMPLES = 7;

/** The mode routes that have a screen, with their Portuguese paths, in the order screens.ts lists them. */
export function modeRoutes(root = '.') {
  const screens = readFileSync(`${root}/src/app/screens.ts`, 'utf8');
  const ptPath = new Map(Object.entries(JSON.parse(readFileSync(`${root}/src/languages/pt/language.json`, 'utf8')).routes));
  return [...screens.matchAll(/^\s+(\w+): lazy(?:Screen)?\(/gm)]
    .map((m) => m[1])
    .filter((id) => !NOT_MODES.has(id) && !id.startsWith('professional') && ptPath.has(id) && !ptPath.get(id).includes(':'))
    .map((id) => ({ id, path: ptPath.get(id) }));
}

/**
 * In the page: change the route through history (what the router's links do), then watch the DOM until a new
 * `[data-choice]` element is choosable (installChoosable). Returns the ms taken, or null after `timeoutMs`.
 */
function navigateAndWait({ path, timeoutMs }) {
  const before = new Set(document.querySelectorAll('[data-choice]'));
  const choosable = () => [...document.querySelectorAll('[data-choice]')].some((el) => !before.has(el) && window.__acenoChoosable(el));
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (value) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    };
    const observer = new MutationObserver(() => {
      if (location.pathname === path && choosable()) done(performance.now() - started);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const timer = setTimeout(() => done(null), timeoutMs);
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
}

async function openHome(browser, baseURL) {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  await installChoosable(page);
  await page.goto('/');
  await page.locator('main h1').waitFor();
  return { context, page };
}

async function measureMode(browser, baseURL, { id, path }) {
  // A fresh page each mode, so its first visit really fetches the mode's code.
  const { context, page } = await openHome(browser, baseURL);
  try {
    const samples = [];
    for (let i = 0; i <= WARM_SAMPLES; i += 1) {
      const ms = await page.evaluate(navigateAndWait, { path, timeoutMs: 15_000 });
      if (ms === null) return { id, path, error: 'no choosable card within 15 s' };
      samples.push(ms);
      const home = await page.evaluate(navigateAndWait, { path: '/', timeoutMs: 15_000 });
      if (home === null) return { id, path, error: 'the home page did not come back' };
    }
    const [cold, ...warm] = samples;
    const { samples: count, p50, max } = summary(warm);
    return { id, path, coldMs: round(cold), warm: { samples: count, p50, max } };
  } finally {
    await context.close();
  }
}

export async function modesBench(browser, baseURL) {
  const routes = modeRoutes();
  const modes = {};
  for (const route of routes) {
    const { id, ...figures } = await measureMode(browser, baseURL, route);
    modes[id] = figures;
  }
  return {
    unit: 'ms',
    measured: 'headless Chromium, from the home page: history route change → first enabled [data-choice] rendered',
    modes,
  };
}
