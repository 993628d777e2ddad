// An imprecise pointer on the real screens, for `npm run bench`. The screens are the production build's, measured in
// headless Chromium: every choosable control's box on the type screen at 1280×800 and 390×844 and on the dynamic
// board at 1280×800. On them runs the app's own choosing — the dwell machine (machines/dwell.ts, dwell 1,000 ms,
// tolerance 30 px, lock-out 1,000 ms), snapping (src/input/snap.ts) and the magnifier's lens
// (src/input/magnifier/lens.ts) — on a simulated clock, so hundreds of selections take seconds, not hours, and each
// condition sees the same misses. The pointer misses like webcam gaze or a shaking head: every 33 ms (a 30 Hz camera)
// it is at the aimed target's centre + an aim bias for this selection (a random direction, length 0.5σ) + a drift
// that wanders (Ornstein–Uhlenbeck, time constant 500 ms, standard deviation 0.5σ) + jitter (Gaussian, standard
// deviation σ), clamped to the window; seeded. With the magnifier open the user aims at the enlarged target (or at
// the close bar when the lens opened where the target is not). Per σ: chosen right, chosen wrong, nothing chosen
// within 6 s (%), and the median seconds per right choice — 'today' (snapping and magnifier off), 'snapping',
// 'snapping + magnifier' on auto and on always, side by side. BENCH_POINTER_TRIALS sets the selections per condition.
import { createServer } from 'vite';
import { SimulatedClock, createActor } from 'xstate';
import { putRows } from '../tests/helpers/idb.ts';
import { localContext, round } from './bench-util.mjs';

const DWELL = { dwellMs: 1000, toleranceRadius: 30, lockoutMs: 1000 };
const TRIALS = Number(process.env.BENCH_POINTER_TRIALS ?? 300);
const FRAME_MS = 33;
const GIVE_UP_MS = 6000;
const SCENES = [
  { name: 'keys', path: '/en/type', sizes: [[1280, 800], [390, 844]], sigmas: [15, 35, 60] },
  { name: 'cards', path: '/en/dynamic', sizes: [[1280, 800]], sigmas: [35, 60, 100] },
];
const CONDITIONS = { today: { snap: false, magnifier: 'off' }, snapping: { snap: true, magnifier: 'off' }, snappingMagnifier: { snap: true, magnifier: 'auto' }, snappingMagnifierAlways: { snap: true, magnifier: 'always' } };
const GOALS = { keys35Right: 98, keys60Right: 95, keys60WrongMax: 1, cards100Right: 95, cards100WrongMax: 1, medianMaxDwells: 2 };

/** The app's own modules, as the build bundles them. */
async function appModules() {
  const server = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
  try {
    const [dwell, snap, lens, targets] = await Promise.all(
      ['/machines/dwell.ts', '/src/input/snap.ts', '/src/input/magnifier/lens.ts', '/src/input/targets.ts'].map((path) => server.ssrLoadModule(path)),
    );
    return { dwell, snap, lens, controls: targets.CONTROLS };
  } finally {
    await server.close();
  }
}

/** Every choosable control of a screen of the production build, with its box, and which are the scene's targets. */
async function measure(browser, baseURL, scene, [width, height], controls) {
  const context = await localContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(scene.path);
    // A returning user's screen: the first-time help is not on top.
    await putRows(page, 'flags', ['home', 'dynamic', 'constructor', 'guided', 'inclusive'].map((mode) => ({ key: `first-time:${mode}`, at: Date.now() })).concat({ key: 'social-prompt-dismissed', at: Date.now() }));
    await page.reload();
    await page.locator(scene.name === 'keys' ? '.typing[data-ready]' : 'main .card').first().waitFor();
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    return await page.evaluate(
      ({ kind, controls }) => {
        const seen = (el) => el.getClientRects().length > 0 && !el.closest('[inert], [hidden], [data-input-skip], [data-dwell-skip]');
        return [...document.body.querySelectorAll(controls)].filter(seen).map((el) => {
          const { left, top, width, height } = el.getBoundingClientRect();
          const label = kind === 'keys' ? (el.getAttribute('aria-label') ?? '') : (el.querySelector('.card__label')?.textContent?.trim() ?? '');
          // A target to aim at: wholly in the window (a pointer cannot aim past its edges; the page is not scrolled).
          const inWindow = top >= 0 && left >= 0 && top + height <= innerHeight && left + width <= innerWidth;
          const target = inWindow && (kind === 'keys' ? el.classList.contains('keyboard__key') && /^[a-z]$/.test(label) : el.matches('main .card'));
          return { box: { left, top, width, height }, target };
        });
      },
      { kind: scene.name, controls },
    );
  } finally {
    await context.close();
  }
}

function seeded(seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return { random, gauss };
}

/** The control under the point, as the page's hit test finds it: the innermost (smallest) box that holds it. */
function under(boxes, x, y) {
  let found = null;
  boxes.forEach((box, index) => {
    if (!box || x < box.left || y < box.top || x >= box.left + box.width || y >= box.top + box.height) return;
    if (found === null || box.width * box.height < boxes[found].width * boxes[found].height) found = index;
  });
  return found;
}

