// Typing for `npm run bench` (issue 25), on held-out texts (scripts/bench-texts, CC0, never used to build the model):
// - keystroke savings KS = 1 − selections / characters, a suggestion counting as one, with the bundled model alone;
//   the same for predictionary (AsTeRICS Grid's library; a dev dependency of this bench only) given the same word
//   list, ranked the same, on the same texts — both get the sentence's capital on their suggestions;
// - one-switch row–column scan steps per character: the frequency keyboard with the suggestions as the first row,
//   against QWERTY without suggestions (where every character is a key);
// - each keystroke's prediction in the built app ('aceno:predict'), texts typed on a physical keyboard at 1× and 4×
//   CPU; the models' size (gzip) and the typing screen's own JS.
// The model and the predictor are the app's own modules, loaded through Vite (the same plugins as the build).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
// The package's "main" names a file without its extension, which Node's ES modules do not resolve.
import Predictionary from 'predictionary/src/index.mjs';
import { localContext, round, summary } from './bench-util.mjs';

export const TYPING_BUDGETS = { keystrokeSavings: 0.5, aheadOfPredictionaryPoints: 10, predictP95Ms: { '1x': 5, '4x': 16 }, modelGzipKb: 1536 };
const MAX_SUGGESTIONS = 6;

const texts = (lang) =>
  readFileSync(`scripts/bench-texts/${lang}.txt`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

async function loadModules() {
  const server = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
  try {
    const [predict, keystrokes, layouts, pt, en] = await Promise.all([
      server.ssrLoadModule('/src/typing/predict.ts'),
      server.ssrLoadModule('/src/typing/keystrokes.ts'),
      server.ssrLoadModule('/src/typing/layouts.ts'),
      server.ssrLoadModule('virtual:language-model/pt'),
      server.ssrLoadModule('virtual:language-model/en'),
    ]);
    return { predict, keystrokes, layouts, models: { pt: pt.default, en: en.default } };
  } finally {
    await server.close();
  }
}

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Row–column scan steps for a text: a suggestion costs its place in the first row, any other character its key. */
function scanSteps(text, suggest, keyCost) {
  const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
  const target = text.replace(/\s+/g, ' ').trim();
  let at = 0;
  let steps = 0;
  let characters = 0;
  while (at < target.length) {
    if (WORD_CHAR.test(target[at])) {
      let end = at;
      while (end < target.length && WORD_CHAR.test(target[end])) end += 1;
      let start = at;
      while (start > 0 && WORD_CHAR.test(target[start - 1])) start -= 1;
      const offered = suggest(target.slice(0, at)).indexOf(target.slice(start, end));
      if (offered >= 0) {
        steps += 1 + offered + 1; // the suggestions' row, then the suggestion
        const next = target[end] === ' ' ? end + 1 : end;
        characters += next - at;
        at = next;
        continue;
      }
    }
    const cost = keyCost(target[at].toLowerCase());
    if (cost !== undefined) {
      steps += cost;
      characters += 1;
    }
    at += 1;
  }
  return { steps, characters };
}

function offline({ predict, keystrokes, layouts, models }) {
  const result = {};
  for (const lang of ['pt', 'en']) {
    const model = predict.parseModel(models[lang]);
    const learned = predict.emptyLearned();
    const aceno = (before) => predict.predict(model, learned, before, { max: MAX_SUGGESTIONS });
    const other = Predictionary.instance();
    other.addWords(model.words.map((word, rank) => ({ word, rank: rank + 1 })));
    const otherSuggest = (before) => {
      const found = other.predict(before, { maxPredictions: MAX_SUGGESTIONS });
      return predict.contextOf(before).sentenceStart ? found.map(capitalise) : found;
    };
    const lines = texts(lang);
    const ks = (suggest) => {
      let characters = 0;
      let selections = 0;
      for (const line of lines) {
        const counted = keystrokes.countSelections(line, suggest);
        characters += counted.characters;
        selections += counted.selections;
      }
      return { characters, selections, savings: round((1 - selections / characters) * 1000) / 1000 };
    };
    const own = ks(aceno);
    const theirs = ks(otherSuggest);

    // Key costs: rows of the page after the suggestions' row (frequency) or with no suggestions (QWERTY).
    const costsOf = (rows, rowsBefore) => {
      const cost = new Map();
      rows.forEach((row, r) => row.forEach((key, c) => {
        const char = layouts.charOf(key);
        if (char !== null && !cost.has(char)) cost.set(char, rowsBefore + r + 1 + c + 1);
      }));
      return cost;
    };
    const scan = (layout, rowsBefore, suggest) => {
      const letters = costsOf(layouts.keyRows(layout, lang, 'letters'), rowsBefore);
      const accents = costsOf(layouts.keyRows(layout, lang, 'accents'), rowsBefore);
      const numbers = costsOf(layouts.keyRows(layout, lang, 'numbers'), rowsBefore);
      const pageKey = (page) => Math.min(...layouts.keyRows(layout, lang, 'letters').flatMap((row, r) => row.flatMap((key, c) => (key.kind === 'page' && key.page === page ? [rowsBefore + r + 1 + c + 1] : []))));
      const keyCost = (char) => letters.get(char) ?? (accents.has(char) ? pageKey('accents') + accents.get(char) : numbers.has(char) ? pageKey('numbers') + numbers.get(char) + pageKey('letters') : undefined);
      let steps = 0;
      let characters = 0;
      for (const line of lines) {
        const counted = scanSteps(line, suggest, keyCost);
        steps += counted.steps;
        characters += counted.characters;
      }
      return round(steps / characters);
    };
    const frequencyWithPrediction = scan('frequency', 1, aceno);
    const qwertyAlone = scan('qwerty', 0, () => []);
    result[lang] = {
      texts: lines.length,
      characters: own.characters,
      aceno: own,
      predictionary: theirs,
      aheadByPoints: round((own.savings - theirs.savings) * 100),
      scanStepsPerCharacter: { frequencyWithPrediction, qwertyAlone, ratio: round((frequencyWithPrediction / qwertyAlone) * 100) / 100 },
    };
  }
  return result;
}

function sizes(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;
  const models = {};
  for (const lang of ['pt', 'en']) {
    const entry = Object.entries(manifest).find(([key]) => key.includes(`virtual:language-model/${lang}`))?.[1];
    models[lang] = entry ? { file: entry.file, kB: round(gzip(entry.file) / 1024) } : { error: 'not in the manifest' };
  }
  const screen = Object.entries(manifest).find(([key]) => key.endsWith('src/typing/TypeScreen.tsx'))?.[1];
  const firstLoad = new Set(Object.values(manifest).filter((item) => item.isEntry).map((item) => item.file));
  return {
    modelsGzipKb: models,
    screenJsGzipKb: screen ? round(gzip(screen.file) / 1024) : null,
    modelsInFirstLoad: Object.values(models).some((m) => firstLoad.has(m.file)),
  };
}

async function keystrokeTimes(browser, baseURL, rate) {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  try {
    const all = [];
    for (const [path, lang] of [['/escrever', 'pt'], ['/en/type', 'en']]) {
      await page.goto(path);
      await page.locator('.typing[data-ready]').waitFor();
      await page.locator('.typing__suggestion').first().waitFor();
      await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('keys'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => performance.clearMeasures('aceno:predict'));
      for (const line of texts(lang).slice(0, 8)) {
        await page.keyboard.type(line, { delay: 30 });
        await page.keyboard.press('Control+Backspace');
        await page.getByRole('button', { name: lang === 'pt' ? 'Limpar' : 'Clear', exact: true }).click();
      }
      all.push(...(await page.evaluate(() => performance.getEntriesByName('aceno:predict').map((m) => m.duration))));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return summary(all);
  } finally {
    await context.close();
  }
}

export async function typingBench(browser, baseURL, outDir) {
  const measured = offline(await loadModules());
  const size = sizes(outDir);
  const times = {};
  for (const [label, rate] of [['1x', 1], ['4x', 4]]) times[label] = await keystrokeTimes(browser, baseURL, rate);
  const b = TYPING_BUDGETS;
  const within =
    ['pt', 'en'].every((lang) => measured[lang].aceno.savings >= b.keystrokeSavings && measured[lang].aheadByPoints >= b.aheadOfPredictionaryPoints) &&
    times['1x'].p95 <= b.predictP95Ms['1x'] &&
    times['4x'].p95 <= b.predictP95Ms['4x'] &&
    Object.values(size.modelsGzipKb).every((m) => m.kB <= b.modelGzipKb) &&
    !size.modelsInFirstLoad;
  return {
    heldOutTexts: 'scripts/bench-texts/{pt,en}.txt (CC0, written for this bench; see its README)',
    ...measured,
    predictMs: times,
    ...size,
    budgets: b,
    withinBudget: within,
  };
}
