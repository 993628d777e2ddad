// Typing for `npm run bench` (issue 25), on held-out texts (scripts/bench-texts, CC0, never used to build the model):
// - keystroke savings KS = 1 − selections / characters, a suggestion counting as one, with the bundled model alone
//   (src/typing/keystrokes.ts counts them, for the scan's steps too, with a cost per selection);
//   the same for predictionary (AsTeRICS Grid's library; a dev dependency of this bench only) given the same word
//   list, ranked the same, on the same texts — both get the sentence's capital on their suggestions;
// - one-switch row–column scan steps per character: the frequency keyboard with the suggestions as the first row,
//   against QWERTY without suggestions (where every character is a key);
// - whole sentences (issue 38), the texts replayed as a person's days with the app's own suggestions (sentences first,
//   then words; src/typing/suggest.ts): first time said (learning as it goes), said before (the same texts again,
//   shuffled), by initial letters said before (the sentence first in the bar, within three) and never said (the
//   model's sentences for those initials: the right one within three), each with its scan steps per character;
// - each keystroke's prediction in the built app ('aceno:predict'), texts typed on a physical keyboard at 1× and 4×
//   CPU with 1,000 sentences learned; the models' size (gzip) and the typing screen's own JS.
// The model and the predictor are the app's own modules, loaded through Vite (the same plugins as the build).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
// The package's "main" names a file without its extension, which Node's ES modules do not resolve.
import Predictionary from 'predictionary/src/index.mjs';
import { putRows } from '../tests/helpers/idb.ts';
import { localContext, round, summary } from './bench-util.mjs';
import { readLanguageManifests } from './languages.ts';

/** The languages with held-out texts (scripts/bench-texts/<code>.txt): each typing screen's address and Clear button. */
function benchLanguages(server) {
  const found = readLanguageManifests().filter((manifest) => existsSync(`scripts/bench-texts/${manifest.code}.txt`));
  const clearOf = async (code) => (await server.ssrLoadModule(`/src/languages/${code}/texts/typing.ts`)).default.clear;
  return Promise.all(found.map(async ({ code, routes }) => ({ code, typing: routes.typing, clear: await clearOf(code) })));
}

export const TYPING_BUDGETS = { keystrokeSavings: 0.5, saidBeforeSavings: 0.85, initialsFirstPct: 95, initialsTopThreePct: 100, aheadOfPredictionaryPoints: 10, predictP95Ms: { '1x': 5, '4x': 16 }, modelGzipKb: 1536 };
const MAX_SUGGESTIONS = 6;
/** The moment the simulated days are reckoned at (the texts are said within it: recency plays no part here). */
const NOW = Date.UTC(2026, 10, 1);

