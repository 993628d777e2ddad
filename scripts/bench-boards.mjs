// Boards for `npm run bench`: (1) a never-said card of the board on screen, tapped for the first time after the
// board was shown and the page went idle → sound start (the offline voice got the board's words ready); (2) a board
// of 2,000 cards chosen for the dynamic mode: the longest main-thread task while it renders, and while one switch
// scans it. Headless Chromium on the built app, offline voice.
// The tests' own helper waits for the app to create its database (it does so once the page is idle) before writing.
import { putRows } from '../tests/helpers/idb.ts';
import { localContext, round, summary } from './bench-util.mjs';

export const BOARD_BUDGETS = { firstTapP95Ms: { '1x': 50, '4x': 100 }, longTaskMs: 50 };
const NEEDS = ['Água', 'Comida', 'Banheiro', 'Ajuda', 'Remédio', 'Dormir', 'Descansar', 'Banho', 'Frio', 'Calor', 'Médico', 'Cama'];

async function returningPage(browser, baseURL, rate, path) {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => (window.__acenoTap = event.timeStamp), true);
  });
  await page.goto(path);
  await page.locator('main h1').waitFor();
  await putRows(page, 'flags', ['home', 'dynamic', 'constructor', 'inclusive', 'guided'].map((mode) => ({ key: `first-time:${mode}`, at: Date.now() })));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/** Waits until the offline voice has kept `count` texts (its cache in IndexedDB), or `timeoutMs`. */
async function waitPrepared(page, count, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const kept = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('aceno');
          open.onsuccess = () => {
            const request = open.result.transaction('speechCache').objectStore('speechCache').count();
            request.onsuccess = () => (open.result.close(), resolve(request.result));
          };
          open.onerror = () => resolve(0);
        }),
    );
    if (kept >= count) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

