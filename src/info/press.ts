// The press articles shown in the 'midia' section: where each one lives. Titles and summaries are texts in
// ./texts.ts (press.items.<id>). PLACEHOLDERS: replace the outlets and addresses with real ones.
export interface PressArticle {
  id: 'first' | 'second';
  url: string;
}

export const PRESS_ARTICLES: readonly PressArticle[] = [
  { id: 'first', url: 'https://example.org/press/aceno-app-gratuito-avc' },
  { id: 'second', url: 'https://example.org/press/aceno-comunicacao-alternativa-navegador' },
];
