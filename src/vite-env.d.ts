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
}
