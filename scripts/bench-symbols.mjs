// Symbols for `npm run bench` (issue 24): the card dialog's search over the whole index — each keystroke's search
// (the app's 'aceno:symbol-search' measure) while words are typed letter by letter at 1× and 4× CPU — and the size
// of what the picker loads (its index file, gzip). Headless Chromium on the built app, offline (no pictograms).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { localContext, round, summary } from './bench-util.mjs';

export const SYMBOL_BUDGETS = { keystrokeP95Ms: { '4x': 16 } };
const WORDS = ['pipoca', 'biscoitos', 'cookie', 'juice', 'cachorro', 'água', 'escola', 'vovó', 'banana', 'bolhas de sabão'];

/** The gzip size of the chunk holding the bundled index (the file the picker loads beside the editor). */
export function pickerChunk(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const entry = Object.entries(manifest).find(([key]) => key.includes('virtual:symbol-index'))?.[1];
  if (!entry) return { error: 'no symbol index chunk in the manifest' };
  const bytes = gzipSync(readFileSync(`${outDir}/${entry.file}`), { level: 9 }).length;
  const firstLoad = new Set(Object.values(manifest).filter((item) => item.isEntry).map((item) => item.file));
  return { file: entry.file, gzipBytes: bytes, kB: round(bytes / 1024), inFirstLoad: firstLoad.has(entry.file) };
}

async function keystrokes(browser, baseURL, rate) {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  try {
    await page.goto('/en/boards');
    await page.getByRole('link', { name: 'Edit the board Feelings' }).click();
    await page.getByRole('button', { name: /^Add card to / }).first().click();
    const search = page.getByRole('dialog', { name: 'New card' }).getByLabel('Search symbols by word');
    // The index is loaded before measuring (a first letter waits for it); then the network goes, so no pictogram
    // search runs beside the measures.
    await search.fill('a');
    await page.getByRole('list', { name: 'Symbols found' }).waitFor();
    await search.fill('');
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => performance.clearMeasures('aceno:symbol-search'));
    for (const word of WORDS) {
      await search.pressSequentially(word, { delay: 60 });
      await page.waitForFunction((text) => performance.getEntriesByName('aceno:symbol-search').some((m) => m.detail?.query === text), word);
      await search.fill('');
    }
    const samples = await page.evaluate(() => performance.getEntriesByName('aceno:symbol-search').map((m) => m.duration));
    return summary(samples);
  } finally {
    await context.close();
  }
}

export async function symbolsBench(browser, baseURL, outDir) {
  const result = { chunk: pickerChunk(outDir) };
  for (const [label, rate] of [['1x', 1], ['4x', 4]]) result[label] = await keystrokes(browser, baseURL, rate);
  return {
    unit: 'ms',
    measured: "each keystroke's search of the whole symbol index ('aceno:symbol-search'), words typed letter by letter",
    ...result,
    budgets: SYMBOL_BUDGETS,
    withinBudget: result['4x'].p95 <= SYMBOL_BUDGETS.keystrokeP95Ms['4x'] && !result.chunk.inFirstLoad,
  };
}
