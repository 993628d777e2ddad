// The basic (figures) mode screen (src/modes/basic): the big Yes / No and the five category cards.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/basic';

export default {
  title: 'Figures Mode',
  intro: 'Tap Yes or No to answer, or choose a category.',
  answers: 'Quick answers',
  categoriesLabel: 'Categories',
  categories: {
    communication: 'Communication',
    needs: 'Needs',
    pain: 'Pain',
    feelings: 'Feelings',
    animalsObjects: 'Animals and objects',
  },
} satisfies SameShape<typeof pt>;
