// A text in one or both languages, and reading it in one: kept apart from the model's schemas so that a screen
// which only shows or says cards does not load the validation library.
import type { Lang } from '@/i18n/language';

/** A text in one or both languages: built-in words have both, a family's own word usually one. */
export interface LocalText {
  pt?: string | undefined;
  en?: string | undefined;
}

/** The text in the language, or in the other one when the card has only that (a family's "Rex" is "Rex" in both). */
export function textIn(text: LocalText | undefined, lang: Lang): string {
  if (!text) return '';
  const other: Lang = lang === 'pt' ? 'en' : 'pt';
  return text[lang]?.trim() ? text[lang]! : (text[other] ?? '');
}

/**
 * The text after an edit made while the app is in `lang`: a text in both languages changes in this one only;
 * a text in one language is replaced (editing a family's "Rex" in English must not leave the old name in pt).
 */
export function withText(text: LocalText | undefined, lang: Lang, value: string): LocalText {
  if (text?.pt !== undefined && text.en !== undefined) return { ...text, [lang]: value };
  return { [lang]: value };
}