async function firstTaps(browser, baseURL, rate) {
  const { context, page } = await returningPage(browser, baseURL, rate, '/necessidades');
  try {
    await page.reload();
    await page.locator('main .card').first().waitFor();
    const prepared = await waitPrepared(page, NEEDS.length, rate > 1 ? 120_000 : 60_000);
    const samples = [];
    for (const word of NEEDS) {
      await page.evaluate(() => {
        performance.clearMarks();
        window.__acenoTap = null;
      });
      await page.getByRole('list', { name: 'Necessidades' }).getByRole('button', { name: word, exact: true }).click();
      const handle = await page.waitForFunction(
        (text) => {
          const sound = performance.getEntriesByName('aceno:sound-start').find((e) => e.detail?.text === text);
          return sound && window.__acenoTap != null ? sound.startTime - window.__acenoTap : null;
        },
        word,
        { timeout: 30_000, polling: 20 },
      );
      samples.push(await handle.jsonValue());
      // The card opens full screen just after its sound starts, and Escape reaches it once the keys listen.
      await page.getByRole('dialog').waitFor();
      await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('keys'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return { prepared, ...summary(samples) };
  } finally {
    await context.close();
  }
}

/** A board of 2,000 cards in 10 categories, with labels up to 300 characters, chosen for the dynamic mode. */
function bigBoard(now) {
  const id = 'bench-2000';
  const board = { id, name: { pt: 'Prancha grande' }, type: 'dynamic', columns: 0, origin: 'custom', createdAt: now, updatedAt: now };
  const colors = ['blue', 'green', 'red', 'purple', 'pink', 'orange', 'yellow', 'cyan', 'indigo', 'teal'];
  const categories = colors.map((color, order) => ({ boardId: id, id: `c${order}`, name: { pt: `Categoria ${order + 1}` }, color, order, updatedAt: now }));
  const emojis = ['💧', '🍽️', '🚻', '🆘', '💊', '😴', '🐶', '🐱', '📺', '🛏️'];
  const cards = Array.from({ length: 2000 }, (_, i) => ({
    boardId: id,
    id: `k${i}`,
    categoryId: `c${i % 10}`,
    label: { pt: i % 97 === 0 ? `Frase longa ${i} `.padEnd(300, 'a') : `Palavra ${i}` },
    symbol: { kind: 'emoji', emoji: emojis[i % emojis.length] },
    order: Math.floor(i / 10),
    isCustom: true,
    updatedAt: now,
  }));
  return { board, categories, cards };
}

async function bigBoardTasks(browser, baseURL) {
  const { context, page } = await returningPage(browser, baseURL, 1, '/');
  try {
    const { board, categories, cards } = bigBoard(Date.now());
    await putRows(page, 'boards', [board]);
    await putRows(page, 'boardCategories', categories);
    await putRows(page, 'boardCards', cards);
    await putRows(page, 'settings', [
      { key: 'chosen-boards', value: { dynamic: board.id, constructor: 'builtin-constructor' } },
      { key: 'input-profile', value: { preset: 'oneSwitchAuto', scan: { intervalMs: 300, loops: 10 } } },
    ]);
    await page.addInitScript(() => {
      window.__acenoTasks = [];
      new PerformanceObserver((list) => window.__acenoTasks.push(...list.getEntries().map((e) => ({ at: e.startTime, ms: e.duration })))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const started = Date.now();
    await page.goto('/dinamico');
    // Cheap checks: a role query over 2,000 buttons would itself be a long task on the page's main thread.
    const firstCardAt = await (
      await page.waitForFunction(() => document.querySelector('main .card') && performance.now(), undefined, { timeout: 60_000, polling: 'raf' })
    ).jsonValue();
    await page.waitForFunction(() => document.querySelectorAll('main .card').length >= 2000, undefined, { timeout: 60_000, polling: 100 });
    const renderMs = Date.now() - started;
    const all = await page.evaluate(() => window.__acenoTasks.splice(0));
    // The page's start (its code evaluated, the first slice drawn) is the same for any board: reported apart, and
    // measured for every screen by the first-load figures. The board's own drawing is what follows the first card.
    const boot = all.filter((t) => t.at < firstCardAt);
    const rendered = { tasks: all.filter((t) => t.at >= firstCardAt) };
    // The voice gets ready in the first idle time after the board is drawn: its audio output starts once per page
    // (the browser's first AudioContext, one task of 70–480 ms on this machine whatever the board), reported apart.
    await page.waitForFunction(() => window.Howler?.ctx != null, undefined, { timeout: 30_000, polling: 100 }).catch(() => {});
    await page.waitForTimeout(500);
    const voiceStart = await page.evaluate(() => window.__acenoTasks.splice(0));
    // One switch scanning the board for 5 s (about 16 steps).
    await page.waitForTimeout(5000);
    const scanning = await page.evaluate(() => window.__acenoTasks.splice(0));
    const cardsShown = await page.locator('main .card').count();
    const longest = (tasks) => round(Math.max(0, ...tasks.map((t) => t.ms)));
    return {
      cards: cardsShown,
      renderMs,
      boot: { longTasks: boot.length, longestMs: longest(boot) },
      render: { longTasks: rendered.tasks.length, longestMs: longest(rendered.tasks) },
      voiceStart: { longTasks: voiceStart.length, longestMs: longest(voiceStart) },
      scan: { longTasks: scanning.length, longestMs: longest(scanning) },
    };
  } finally {
    await context.close();
  }
}

export async function boardsBench(browser, baseURL) {
  const firstTap = { '1x': await firstTaps(browser, baseURL, 1), '4x': await firstTaps(browser, baseURL, 4) };
  const big = await bigBoardTasks(browser, baseURL);
  return {
    unit: 'ms',
    measured:
      "first tap on a never-said card of /necessidades after its words were got ready (click → 'aceno:sound-start', offline voice); a 2,000-card board on /dinamico: longest main-thread task before its first card (boot, any board), while the rest is drawn (render), while the voice gets ready (voiceStart: the page's first audio output, once, any board) and while scanning",
    firstTap,
    bigBoard: big,
    budgets: BOARD_BUDGETS,
    withinBudget: {
      firstTap1x: firstTap['1x'].p95 <= BOARD_BUDGETS.firstTapP95Ms['1x'],
      firstTap4x: firstTap['4x'].p95 <= BOARD_BUDGETS.firstTapP95Ms['4x'],
      bigBoardRender: big.render.longestMs <= BOARD_BUDGETS.longTaskMs,
      bigBoardScan: big.scan.longestMs <= BOARD_BUDGETS.longTaskMs,
    },
  };
}