/** Moves the clock on to `time`, each timer firing at its own moment (a tick that sets the next one included). */
function advanceTo(clock, time) {
  for (;;) {
    let next = Infinity;
    for (const { start, timeout } of clock.timeouts.values()) next = Math.min(next, start + timeout);
    if (next > time) break;
    clock.set(Math.max(next, clock.now()));
  }
  clock.set(time);
}

/** One selection of `wanted` among `controls`: 'right', 'wrong' or 'none', and when. */
function select(app, controls, wanted, sigma, condition, window, rng) {
  const clock = new SimulatedClock();
  const settings = condition.snap ? app.snap.snappingDwell(DWELL, DWELL.dwellMs) : DWELL;
  const actor = createActor(app.dwell.dwellMachine, { clock, input: { settings } }).start();
  const page = controls.map((control) => control.box);
  // What is on screen: the page, or the lens's enlarged targets (each standing for a page control) and its close bar.
  let boxes = page;
  let standsFor = null;
  let outcome = null;
  // The lens opened or closed: the app starts its average anew (DwellInput), as the eyes jump to the new layout.
  let relaid = false;
  actor.on('activate', ({ index }) => {
    if (outcome) return;
    if (standsFor) {
      const chosen = standsFor[index];
      [boxes, standsFor, relaid] = [page, null, true];
      if (chosen === 'close') return;
      outcome = chosen === wanted ? 'right' : 'wrong';
      return;
    }
    const box = page[index];
    if (condition.magnifier !== 'off' && app.lens.opensLens(condition.magnifier, box)) {
      const shown = app.lens.lensLayout(page, index, window);
      if (shown.length > 1) {
        boxes = [{ left: 0, top: 0, width: window.width, height: app.lens.MAGNIFIER_BAR_PX }, ...shown.map((item) => item.box)];
        standsFor = ['close', ...shown.map((item) => item.index)];
        actor.send({ type: 'UNLOCK' });
        relaid = true;
        return;
      }
    }
    outcome = index === wanted ? 'right' : 'wrong';
  });
  const angle = rng.random() * 2 * Math.PI;
  const bias = { x: 0.5 * sigma * Math.cos(angle), y: 0.5 * sigma * Math.sin(angle) };
  const drift = { x: 0.5 * sigma * rng.gauss(), y: 0.5 * sigma * rng.gauss() };
  const decay = Math.exp(-FRAME_MS / 500);
  const spread = 0.5 * sigma * Math.sqrt(1 - decay * decay);
  // Snapping averages the points over a moment, as the app does (snap.ts).
  let smoother = app.snap.createSmoother();
  // The eyes arrive where they aim (the aim bias and drift), not at one frame's jitter: the average starts there.
  const first = boxes[wanted];
  smoother.point(first.left + first.width / 2 + bias.x + drift.x, first.top + first.height / 2 + bias.y + drift.y, -FRAME_MS);
  // Opening the lens takes part of the dwell, as in the app (DwellInput).
  const lensOpens = page.map((box) => condition.magnifier !== 'off' && app.lens.opensLens(condition.magnifier, box));
  for (let t = 0; t < GIVE_UP_MS; t += FRAME_MS) {
    // As in the app's dwell (DwellInput): the nearest target now, no margin for the one being filled — the time
    // that adds up per target is what keeps a jitter from stealing it.
    // The user looks at the wanted target: in the lens, its enlarged copy, or the close bar when the lens missed it.
    const aimAt = standsFor ? Math.max(0, standsFor.indexOf(wanted)) : wanted;
    const aim = boxes[aimAt];
    drift.x = drift.x * decay + spread * rng.gauss();
    drift.y = drift.y * decay + spread * rng.gauss();
    const x = Math.min(window.width - 1, Math.max(0, aim.left + aim.width / 2 + bias.x + drift.x + sigma * rng.gauss()));
    const y = Math.min(window.height - 1, Math.max(0, aim.top + aim.height / 2 + bias.y + drift.y + sigma * rng.gauss()));
    if (relaid) [smoother, relaid] = [app.snap.createSmoother(), false];
    const at = condition.snap ? smoother.point(x, y, t) : { x, y };
    const current = condition.snap ? app.snap.snapTarget(boxes, at.x, at.y, null) : under(boxes, at.x, at.y);
    const ownDwell = !standsFor && current !== null && lensOpens[current] ? DWELL.dwellMs * app.lens.LENS_DWELL_SHARE : undefined;
    actor.send({ type: 'POINT', x: at.x, y: at.y, target: current, dwellMs: ownDwell });
    advanceTo(clock, t + FRAME_MS);
    if (outcome) {
      actor.stop();
      return { outcome, seconds: (t + FRAME_MS) / 1000 };
    }
  }
  actor.stop();
  return { outcome: 'none', seconds: null };
}

