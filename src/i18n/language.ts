// The interface language: the spec's start rules (pt by default, a saved choice wins, else an English browser
// selects English) and the synchronous localStorage key read before the first paint.
import { localStore, readLocal, writeLocal } from '@/storage/local';
export const LANGUAGES = ['pt', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** A text in both languages, side by side, so one missing its English or Portuguese does not compile. */
export type Bilingual = Readonly<Record<Lang, string>>;

/** Key of the saved language in localStorage (spec 000 §3: "stored in browser storage under a language key"). */
export const LANGUAGE_KEY = 'language';

export function isLang(value: unknown): value is Lang {
  return value === 'pt' || value === 'en';
}

/** Start language: a saved pt/en wins; otherwise a browser language starting with `en` selects English; else pt. */
export function resolveStartLanguage(saved: unknown, browserLanguages: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('en') ? 'en' : 'pt';
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
