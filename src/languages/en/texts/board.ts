// The word boards' look toggles (src/components/board), shared by the dynamic and constructor modes.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/board';

export default {
  label: 'Card appearance',
  colored: 'Coloured cards',
  uppercase: 'Uppercase letters',
  lateral: 'Side menu',
} satisfies SameShape<typeof pt>;
