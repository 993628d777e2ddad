// `npm run bench`: size and speed figures as JSON, checked against the budgets of DESIGN.md.
// First-load JS of a route = the entry chunk with what it imports statically, and the files the page preloads for the
// route (its screen's files, scripts/screen-chunks.ts).
// Speech = tap → sound start of the offline voice in headless Chromium, served by `vite preview` started here.
// Input = scan step and dwell timing (bench-input.mjs); face = face tracking frames/s, ms and frame → pointer
// latency with a fake camera (bench-face.mjs); modes = route change → first choosable card of each mode
// (bench-modes.mjs); offline = cold start with the network off → first choosable card (bench-offline.mjs);
// firstCard = the shared harness's navigation → first card and first tap → speech per route (bench-first-card.mjs);
// symbols = the card dialog's search per keystroke on the whole index, and the picker's index file (bench-symbols.mjs);
// typing = keystroke savings against predictionary, scan steps per character, prediction time, model size (bench-typing.mjs);
// returning = a returning user's first paint and first card, cold and with the service worker, from Chromium's
// trace, beside the plain page (bench-returning.mjs).
// BENCH_SPEECH=0, BENCH_INPUT=0, BENCH_MODES=0, BENCH_OFFLINE=0, BENCH_BOARDS=0, BENCH_SYMBOLS=0, BENCH_TYPING=0, BENCH_FACE=0,
// BENCH_FIRST=0 or BENCH_RETURNING=0 skips a section. Only the offline and returning parts let the service worker
// run: in the others its precache download would compete with what is measured.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readLanguageManifests } from './languages.ts';
import { faceBench } from './bench-face.mjs';
import { pointerBench } from './bench-pointer.mjs';
import { firstCardBench } from './bench-first-card.mjs';
import { returningBench } from './bench-returning.mjs';
import { inputBench } from './bench-input.mjs';
import { boardsBench } from './bench-boards.mjs';
import { modesBench } from './bench-modes.mjs';
import { offlineBench } from './bench-offline.mjs';
import { symbolsBench } from './bench-symbols.mjs';
import { typingBench } from './bench-typing.mjs';
import { freePort, launchChromium, localContext, percentile, round, summary } from './bench-util.mjs';

const OUT_DIR = process.env.BENCH_OUTDIR ?? 'dist';
const manifest = JSON.parse(readFileSync(`${OUT_DIR}/.vite/manifest.json`, 'utf8'));

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function gzipBytes(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(`${OUT_DIR}/${file}`), { level: 9 }).length, 0);
}

