/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_WHATSAPP_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

declare module 'virtual:symbols' {
  /** Codes (emojiCode in src/components/card/symbol.ts) of the emoji whose symbol is bundled as symbols/<code>.svg. */
  const codes: ReadonlySet<string>;
  export default codes;
  /** Every other Unicode emoji OpenMoji draws has its symbols/<code>.svg too (false in unit tests). */
  export const others: boolean;
}

declare module 'virtual:symbol-index' {
  /** The codes of the languages that name the symbols, then one line per bundled symbol: emoji, its name in each, folded keywords (tab-separated). */
  const lines: string;
  export default lines;
}

declare module 'virtual:language-model/*' {
  /** A language's model for word prediction (scripts/language-model-plugin.ts; src/typing/predict.ts reads it). */
  const model: string;
  export default model;
}

declare module 'virtual:language-models' {
  /** Each language's model, loaded on demand (scripts/language-model-plugin.ts): the languages with a model.json. */
  const loaders: Readonly<Record<string, () => Promise<{ default: string }>>>;
  export default loaders;
}
