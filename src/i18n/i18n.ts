// The i18next instance: every visible text comes from the namespaces below, in pt and en.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './language';
import common from './resources/common';
import components from './resources/components';
import contact from './resources/contact';
import home from './resources/home';
import info from './resources/info';
import input from './resources/input';
import meta from './resources/meta';
import notFound from './resources/notFound';
import settings from './resources/settings';
import speech from './resources/speech';

export const namespaces = { common, components, contact, home, info, input, meta, notFound, settings, speech } as const;

export type Namespace = keyof typeof namespaces;

function resourcesFor(lang: Lang) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[lang]]));
}

export function createI18n(lang: Lang) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['pt', 'en'],
    defaultNS: 'common',
    ns: Object.keys(namespaces),
    resources: { pt: resourcesFor('pt'), en: resourcesFor('en') },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
