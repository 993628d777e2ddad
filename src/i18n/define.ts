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

/**
 * A namespace written in parts, one file per screen (a long namespace split up): the base's keys, and each part
 * under its own key, pt and en alike.
 */
export function joinTexts<const T extends TextTree, const P extends Readonly<Record<string, Bilingual<TextTree>>>>(
  base: Bilingual<T>,
  parts: P,
): Bilingual<T & { readonly [K in keyof P]: P[K]['pt'] }> {
  const join = (lang: 'pt' | 'en') => ({ ...base[lang], ...Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, part[lang]])) });
  return { pt: join('pt'), en: join('en') } as Bilingual<T & { readonly [K in keyof P]: P[K]['pt'] }>;
}
