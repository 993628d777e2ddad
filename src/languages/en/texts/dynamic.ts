// The dynamic mode screen (src/modes/dynamic): header, category navigation and the first-visit help.
// The category names and word labels live in src/boards/vocabulary/dynamic.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/dynamic';

export default {
  title: 'Dynamic Mode',
  intro: 'Tap a word to hear it and see it full screen.',
  categories: 'Categories',
  categoriesStart: 'First categories',
  categoriesEnd: 'Last categories',
  firstTime: {
    title: 'How to use the dynamic mode',
    text: 'Every word is on this screen, grouped by category. Use the category bar to jump to one and tap a word: it is spoken and shown full screen. The buttons at the top change the colours, uppercase letters and the side menu.',
  },
} satisfies SameShape<typeof pt>;
