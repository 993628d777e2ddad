// Small text helpers shared by the content, the screens and speech, in either language.

/** Lower-case without diacritics, for matching words however they are typed: "Ajúda" → "ajuda", "ç" → "c". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The first letter in capitals, the rest as it is: 'eu quero' → 'Eu quero'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
