// A text in one or both languages, and reading it in one: kept apart from the model's schemas so that a screen
// which only shows or says cards does not load the validation library.
import { DEFAULT_LANG, type Lang } from '@/i18n/language';

/** A text in one or more languages, by code: built-in words have every language's, a family's own word usually one. */
export type LocalText = Record<Lang, string>;

/** The text in the language; else in the default language, else in any (a family's "Rex" is "Rex" in every one). */
export function textIn(text: LocalText | undefined, lang: Lang): string {
  if (!text) return '';
  const own = text[lang];
  if (own?.trim()) return own;
  const fallback = text[DEFAULT_LANG];
  if (fallback?.trim()) return fallback;
  return Object.values(text).find((value) => value?.trim()) ?? '';
}

/**
 * The text after an edit made while the app is in `lang`: a text in several languages changes in this one only;
 * a text in one language is replaced (editing a family's "Rex" in English must not leave the old name in pt).
 */
export function withText(text: LocalText | undefined, lang: Lang, value: string): LocalText {
  if (text && Object.keys(text).length > 1) return { ...text, [lang]: value };
  return { [lang]: value };
}