function summarise(results) {
  const count = (outcome) => results.filter((r) => r.outcome === outcome).length;
  const pct = (n) => round((100 * n) / results.length);
  const seconds = results.filter((r) => r.outcome === 'right').map((r) => r.seconds).sort((a, b) => a - b);
  return {
    rightPct: pct(count('right')),
    wrongPct: pct(count('wrong')),
    nonePct: pct(count('none')),
    medianSecondsPerRight: seconds.length > 0 ? round(seconds[Math.floor(seconds.length / 2)] * 100) / 100 : null,
  };
}

export async function pointerBench(browser, baseURL) {
  const app = await appModules();
  const out = {};
  for (const scene of SCENES) {
    for (const size of scene.sizes) {
      const key = `${scene.name}${size[0]}x${size[1]}`;
      const controls = await measure(browser, baseURL, scene, size, app.controls);
      const wanted = controls.flatMap((control, index) => (control.target ? [index] : []));
      if (wanted.length === 0) throw new Error(`No ${scene.name} measured at ${key}`);
      const window = { width: size[0], height: size[1] };
      out[key] = { targets: wanted.length, controls: controls.length };
      for (const sigma of scene.sigmas) {
        out[key][`sigma${sigma}`] = Object.fromEntries(
          Object.entries(CONDITIONS).map(([name, condition]) => {
            const rng = seeded(1000 + sigma);
            const results = Array.from({ length: TRIALS }, () => select(app, controls, wanted[Math.floor(rng.random() * wanted.length)], sigma, condition, window, rng));
            return [name, summarise(results)];
          }),
        );
      }
    }
  }
  const best = (key, sigma) => {
    const row = out[key]?.[`sigma${sigma}`];
    return row && [row.snapping, row.snappingMagnifier, row.snappingMagnifierAlways].sort((a, b) => b.rightPct - a.rightPct)[0];
  };
  const within = (key, sigma, right, wrongMax = 100) => ['snapping', 'snappingMagnifier', 'snappingMagnifierAlways'].some((name) => out[key][`sigma${sigma}`][name].rightPct >= right && out[key][`sigma${sigma}`][name].wrongPct <= wrongMax);
  // The goals for one condition alone (a setting a therapist can choose): every σ's figures from that one column.
  const allGoals = (name) =>
    ['keys1280x800', 'keys390x844'].every((key) => out[key].sigma35[name].rightPct >= GOALS.keys35Right && out[key].sigma60[name].rightPct >= GOALS.keys60Right && out[key].sigma60[name].wrongPct <= GOALS.keys60WrongMax) &&
    out.cards1280x800.sigma100[name].rightPct >= GOALS.cards100Right &&
    out.cards1280x800.sigma100[name].wrongPct <= GOALS.cards100WrongMax &&
    medians(name).every((s) => s <= (GOALS.medianMaxDwells * DWELL.dwellMs) / 1000);
  const medians = (name) => Object.values(out).flatMap((bySigma) => Object.values(bySigma).flatMap((row) => (typeof row === 'object' && row[name]?.medianSecondsPerRight) || []));
  return {
    measured: `the production build's screens measured in headless Chromium; the app's dwell machine (dwell ${DWELL.dwellMs} ms, tolerance ${DWELL.toleranceRadius} px, lock-out ${DWELL.lockoutMs} ms), snapping and magnifier lens on a simulated clock; a simulated camera pointer at 30 Hz (aim bias 0.5σ, Ornstein–Uhlenbeck drift τ 500 ms sd 0.5σ, jitter σ); ${TRIALS} seeded selections per condition, 6 s each at most. 'today': snapping and magnifier off; 'snapping': snap to the nearest target; 'snappingMagnifier': snapping with the magnifier on auto (targets under ${app.lens.MAGNIFY_BELOW_PX} px; the lens shows the ${app.lens.MAGNIFIED_COUNT} targets nearest the dwell over the window, opened in ${app.lens.LENS_DWELL_SHARE} of the dwell); 'snappingMagnifierAlways': the magnifier for every target`,
    dwellMs: DWELL.dwellMs,
    ...out,
    goals: GOALS,
    withinGoals: {
      keys35: ['keys1280x800', 'keys390x844'].every((key) => within(key, 35, GOALS.keys35Right)),
      keys60: ['keys1280x800', 'keys390x844'].every((key) => within(key, 60, GOALS.keys60Right, GOALS.keys60WrongMax)),
      cards100: within('cards1280x800', 100, GOALS.cards100Right, GOALS.cards100WrongMax),
      medianSnapping: medians('snapping').every((s) => s <= (GOALS.medianMaxDwells * DWELL.dwellMs) / 1000),
      medianSnappingMagnifier: medians('snappingMagnifier').every((s) => s <= (GOALS.medianMaxDwells * DWELL.dwellMs) / 1000),
      medianSnappingMagnifierAlways: medians('snappingMagnifierAlways').every((s) => s <= (GOALS.medianMaxDwells * DWELL.dwellMs) / 1000),
    },
    goalsMetBy: Object.keys(CONDITIONS).filter(allGoals),
    bestAtGoals: { keys1280x800sigma60: best('keys1280x800', 60), keys390x844sigma60: best('keys390x844', 60), cards1280x800sigma100: best('cards1280x800', 100) },
  };
}
