// The figures browser (spec 001 §2, §4, §8, §9).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/figures';

export default {
  title: 'Pictograms',
  intro: 'Choose a category and tap a figure to speak.',
  categories: 'Categories',
  categoriesStart: 'Categories (first part)',
  categoriesEnd: 'Categories (second part)',
  figures: '{{category}} figures',
  loading: 'Loading figures...',
  empty: 'No figures found.',
  credit: 'Pictograms by ARASAAC (Government of Aragon, author Sergio Palao), licence CC BY-NC-SA. Offline, the app’s OpenMoji symbols.',
  creditLink: 'arasaac.org (opens in a new tab)',
  offline: {
    title: 'For use without internet',
    count_one: '{{count}} figure kept on this device.',
    count_other: '{{count}} figures kept on this device.',
    none: 'No figures kept yet: offline, the app’s own symbols show.',
    clear: 'Clear kept figures',
    cleared: 'Kept figures cleared. The app’s own symbols are still here.',
  },
  preload: {
    title: 'Loading Figures',
    progress: 'Figures loaded',
    count: '{{done}} of {{total}}',
    note: 'Offline cache enabled: figures are kept for use without internet.',
    cached: '{{count}} figures kept',
    done: 'Loading Complete!',
    skip: 'Skip',
  },
} satisfies SameShape<typeof pt>;