/** The texts in a seeded order (a person says the same things in another order another day). */
function shuffled(items, seed) {
  const out = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const texts = (lang) =>
  readFileSync(`scripts/bench-texts/${lang}.txt`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

async function loadModules() {
  const server = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
  try {
    const languages = await benchLanguages(server);
    const [predict, keystrokes, layouts, sentences, suggest, ...models] = await Promise.all([
      server.ssrLoadModule('/src/typing/predict.ts'),
      server.ssrLoadModule('/src/typing/keystrokes.ts'),
      server.ssrLoadModule('/src/typing/layouts.ts'),
      server.ssrLoadModule('/src/typing/sentences.ts'),
      server.ssrLoadModule('/src/typing/suggest.ts'),
      ...languages.map(({ code }) => server.ssrLoadModule(`virtual:language-model/${code}`)),
    ]);
    return { languages, predict, keystrokes, layouts, sentences, suggest, models: Object.fromEntries(languages.map(({ code }, at) => [code, models[at].default])) };
  } finally {
    await server.close();
  }
}

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export function offline({ languages, predict, keystrokes, layouts, sentences, suggest, models }) {
  const result = {};
  for (const { code: lang } of languages) {
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
    const keyCostOf = (layout, rowsBefore) => {
      const letters = costsOf(layouts.keyRows(layout, lang, 'letters'), rowsBefore);
      const accents = costsOf(layouts.keyRows(layout, lang, 'accents'), rowsBefore);
      const numbers = costsOf(layouts.keyRows(layout, lang, 'numbers'), rowsBefore);
      // A page's key on another page (the way to the accents or the numbers, and back to the letters from the numbers).
      const pageKey = (page, on = 'letters') => Math.min(...layouts.keyRows(layout, lang, on).flatMap((row, r) => row.flatMap((key, c) => (key.kind === 'page' && key.page === page ? [rowsBefore + r + 1 + c + 1] : []))));
      return (char) => letters.get(char) ?? (accents.has(char) ? pageKey('accents') + accents.get(char) : numbers.has(char) ? pageKey('numbers') + numbers.get(char) + pageKey('letters', 'numbers') : undefined);
    };
    // The suggestions' row first, then the suggestion's place in it.
    const SCAN = { suggestion: (index) => 1 + index + 1, key: keyCostOf('frequency', 1) };
    const scan = (texts, suggest, cost = SCAN) => {
      let steps = 0;
      let characters = 0;
      for (const line of texts) {
        const counted = keystrokes.countSelections(line, suggest, cost);
        steps += counted.steps;
        characters += counted.characters;
      }
      return round(steps / characters);
    };
    const frequencyWithPrediction = scan(lines, aceno);
    const qwertyAlone = scan(lines, () => [], { suggestion: () => 0, key: keyCostOf('qwerty', 0) });

    // Whole sentences: the texts as a person's days, with what the app learns from each text said.
    const options = { initialLetters: true, abbreviation: false };
    const appSuggest = (who) => {
      const known = sentences.knownSentences(who.said, [], NOW);
      return (before) => suggest.suggest(model, who.learned, known, before, MAX_SUGGESTIONS, undefined, options);
    };
    const say = (who, text) => {
      predict.learn(who.learned, text, NOW);
      for (const sentence of sentences.sentencesOf(text)) who.said = sentences.withSentence(who.said, sentence, NOW);
    };
    // One pass over texts: each typed with what the person has said so far (keystrokes, and scan steps), then, when
    // `learning`, said (so the next text knows it).
    const pass = (texts, learning) => {
      const total = { characters: 0, selections: 0, steps: 0, scanned: 0 };
      for (const line of texts) {
        const offered = appSuggest(day);
        const counted = keystrokes.countSelections(line, offered);
        const scanned = keystrokes.countSelections(line, offered, SCAN);
        total.characters += counted.characters;
        total.selections += counted.selections;
        total.steps += scanned.steps;
        total.scanned += scanned.characters;
        if (learning) say(day, line);
      }
      return total;
    };
    // A person's days: what they have said so far, words and sentences.
    const day = { learned: predict.emptyLearned(), said: [] };
    // First time said: each text typed with what the texts before it taught; said before: the same texts again,
    // shuffled (seeded), after that first pass.
    const firstTime = pass(lines, true);
    const again = shuffled(lines, 38);
    const saidBefore = pass(again, false);
    // By initial letters, said before: the initials typed as one word, then the sentence chosen from the bar.
    const { initialsOf } = sentences;
    const allSentences = again.flatMap((line) => sentences.sentencesOf(line));
    const sameSentence = (a, b) => sentences.sentenceKey(a) === sentences.sentenceKey(b);
    let first = 0;
    let topThree = 0;
    let initialsSteps = 0;
    let initialsCharacters = 0;
    const known = sentences.knownSentences(day.said, [], NOW);
    for (const sentence of allSentences) {
      const offered = suggest.suggest(model, day.learned, known, initialsOf(sentence), MAX_SUGGESTIONS, undefined, options);
      const place = offered.suggestions.findIndex((s) => offered.sentences.has(s) && sameSentence(s, sentence));
      if (place === 0) first += 1;
      if (place >= 0 && place < 3) topThree += 1;
      // Steps: each initial's key, then the sentence's place (or, not offered, the sentence typed as today).
      const keys = [...initialsOf(sentence)].reduce((sum, char) => sum + (SCAN.key(char) ?? 0), 0);
      initialsSteps += place >= 0 ? keys + SCAN.suggestion(place) : keystrokes.countSelections(sentence, appSuggest(day), SCAN).steps;
      initialsCharacters += sentence.length;
    }
    // By initial letters, never said: the model's own sentences for those initials, with nothing learned — its best
    // (what the bar offers) and its three best (the research edge).
    let neverFirst = 0;
    let neverTopThree = 0;
    for (const sentence of allSentences) {
      const proposed = sentences.sentencesFromInitials(model, predict.emptyLearned(), initialsOf(sentence), 3);
      if (proposed[0] && sameSentence(proposed[0].text, sentence)) neverFirst += 1;
      if (proposed.some(({ text }) => sameSentence(text, sentence))) neverTopThree += 1;
    }
    const pct = (n) => round((100 * n) / allSentences.length);
    const ksOf = (count) => Math.round((1 - count.selections / count.characters) * 1000) / 1000;

    result[lang] = {
      texts: lines.length,
      characters: own.characters,
      aceno: own,
      predictionary: theirs,
      aheadByPoints: round((own.savings - theirs.savings) * 100),
      scanStepsPerCharacter: { frequencyWithPrediction, qwertyAlone, ratio: round((frequencyWithPrediction / qwertyAlone) * 100) / 100 },
      sentences: {
        firstTimeSaid: { savings: ksOf(firstTime), scanStepsPerCharacter: round(firstTime.steps / firstTime.scanned) },
        saidBefore: { savings: ksOf(saidBefore), scanStepsPerCharacter: round(saidBefore.steps / saidBefore.scanned) },
        byInitialsSaidBefore: { sentences: allSentences.length, firstPct: pct(first), topThreePct: pct(topThree), scanStepsPerCharacter: round(initialsSteps / initialsCharacters) },
        byInitialsNeverSaid: { firstPct: pct(neverFirst), topThreePct: pct(neverTopThree) },
      },
    };
  }
  return result;
}

function sizes(outDir, languages) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;
  const models = {};
  for (const { code: lang } of languages) {
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

/** 1,000 sentences as the app keeps them ([text, count, at], newest first): the held-out texts' words recombined, and five 2,000 characters long. */
function learnedSentences(lang) {
  const words = texts(lang).join(' ').split(/\s+/);
  const out = [];
  for (let i = 0; out.length < 1000; i += 1) {
    const length = i % 200 === 0 ? 0 : 3 + (i % 7);
    const text = length === 0 ? words.join(' ').repeat(20).slice(0, 2000) : Array.from({ length }, (_, k) => words[(i * 7 + k * 13) % words.length]).join(' ');
    out.push([text, 1 + (i % 5), NOW - i * 60_000]);
  }
  return out;
}

async function keystrokeTimes(browser, baseURL, rate, languages) {
  const context = await localContext(browser, baseURL);
  const page = await context.newPage();
  try {
    const all = [];
    for (const { code: lang, typing: path, clear } of languages) {
      await page.goto(path);
      await page.locator('.typing[data-ready]').waitFor();
      // A person who has said 1,000 sentences (a few of them 2,000 characters long): the history prediction reads.
      await putRows(page, 'settings', [{ key: `typing-sentences-${lang}`, value: learnedSentences(lang) }]);
      await page.reload();
      await page.locator('.typing[data-ready]').waitFor();
      await page.locator('.typing__suggestion').first().waitFor();
      await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('keys'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => performance.clearMeasures('aceno:predict'));
      for (const line of texts(lang).slice(0, 8)) {
        await page.keyboard.type(line, { delay: 30 });
        await page.keyboard.press('Control+Backspace');
        await page.getByRole('button', { name: clear, exact: true }).click();
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
  const modules = await loadModules();
  const codes = modules.languages.map(({ code }) => code);
  const measured = offline(modules);
  const size = sizes(outDir, modules.languages);
  const times = {};
  for (const [label, rate] of [['1x', 1], ['4x', 4]]) times[label] = await keystrokeTimes(browser, baseURL, rate, modules.languages);
  const b = TYPING_BUDGETS;
  const within =
    codes.every((lang) => {
      const { firstTimeSaid, saidBefore, byInitialsSaidBefore } = measured[lang].sentences;
      return measured[lang].aceno.savings >= b.keystrokeSavings && measured[lang].aheadByPoints >= b.aheadOfPredictionaryPoints && firstTimeSaid.savings >= b.keystrokeSavings && saidBefore.savings >= b.saidBeforeSavings && byInitialsSaidBefore.firstPct >= b.initialsFirstPct && byInitialsSaidBefore.topThreePct >= b.initialsTopThreePct;
    }) &&
    times['1x'].p95 <= b.predictP95Ms['1x'] &&
    times['4x'].p95 <= b.predictP95Ms['4x'] &&
    Object.values(size.modelsGzipKb).every((m) => m.kB <= b.modelGzipKb) &&
    !size.modelsInFirstLoad;
  const heldOutTexts = `scripts/bench-texts/{${codes.join(',')}}.txt (CC0, written for this bench; see its README)`;
  return { heldOutTexts, ...measured, predictMs: times, ...size, budgets: b, withinBudget: within };
}
