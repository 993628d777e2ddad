// Where a written page's first paint goes, from Chromium's own performance trace: for each address, a first visit,
// a returning user as the shared harness makes one (a new browser process on the same profile, the app's data kept,
// the HTTP cache, cache storage and service worker cleared: "cold") and a returning user whose service worker serves
// the page in a new browser process ("worker"), at 1× and 4× CPU, beside the plain one-button page
// (scripts/bench-floor.html) loaded the same way. Per load, milliseconds from navigation start: the worker started,
// the HTML's response and end, the stylesheet's end, the boot script (start, end), the first paint, the first
// contentful paint, the first choosable card (the harness's rule: visible and hit-testable), and the first of the
// app's JS evaluated, and the requests finished before the card. Run alone for the traces (issue 37; the bench's
// part `returning`, scripts/bench-returning.mjs, runs it too):
//   node scripts/trace-first-paint.mjs [--routes /en/home,/en/dynamic,/] [--rates 1,4] [--runs 3]
// Needs a production build (dist/).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { round, staticServer } from './bench-util.mjs';

export const FLOOR = '/bench-floor.html';
const CHOICE = '[data-choice]';
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'loading', 'navigation', 'ServiceWorker', 'disabled-by-default-devtools.timeline'];

/** Marks the first choosable card as the harness finds it: visible, inside the window, and what a tap there hits. */
function markFirstCard(selector) {
  const found = () => {
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || getComputedStyle(element).visibility !== 'visible') continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) return true;
    }
    return false;
  };
  let done = false;
  const check = () => {
    if (done || !found()) return;
    done = true;
    performance.mark('aceno-bench:first-card');
  };
  (function frame() {
    check();
    if (!done) requestAnimationFrame(frame);
  })();
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

async function open(profile, locale) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  });
  await context.addInitScript(markFirstCard, CHOICE);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Records the trace of one navigation, and reads from it what the load waited for. */
async function tracedLoad({ page, cdp }, url, rate) {
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('aceno-bench:first-card').length > 0, null, { timeout: 60_000, polling: 50 });
  // The paint entries can come a frame after the card is found.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 }).catch(() => {});
  await cdp.send('Tracing.end');
  await finished;
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The whole trace, to open in a browser's performance panel.
  if (process.env.TRACE_SAVE) writeFileSync(`${process.env.TRACE_SAVE}/${new URL(url).pathname.replace(/\W+/g, '-')}-${rate}x-${Date.now()}.json`, JSON.stringify({ traceEvents: events }));
  return readTrace(events, new URL(url));
}

