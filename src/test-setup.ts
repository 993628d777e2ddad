import 'fake-indexeddb/auto';
import { screenNamespaces } from '@/app/all-texts';
import { addTexts } from '@/i18n/i18n';

// Components are tested on their own, without the screen module that registers their texts in the app.
for (const [ns, texts] of Object.entries(screenNamespaces)) addTexts(ns, texts);


// findBy… and waitFor give a busy machine (two test workers on two cores) time: 5 s instead of 1 s. Only where there
// is a DOM: the files of pure logic run without one (`@vitest-environment node`), and skip loading the library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
