import { defineTexts } from '@/i18n/define';

// The communication page (src/modes/communication): the category list and a category's phrases. The phrases
// and category names live in src/boards/vocabulary/communication.ts.
export default defineTexts(
  {
    title: 'Comunicação',
    intro: 'Escolha uma categoria e depois uma frase: ela é falada e mostrada em tela cheia.',
    categoriesLabel: 'Categorias de frases',
    backToCategories: 'Voltar às categorias',
    phrasesOf: 'Frases: {{category}}',
  },
  {
    title: 'Communication',
    intro: 'Choose a category, then a phrase: it is spoken and shown full screen.',
    categoriesLabel: 'Phrase categories',
    backToCategories: 'Back to categories',
    phrasesOf: 'Phrases: {{category}}',
  },
);
