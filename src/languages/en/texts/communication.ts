// The communication page (src/modes/communication): the category list and a category's phrases. The phrases
// and category names live in src/boards/vocabulary/communication.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/communication';

export default {
  title: 'Communication',
  intro: 'Choose a category, then a phrase: it is spoken and shown full screen.',
  categoriesLabel: 'Phrase categories',
  backToCategories: 'Back to categories',
  phrasesOf: 'Phrases: {{category}}',
} satisfies SameShape<typeof pt>;
