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
  /** One line per bundled symbol: emoji, Portuguese name, English name, folded keywords (tab-separated). */
  const lines: string;
  export default lines;
}

declare module 'virtual:language-model/*' {
  /** A language's model for word prediction (scripts/language-model-plugin.ts; src/typing/predict.ts reads it). */
  const model: string;
  export default model;
}