/** The files index.html's route preload script adds for a path (scripts/route-preload-plugin.ts). */
function routeFiles(path) {
  const table = readFileSync(`${OUT_DIR}/index.html`, 'utf8').match(/var t=(\{.*?\});var p=/)?.[1];
  if (!table) throw new Error('index.html has no route preload table');
  return (JSON.parse(table)[path] ?? []).map((file) => file.replace(/^\//, ''));
}

/** The shell's texts in a language, loaded before the first render: one file a language (vite.config.ts), with what it imports. */
function coreTextFiles(lang) {
  const key = Object.keys(manifest).find((name) => manifest[name].file.startsWith(`assets/texts-${lang}-`));
  if (!key) throw new Error(`the build has no core texts file for ${lang}`);
  return staticClosure([key]);
}

function firstLoadJs() {
  // The home in each language: the entry, the route's preload, and the shell's texts in that language only.
  const byLanguage = {};
  for (const manifest of readLanguageManifests()) {
    const files = [...new Set([...staticClosure(['index.html']), ...routeFiles(manifest.routes.home), ...coreTextFiles(manifest.code)])];
    const bytes = gzipBytes(files);
    byLanguage[manifest.code] = { gzipBytes: bytes, kB: Math.round(bytes / 102.4) / 10, files: files.length };
  }
  const home = byLanguage[readLanguageManifests()[0].code];
  // Each activity's own code: what its route loads beyond the entry's files (issue 14 asks for each one's size).
  const entry = new Set(staticClosure(['index.html']));
  const activities = {};
  for (const [name, path] of Object.entries({ puzzle: '/quebra-cabeca', wordPuzzle: '/quebra-cabeca/palavra', letters: '/letras-sons', figures: '/pictogramas' })) {
    const own = routeFiles(path).filter((file) => file.endsWith('.js') && !entry.has(file));
    const bytes = gzipBytes(own);
    activities[name] = { gzipBytes: bytes, kB: Math.round(bytes / 102.4) / 10, files: own.length };
  }
  const budgetKb = 150;
  return { home, homeByLanguage: byLanguage, activities, budgetKb, withinBudget: home.kB <= budgetKb };
}

// ---- Speech: tap → sound start ------------------------------------------------------------------------------

const SAMPLES = { warm: 15, uncached: 12, cold: 5 };
const BUDGET_MS = { warmP95: { '1x': 50, '4x': 100 }, coldMax: 1500 };
// The demo's basic board (pt); pairs of different cards give many sentences never spoken before.
const CARDS = ['Sim', 'Não', 'Água', 'Comer', 'Banheiro', 'Dor', 'Ajuda', 'Obrigado'];
const PAIRS = CARDS.flatMap((a) => CARDS.filter((b) => b !== a).map((b) => [a, b]));

async function startPreview() {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', OUT_DIR], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${stderr}`);
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer on ${url}`);
}

/** The tap → sound figures, and the engine's own speak() → sound. */
function speechSummary(samples) {
  const speak = samples.map((s) => s.speakToSound);
  return {
    ...summary(samples.map((s) => s.tapToSound)),
    // The engine's own part: speak() call → sound start, without the browser's input and React handling.
    speakToSound: { p50: round(percentile(speak, 50)), p95: round(percentile(speak, 95)) },
  };
}

async function newBenchPage(browser, baseURL, rate) {
  const context = await localContext(browser, baseURL);
  // The tap time is the click event's own timestamp (the input, not the handler).
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => (window.__acenoTap = event.timeStamp), true);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('/info');
  await page.locator('#demo').waitFor();
  return { context, page };
}

const demo = (page) => page.locator('#demo');

async function chooseCards(page, cards) {
  const clear = demo(page).getByRole('button', { name: 'Limpar', exact: true });
  if (await clear.isEnabled()) await clear.click();
  for (const card of cards) await demo(page).getByRole('tabpanel').getByRole('button', { name: card, exact: true }).click();
}

/** Presses Speak and waits for the sound-start mark; closes the full-screen card after. */
async function tapSpeak(page) {
  await page.evaluate(() => {
    performance.clearMarks('aceno:speak');
    performance.clearMarks('aceno:sound-start');
    window.__acenoTap = null;
  });
  const sentence = (await demo(page).getByRole('status').textContent())?.trim() ?? '';
  await demo(page).getByRole('button', { name: 'Falar', exact: true }).click();
  // Marks carry their text: a card still saying its own word cannot be taken for the sentence.
  const handle = await page.waitForFunction(
    (text) => {
      const ofText = (name) => performance.getEntriesByName(name).filter((e) => e.detail?.text === text).at(-1);
      const speak = ofText('aceno:speak');
      const sound = ofText('aceno:sound-start');
      const tap = window.__acenoTap;
      return speak && sound && tap != null ? { tapToSound: sound.startTime - tap, speakToSound: sound.startTime - speak.startTime } : null;
    },
    sentence,
    { timeout: 30_000, polling: 20 },
  );
  const sample = await handle.jsonValue();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return sample;
}

async function warmAndUncached(browser, baseURL, rate, offset) {
  const { context, page } = await newBenchPage(browser, baseURL, rate);
  try {
    // Load the voice, and speak the warm sentence once so it is cached.
    await chooseCards(page, ['Sim']);
    await tapSpeak(page);
    const warm = [];
    for (let i = 0; i < SAMPLES.warm; i += 1) warm.push(await tapSpeak(page));
    const uncached = [];
    for (let i = 0; i < SAMPLES.uncached; i += 1) {
      await chooseCards(page, PAIRS[(offset + i) % PAIRS.length]);
      uncached.push(await tapSpeak(page));
    }
    return { warm: speechSummary(warm), uncached: speechSummary(uncached) };
  } finally {
    await context.close();
  }
}

async function cold(browser, baseURL, rate) {
  const samples = [];
  for (let i = 0; i < SAMPLES.cold; i += 1) {
    const { context, page } = await newBenchPage(browser, baseURL, rate);
    try {
      await chooseCards(page, ['Água']);
      samples.push(await tapSpeak(page));
    } finally {
      await context.close();
    }
  }
  return speechSummary(samples);
}

async function speechBench() {
  const server = await startPreview();
  const browser = await launchChromium();
  try {
    const result = {};
    for (const [label, rate] of [['1x', 1], ['4x', 4]]) {
      const { warm, uncached } = await warmAndUncached(browser, server.url, rate, label === '1x' ? 0 : 28);
      result[label] = { cold: await cold(browser, server.url, rate), warm, uncached };
    }
    return {
      provider: 'offline',
      unit: 'ms',
      measured: "click event → 'aceno:sound-start' mark, info demo 'Falar', headless Chromium",
      ...result,
      budgets: { warmP95Ms: BUDGET_MS.warmP95, coldMs: BUDGET_MS.coldMax },
      withinBudget: {
        warm1x: result['1x'].warm.p95 <= BUDGET_MS.warmP95['1x'],
        warm4x: result['4x'].warm.p95 <= BUDGET_MS.warmP95['4x'],
        cold1x: result['1x'].cold.max < BUDGET_MS.coldMax,
      },
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

const started = Date.now();
// How long each part took (seconds), so the whole bench can be kept under ten minutes.
const partSeconds = {};
let partStart = Date.now();
const timed = (key) => {
  partSeconds[key] = Math.round((Date.now() - partStart) / 100) / 10;
  partStart = Date.now();
};
const result = { firstLoadJs: firstLoadJs() };
if (process.env.BENCH_SPEECH !== '0') {
  try {
    result.speech = await speechBench();
  } catch (error) {
    result.speech = { error: String(error?.message ?? error) };
    process.exitCode = 1;
  }
  timed('speech');
}
// Each on its own server and browser, so one part's caches and processes do not weigh on the next.
for (const [key, flag, bench] of [
  ['input', 'BENCH_INPUT', inputBench],
  ['modes', 'BENCH_MODES', modesBench],
  ['offline', 'BENCH_OFFLINE', offlineBench],
  ['boards', 'BENCH_BOARDS', boardsBench],
  ['symbols', 'BENCH_SYMBOLS', (browser, url) => symbolsBench(browser, url, OUT_DIR)],
  ['typing', 'BENCH_TYPING', (browser, url) => typingBench(browser, url, OUT_DIR)],
]) {
  if (process.env[flag] === '0') continue;
  partStart = Date.now();
  const server = await startPreview();
  const browser = await launchChromium();
  try {
    result[key] = await bench(browser, server.url);
  } catch (error) {
    result[key] = { error: String(error?.message ?? error) };
    process.exitCode = 1;
  } finally {
    await browser.close();
    server.stop();
    timed(key);
  }
}
// The parts that start their own servers or browsers (or need a preview server but no shared browser).
for (const [key, flag, bench, needs] of [
  ['pointer', 'BENCH_POINTER', (server, browser) => pointerBench(browser, server.url), 'browser'],
  ['face', 'BENCH_FACE', (server) => faceBench(server.url, OUT_DIR), 'server'],
  ['firstCard', 'BENCH_FIRST', () => firstCardBench(OUT_DIR)],
  ['returning', 'BENCH_RETURNING', () => returningBench(OUT_DIR)],
]) {
  if (process.env[flag] === '0') continue;
  partStart = Date.now();
  const server = needs ? await startPreview() : null;
  const browser = needs === 'browser' ? await launchChromium() : null;
  try {
    result[key] = await bench(server, browser);
  } catch (error) {
    result[key] = { error: String(error?.message ?? error) };
    process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.stop();
    timed(key);
  }
}
result.benchSeconds = Math.round((Date.now() - started) / 100) / 10;
result.partSeconds = partSeconds;
console.log(JSON.stringify(result, null, 2));
