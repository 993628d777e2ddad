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
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { round, staticServer } from './bench-util.mjs';

export const FLOOR = '/bench-floor.html';
/**
 * The same written page with its scripts taken out (the app's boot and code never run): what the page's own content
 * and styles cost a new browser process, so the app's part of a returning user's wait is the difference.
 */
export const samePageStatic = (route) => `/bench-static${route === '/' ? '/index' : route}`;
const isPlain = (path) => path === FLOOR || path.startsWith('/bench-static/');
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

/**
 * The profile a returning user has: a first visit in a new browser, its worker installed and its files kept (the
 * app's first-use download included), the app's data written. Made once per address; each returning load copies it.
 */
async function installedProfile(base, path, locale) {
  const dir = mkdtempSync(join(tmpdir(), 'aceno-trace-'));
  const browser = await open(join(dir, 'profile'), locale);
  await browser.page.goto(base + path);
  await browser.page.evaluate(async () => {
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
  await browser.page.waitForLoadState('networkidle');
  await browser.context.close();
  return { profile: join(dir, 'profile'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One run at one rate: a first visit (a new profile), then — from the installed profile — a returning user cold and
 * one whose worker serves the page, each in a new browser process. A plain page (no worker, nothing kept) is loaded
 * once: each of its loads is a new process's first, so one stands for all three.
 */
async function oneRun(base, path, rate, locale, installed) {
  const log = (step) => process.env.TRACE_LOG && console.error(`${new Date().toISOString().slice(11, 19)} ${path} ${rate}x ${step}`);
  const dir = mkdtempSync(join(tmpdir(), 'aceno-trace-'));
  const out = {};
  try {
    log('first visit');
    let browser = await open(join(dir, 'first'), locale);
    out.firstVisit = await tracedLoad(browser, base + path, rate);
    await browser.context.close();
    if (!installed) return { firstVisit: out.firstVisit, cold: out.firstVisit, worker: out.firstVisit };
    for (const returning of ['cold', 'worker']) {
      const profile = join(dir, returning);
      cpSync(installed.profile, profile, { recursive: true });
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
  const copies = mkdtempSync(join(tmpdir(), 'aceno-static-'));
  const extra = { [FLOOR]: new URL('./bench-floor.html', import.meta.url) };
  for (const route of routes) {
    // A route with no page of its own is served the app's shell, as the server does.
    const own = join(outDir, `${route === '/' ? '/index' : route}.html`);
    const written = readFileSync(existsSync(own) ? own : join(outDir, 'index.html'), 'utf8');
    const file = join(copies, `${samePageStatic(route).replace(/\W+/g, '-')}.html`);
    writeFileSync(file, written.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    extra[samePageStatic(route)] = pathToFileURL(file);
  }
  const server = await staticServer(outDir, extra);
  const out = {};
  try {
    for (const path of [FLOOR, ...routes.map(samePageStatic), ...routes]) {
      out[path] = {};
      const locale = path === '/' || path === samePageStatic('/') ? 'pt-BR' : 'en-US';
      const installed = isPlain(path) ? null : await installedProfile(server.url, path, locale);
      try {
        for (const rate of rates) {
          const measured = [];
          for (let run = 0; run < runs; run += 1) measured.push(await oneRun(server.url, path, rate, locale, installed));
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
      } finally {
        installed?.remove();
      }
    }
  } finally {
    server.stop();
    rmSync(copies, { recursive: true, force: true });
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
