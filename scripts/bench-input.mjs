// Input timing for `npm run bench`: how far the scan steps and dwell activations land from the times the user
// set, in headless Chromium on the built app. Budget: one display frame (17 ms) at p95.
import { putRows } from '../tests/helpers/idb.ts';
import { localContext, summary } from './bench-util.mjs';

const FRAME_MS = 17;

async function openWithProfile(browser, baseURL, profile, path = '/') {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('main h1').waitFor();
  await putRows(page, 'settings', [{ key: 'input-profile', value: profile }]);
  await putRows(page, 'flags', ['first-time:home', 'social-prompt-dismissed'].map((key) => ({ key, at: Date.now() })));
  await page.reload();
  await page.locator('main h1').waitFor();
  return { context, page };
}

async function scanSteps(browser, baseURL) {
  const intervalMs = 500;
  const factor = 1.5;
  const { context, page } = await openWithProfile(browser, baseURL, { preset: 'oneSwitchAuto', scan: { intervalMs, firstItemFactor: factor, loops: 10 } });
  try {
    // Each time an item gains the highlight: when, and which element.
    await page.evaluate(() => {
      window.__steps = [];
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.attributeName === 'data-scan-highlight' && r.target.getAttribute('data-scan-highlight') === 'item') {
            // The scan starts again from the first item when the screen's targets change while the runtime
            // loads (the same item highlighted again, nothing moves on screen): that is one step, timed from
            // the last start.
            const last = window.__steps.at(-1);
            if (last?.el === r.target && performance.now() - last.at < 50) last.at = performance.now();
            else window.__steps.push({ at: performance.now(), el: r.target });
          }
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-scan-highlight'] });
    });
    await page.waitForFunction(() => window.__steps.length >= 41, null, { timeout: 60_000, polling: 200 });
    // The first item of a pass is the highlighted element that comes first in the document.
    const steps = await page.evaluate(() => {
      const first = window.__steps.map((s) => s.el).reduce((a, b) => (b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING ? b : a));
      return window.__steps.map((s) => ({ at: s.at, first: s.el === first }));
    });
    const errors = [];
    for (let i = 0; i + 1 < steps.length; i += 1) {
      const expected = steps[i].first ? intervalMs * factor : intervalMs;
      errors.push(Math.abs(steps[i + 1].at - steps[i].at - expected));
    }
    return { intervalMs, firstItemFactor: factor, ...summary(errors) };
  } finally {
    await context.close();
  }
}

async function dwellActivations(browser, baseURL) {
  const dwellMs = 1000;
  const { context, page } = await openWithProfile(browser, baseURL, { preset: 'pointerDwell', dwell: { dwellMs, lockoutMs: 1000 } }, '/info');
  try {
    await page.evaluate(() => {
      window.__clicks = [];
      window.__moves = [];
      document.addEventListener('click', (e) => window.__clicks.push(e.timeStamp), true);
      document.addEventListener('pointermove', (e) => window.__moves.push(e.timeStamp), true);
    });
    // The info page's demo cards say their word and add it to the demo sentence: the page stays put between
    // samples. The first three, side by side.
    const cards = page.locator('#demo [data-choice]');
    const count = Math.min(3, await cards.count());
    const errors = [];
    for (let i = 0; i < 12; i += 1) {
      const card = cards.nth(i % count);
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      await page.mouse.move(2, 2);
      await page.waitForTimeout(1100); // past the lock-out, away from every card
      const before = await page.evaluate(() => window.__clicks.length);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2); // one jump: one pointermove
      await page.waitForFunction((n) => window.__clicks.length > n, before, { timeout: 5000, polling: 50 }).catch(async (error) => {
        const state = await page.evaluate(() => ({ clicks: window.__clicks.length, moves: window.__moves.length, ring: !!document.querySelector('.dwell-ring'), url: location.pathname }));
        throw new Error(`dwell sample ${i} never activated: ${JSON.stringify({ box, ...state })} (${error.message})`);
      });
      // The pointer reached the card with the last move before the click.
      const [at, clickedAt] = await page.evaluate((n) => {
        const click = window.__clicks[n];
        return [window.__moves.filter((m) => m <= click).at(-1), click];
      }, before);
      errors.push(Math.abs(clickedAt - at - dwellMs));
    }
    return { dwellMs, ...summary(errors) };
  } finally {
    await context.close();
  }
}

