// The i18next instance: every visible text comes from a namespace, one file per namespace and language under
// src/languages/<code>/texts/, loaded on demand and only in the language being shown (Spanish texts never load for a
// Portuguese page). The shell's namespaces are loaded before the first render (main.tsx); a screen's module declares
// its own with needTexts() and its loader waits for them (src/app/screens.ts); a namespace asked for by a component
// before it is in suspends that component until it arrives, in any language the visitor switches to.
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextTree } from './define';
import type { Lang } from './language';

const files = import.meta.glob<TextTree>('/src/languages/*/texts/*.ts', { import: 'default' });

import { CORE_NAMESPACES } from './core-namespaces';

export { CORE_NAMESPACES };

/** Every namespace the default language has, which every other language mirrors (languages.test.ts). */
export const NAMESPACES: readonly string[] = Object.keys(files)
  .flatMap((path) => /^\/src\/languages\/pt\/texts\/(\w+)\.ts$/.exec(path)?.[1] ?? [])
  .sort();

const loaded = new Map<string, TextTree>();
const declared = new Set<string>(CORE_NAMESPACES);
const instances = new Set<i18n>();
const keyOf = (lang: Lang, ns: string) => `${lang}/${ns}`;

/** One namespace's texts in one language, once. A language without the file has no texts there (the key shows). */
function readTexts(lang: Lang, ns: string): Promise<TextTree> {
  const known = loaded.get(keyOf(lang, ns));
  if (known) return Promise.resolve(known);
  const file = files[`/src/languages/${lang}/texts/${ns}.ts`];
  if (!file) return Promise.reject(new Error(`No texts for ${ns} in ${lang}`));
  return file().then((texts) => {
    loaded.set(keyOf(lang, ns), texts);
    for (const instance of instances) instance.addResourceBundle(lang, ns, texts, true, true);
    return texts;
  });
}

/** Texts already read (tests, and a page built in Node): every instance made from now on has them at once. */
export function keepTexts(lang: Lang, ns: string, texts: TextTree): void {
  loaded.set(keyOf(lang, ns), texts);
  declared.add(ns);
}

/** Called at the top of a lazily loaded module: the namespaces it draws, loaded with it (loadDeclaredTexts). */
export function needTexts(...namespaces: readonly string[]): void {
  for (const ns of namespaces) declared.add(ns);
}

/** The namespaces given, in a language; never fails (a namespace that cannot load shows its keys, and says so). */
export function loadTexts(lang: Lang, namespaces: Iterable<string>): Promise<void> {
  return Promise.all(
    [...namespaces].map((ns) =>
      readTexts(lang, ns).catch((error: unknown) => {
        console.warn(`The texts of ${ns} in ${lang} did not load`, error);
      }),
    ),
  ).then(() => undefined);
}

/** Every namespace declared so far, in another language: what switching to it needs. */
export function loadLanguage(lang: Lang): Promise<void> {
  return loadTexts(lang, declared);
}

/**
 * In idle time, once the first screen is shown: the other languages' texts of what this visit has loaded, so that a
 * switch of language works offline in this visit too (the offline worker keeps the files only for the next visits).
 * Never before the first screen: a page's first load holds its own language's texts only.
 */
export function warmOtherLanguages(current: Lang, languages: readonly Lang[]): void {
  warming = languages;
  for (const lang of languages) if (lang !== current) void loadTexts(lang, declared);
}

/** The languages kept warm once the first screen was shown (warmOtherLanguages), or none before. */
let warming: readonly Lang[] = [];
let shown: i18n | undefined;

/**
 * Every namespace a loaded module has declared, in the language being shown: what its first render needs. Once the
 * visit keeps the other languages warm, a screen opened later brings their texts of it too, after its own.
 */
export function loadDeclaredTexts(): Promise<void> {
  if (!shown) return Promise.resolve();
  const lang = shown.language;
  return loadTexts(lang, declared).then(() => {
    for (const other of warming) if (other !== lang) void loadTexts(other, declared);
  });
}

/** For the instance's own loading (a namespace drawn before it was declared, or a switch of language). */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    readTexts(lang, ns).then(
      (texts) => done(null, texts),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function resourcesOf(): Record<string, Record<string, TextTree>> {
  const resources: Record<string, Record<string, TextTree>> = {};
  for (const [key, texts] of loaded) {
    const [lang, ns] = key.split('/') as [string, string];
    (resources[lang] ??= {})[ns] = texts;
  }
  return resources;
}

export function createI18n(lang: Lang) {
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...declared],
      resources: resourcesOf(),
      // The texts read so far are given whole; the backend reads the others when they are asked for.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
  instances.add(instance);
  shown = instance;
  return instance;
}
