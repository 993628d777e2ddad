// Texts are written per screen with both languages side by side; the type makes English mirror Portuguese key by key.
export type TextTree = { readonly [key: string]: string | readonly string[] | TextTree };

export type SameShape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: SameShape<T[K]> };

export interface Bilingual<T extends TextTree> {
  pt: T;
  en: SameShape<T>;
}

export function defineTexts<const T extends TextTree>(pt: T, en: SameShape<T>): Bilingual<T> {
  return { pt, en };
}
