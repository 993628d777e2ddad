// The communication page (src/modes/communication): the category list and a category's phrases. The phrases
// and category names live in src/boards/vocabulary/communication.ts.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Comunicação',
  intro: 'Escolha uma categoria e depois uma frase: ela é falada e mostrada em tela cheia.',
  categoriesLabel: 'Categorias de frases',
  backToCategories: 'Voltar às categorias',
  phrasesOf: 'Frases: {{category}}',
} satisfies TextTree;
