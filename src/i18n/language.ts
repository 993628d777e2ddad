// The interface language: the spec's start rules (the default language, Portuguese, unless a saved choice or the
// browser's first language names another the app has) and the synchronous localStorage key read before the first paint.
import { DEFAULT_MANIFEST, hasLanguage, manifestOf, MANIFESTS } from '@/languages';
import { localStore, readLocal, writeLocal } from '@/storage/local';

/** A language's code: a folder of src/languages (pt, en, es, …). */
export type Lang = string;

/** The languages the app has, the default one first. */
export const LANGUAGES: readonly Lang[] = MANIFESTS.map((manifest) => manifest.code);
export const DEFAULT_LANG: Lang = DEFAULT_MANIFEST.code;

/** A text in Portuguese and English side by side, and in any other language that gives one. */
export type Bilingual = Readonly<Record<'pt' | 'en', string>> & Readonly<Record<Lang, string>>;

/**
 * A language's own entry of a table kept per language, else the default language's: a table that gives every
 * language its entry is checked by languages.test.ts.
 */
export function inLanguage<T>(table: Readonly<Partial<Record<'pt' | 'en', T>>> | Readonly<Record<Lang, T>>, lang: Lang): T {
  const entries = table as Readonly<Partial<Record<Lang, T>>>;
  const entry = entries[lang] ?? entries[DEFAULT_LANG];
  if (entry === undefined) throw new Error(`A table per language has no ${DEFAULT_LANG} entry`);
  return entry;
}

/** The BCP 47 tag of a language's pages, dates, numbers and voice ('pt' → 'pt-BR'). */
export function tagOf(lang: Lang): string {
  return manifestOf(lang).tag;
}

/** Key of the saved language in localStorage (spec 000 §3: "stored in browser storage under a language key"). */
export const LANGUAGE_KEY = 'language';

export function isLang(value: unknown): value is Lang {
  return hasLanguage(value);
}

/** Start language: a saved language the app has wins; otherwise the language whose prefix the browser's first
 * language starts with (`es-MX` → es); otherwise the default. */
export function resolveStartLanguage(saved: unknown, browserLanguages: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  const first = (browserLanguages[0] ?? '').toLowerCase();
  return MANIFESTS.find((manifest) => manifest.browser.some((prefix) => first.startsWith(prefix)))?.code ?? DEFAULT_LANG;
}

export function readSavedLanguage(storage: Pick<Storage, 'getItem'> | undefined = localStore()): Lang | null {
  const value = readLocal(LANGUAGE_KEY, storage, 'the saved language');
  if (value == null || isLang(value)) return value ?? null;
  console.warn(`Ignoring unexpected saved language ${JSON.stringify(value)}`);
  return null;
}

/** Private mode or a full quota: the choice still applies to this visit. */
export function saveLanguage(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined = localStore()): void {
  writeLocal(LANGUAGE_KEY, lang, storage, 'the language choice');
}

export function browserLanguages(): readonly string[] {
  // A page written at build time (no document) is in its own address's language: the build machine's has no say.
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}
