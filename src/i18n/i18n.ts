// The i18next instance: every visible text comes from namespaces in pt and en. The shared words (`common`) are
// built in; the app shell adds its own namespaces before it makes the instance (src/app/core-texts.ts), and a lazily
// loaded screen adds its own with addTexts() when its code arrives, keeping first-load JS small.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bilingual, TextTree } from './define';
import type { Lang } from './language';
import common from './common';

/** The words every part of the app shares. */
export const sharedNamespaces = { common } as const;

const added = new Map<string, Bilingual<TextTree>>();
const instances = new Set<i18n>();

/** Called at the top of a lazily loaded screen module (idempotent): its texts join every instance. */
export function addTexts(ns: string, texts: Bilingual<TextTree>): void {
  if (added.has(ns)) return;
  added.set(ns, texts);
  for (const instance of instances) {
    instance.addResourceBundle('pt', ns, texts.pt);
    instance.addResourceBundle('en', ns, texts.en);
  }
}

function resourcesFor(lang: Lang) {
  const all: [string, Bilingual<TextTree>][] = [...Object.entries(sharedNamespaces), ...added.entries()];
  return Object.fromEntries(all.map(([ns, texts]) => [ns, texts[lang]]));
}

export function createI18n(lang: Lang) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['pt', 'en'],
    defaultNS: 'common',
    ns: [...Object.keys(sharedNamespaces), ...added.keys()],
    resources: { pt: resourcesFor('pt'), en: resourcesFor('en') },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  instances.add(instance);
  return instance;
}
