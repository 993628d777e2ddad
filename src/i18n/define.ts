// The shape of a namespace's texts: a language's file mirrors the default language's key by key (SameShape).
export type TextTree = { readonly [key: string]: string | readonly string[] | TextTree };

export type SameShape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: SameShape<T[K]> };
