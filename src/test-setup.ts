import 'fake-indexeddb/auto';
import type { TextTree } from '@/i18n/define';
import { keepTexts } from '@/i18n/i18n';

// Components are tested on their own, without the loading a screen's module starts in the app: every namespace of
// every language is there from the start.
const everyText = import.meta.glob<TextTree>('/src/languages/*/texts/*.ts', { import: 'default', eager: true });
for (const [path, texts] of Object.entries(everyText)) {
  const [, lang, ns] = /^\/src\/languages\/(\w+)\/texts\/(\w+)\.ts$/.exec(path) ?? [];
  if (lang && ns) keepTexts(lang, ns, texts);
}


// findBy… and waitFor give a busy machine (two test workers on two cores) time: 5 s instead of 1 s. Only where there
// is a DOM: the files of pure logic run without one (`@vitest-environment node`), and skip loading the library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// One jsdom per worker (pool 'vmThreads', vite.config.ts) gives the page jsdom's own clock, which has no marks or
// measures; every browser has them, and the app marks its taps with them. The tests get Node's, as the forks pool had.
if (typeof performance.mark !== 'function') {
  const { performance: withMarks } = await import('node:perf_hooks');
  Object.defineProperty(globalThis, 'performance', { value: withMarks, configurable: true, writable: true });
}