/** Milliseconds from the navigation start of the main frame to each step the page waited for. */
export function readTrace(events, url) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url.origin) && e.args.data.isLoadingMainFrame);
  if (!start) return null;
  const at = (e) => (e ? round((e.ts - start.ts) / 1000) : null);
  const after = events.filter((e) => e.ts >= start.ts);
  const first = (test) => after.filter(test).sort((a, b) => a.ts - b.ts)[0];
  const ends = (e) => (e ? { ...e, ts: e.ts + (e.dur ?? 0) } : e);
  const requests = new Map();
  for (const e of after) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest' && data?.url) requests.set(data.requestId, { url: data.url });
    if (e.name === 'ResourceReceiveResponse' && requests.has(data?.requestId)) Object.assign(requests.get(data.requestId), { response: e, fromServiceWorker: data.fromServiceWorker });
    if (e.name === 'ResourceFinish' && requests.has(data?.requestId)) requests.get(data.requestId).finish = e;
  }
  const request = (test) => [...requests.values()].find((r) => test(new URL(r.url)));
  const html = request((u) => u.pathname === url.pathname);
  const css = request((u) => u.pathname.endsWith('.css'));
  const inline = after.filter((e) => e.name === 'EvaluateScript' && e.ph === 'X' && e.args?.data?.url?.startsWith(url.href.split('#')[0]) && !e.args.data.url.includes('/assets/'));
  const boot = inline.sort((a, b) => b.dur - a.dur)[0];
  const appJs = first((e) => e.name === 'EvaluateScript' && /\/assets\/.*\.js/.test(e.args?.data?.url ?? '') || (e.name === 'v8.compileModule' && /\/assets\//.test(e.args?.fileName ?? '')));
  const card = first((e) => e.name === 'aceno-bench:first-card');
  const beforeCard = [...requests.values()].filter((r) => r.finish && r.finish.ts <= (card?.ts ?? Infinity));
  return {
    workerStart: at(first((e) => /ServiceWorker.*Start|StartWorker/.test(e.name))),
    htmlResponse: at(html?.response),
    htmlFromWorker: html?.fromServiceWorker ?? false,
    htmlEnd: at(html?.finish),
    stylesheetEnd: at(css?.finish),
    bootStart: at(boot),
    bootEnd: at(ends(boot)),
    firstPaint: at(first((e) => e.name === 'firstPaint')),
    firstContentfulPaint: at(first((e) => e.name === 'firstContentfulPaint')),
    firstCard: at(card),
    firstAppJs: at(appJs),
    requestsBeforeCard: beforeCard.length,
    // The files (same origin) the load had fetched before its first card.
    pathsBeforeCard: beforeCard.map((r) => new URL(r.url)).filter((u) => u.origin === url.origin).map((u) => u.pathname),
  };
}

/** One fresh profile: the first visit (traced), then a returning user cold and with the worker, each in a new browser. */
async function oneRun(base, path, rate, locale) {
  const log = (step) => process.env.TRACE_LOG && console.error(`${new Date().toISOString().slice(11, 19)} ${path} ${rate}x ${step}`);
  const dir = mkdtempSync(join(tmpdir(), 'aceno-trace-'));
  const first = join(dir, 'first');
  const out = {};
  try {
    log('first visit');
    let browser = await open(first, locale);
    out.firstVisit = await tracedLoad(browser, base + path, rate);
    // The worker installed and its files kept (the app's first-use download included), the app's data written.
    await browser.page.evaluate(async () => {
      // A page that registers none (the plain page) has none within a few seconds.
      let registration;
      for (let tries = 0; tries < 25 && !registration; tries += 1) {
        registration = await navigator.serviceWorker?.getRegistration();
        if (!registration) await new Promise((done) => setTimeout(done, 200));
      }
      if (!registration) return;
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
      // Its state written to the profile before the browser closes (else the next one activates it on navigation).
      await new Promise((done) => setTimeout(done, 2000));
    });
    log('worker');
    await browser.page.waitForLoadState('networkidle');
    await browser.context.close();
    for (const returning of ['cold', 'worker']) {
      const profile = join(dir, returning);
      cpSync(first, profile, { recursive: true });
      log(returning);
      browser = await open(profile, locale);
      await browser.cdp.send('Network.clearBrowserCache');
      if (returning === 'cold') await browser.cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'cache_storage,service_workers' });
      out[returning] = await tracedLoad(browser, base + path, rate);
      await browser.context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Per route, rate and case: the median of each step over the runs. */
export async function traceFirstPaint(outDir, { routes = ['/en/home', '/en/dynamic', '/'], rates = [1, 4], runs = 3 } = {}) {
  const server = await staticServer(outDir, { [FLOOR]: new URL('./bench-floor.html', import.meta.url) });
  const out = {};
  try {
    for (const path of [FLOOR, ...routes]) {
      out[path] = {};
      for (const rate of rates) {
        const measured = [];
        for (let run = 0; run < runs; run += 1) measured.push(await oneRun(server.url, path, rate, path === '/' ? 'pt-BR' : 'en-US'));
        out[path][`${rate}x`] = Object.fromEntries(
          ['firstVisit', 'cold', 'worker'].map((kind) => {
            const loads = measured.map((m) => m[kind]).filter(Boolean);
            const keys = Object.keys(loads[0] ?? {});
            // A yes/no holds only when it held in every run; of lists, the longest (the worst run's).
            const merge = (key) =>
              typeof loads[0][key] === 'boolean'
                ? loads.every((l) => l[key])
                : Array.isArray(loads[0][key])
                  ? loads.map((l) => l[key]).sort((a, b) => b.length - a.length)[0]
                  : median(loads.map((l) => l[key]));
            return [kind, Object.fromEntries(keys.map((key) => [key, merge(key)]))];
          }),
        );
      }
    }
  } finally {
    server.stop();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const result = await traceFirstPaint(process.env.BENCH_OUTDIR ?? 'dist', {
    routes: option('routes', '/en/home,/en/dynamic,/').split(','),
    rates: option('rates', '1,4').split(',').map(Number),
    runs: Number(option('runs', '3')),
  });
  console.log(JSON.stringify(result, null, 1));
}
