// What pick and place says in its caption (shown, and read by screen readers as it changes).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/pickPlace';

export default {
  hint: 'Choose a piece, then its place.',
  picked: 'You picked up “{{piece}}”. Now choose its place.',
  placed: '“{{piece}}” went to place {{n}}.',
  cancelled: '“{{piece}}” went back to the pieces.',
  refused: 'Place {{n}} is taken. Choose another.',
  slot: 'Place {{n}}: {{content}}',
  empty: 'empty',
} satisfies SameShape<typeof pt>;