/** How long after the load the warm-up is watched (issue 27: the offline voice and the runtime's parts load then). */
const WARM_UP_MS = 15_000;

/**
 * A one-switch user opening the app: the scan starts at load and runs while everything else warms up. Every
 * highlight from the first one is kept (an observer installed before the page's scripts), with the main thread's
 * long tasks; at `rate`× CPU slowdown. The scan should start once, on its first item, and each step should land
 * within one frame of its time: p100, not p95, since one late step is a wrong choice for a switch user.
 */
async function scanAtLoad(browser, baseURL, rate) {
  const intervalMs = 500;
  const factor = 1.5;
  const { context, page } = await openWithProfile(browser, baseURL, { preset: 'oneSwitchAuto', scan: { intervalMs, firstItemFactor: factor, loops: 100 } });
  try {
    await page.addInitScript(() => {
      window.__steps = [];
      window.__longTasks = [];
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target.getAttribute('data-scan-highlight') === 'item') window.__steps.push({ at: performance.now(), el: r.target });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scan-highlight'] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ at: Math.round(entry.startTime), ms: Math.round(entry.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.reload();
    await page.waitForFunction((ms) => performance.now() > ms, WARM_UP_MS, { timeout: WARM_UP_MS * 3, polling: 500 });
    const { steps, marks, longTasks } = await page.evaluate(() => {
      // The same item marked again at once (its targets were collected again, nothing moved) is one highlight, timed
      // from its first mark: a scan that really started again shows as its next step coming late.
      const highlights = [];
      for (const step of window.__steps) {
        const last = highlights.at(-1);
        if (last?.el === step.el && step.at - last.at < 100) last.marks += 1;
        else highlights.push({ ...step, marks: 1 });
      }
      // The first item of a pass is the highlighted element that comes first in the document.
      const first = highlights.map((s) => s.el).reduce((a, b) => (b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING ? b : a));
      return {
        steps: highlights.map((h) => ({ at: h.at, first: h.el === first })),
        marks: highlights.reduce((sum, h) => sum + h.marks - 1, 0),
        longTasks: window.__longTasks,
      };
    });
    if (steps.length < 2) throw new Error(`the scan did not run after the load (${steps.length} highlight)`);
    const errors = [];
    for (let i = 0; i + 1 < steps.length; i += 1) {
      const expected = steps[i].first ? intervalMs * factor : intervalMs;
      errors.push(Math.abs(steps[i + 1].at - steps[i].at - expected));
    }
    const worst = errors.indexOf(Math.max(...errors));
    return {
      rate: `${rate}x`,
      firstHighlightMs: Math.round(steps[0].at),
      steps: steps.length,
      startsOnFirstItem: steps[0].first,
      sameItemMarkedAgain: marks,
      ...summary(errors),
      worstStepAtMs: Math.round(steps[worst].at),
      // While the scan runs: a long task freezes its highlight and the dwell ring.
      longTasksOver50Ms: longTasks.filter((task) => task.ms > 50 && task.at + task.ms > steps[0].at),
    };
  } finally {
    await context.close();
  }
}

export async function inputBench(browser, baseURL) {
  const scan = await scanSteps(browser, baseURL);
  const dwell = await dwellActivations(browser, baseURL);
  const atLoad = [await scanAtLoad(browser, baseURL, 1), await scanAtLoad(browser, baseURL, 4)];
  return {
    unit: 'ms',
    measured: `headless Chromium: |actual − set| time of each scan step (home page) and of each dwell activation (info demo cards); scanAtLoad: a one-switch scan from the load through its first ${WARM_UP_MS / 1000} s, every step, at 1× and 4× CPU`,
    scanStepError: scan,
    dwellActivationError: dwell,
    scanAtLoad: atLoad,
    budgetP95Ms: FRAME_MS,
    withinBudget: {
      scan: scan.p95 <= FRAME_MS,
      dwell: dwell.p95 <= FRAME_MS,
      // Issue 27: every step within a frame (p100: a scan made anew shows as a late step), from the first item, and
      // no long task while the scan runs.
      scanAtLoad: atLoad.every((one) => one.max <= FRAME_MS && one.startsOnFirstItem && one.longTasksOver50Ms.length === 0),
    },
  };
}
