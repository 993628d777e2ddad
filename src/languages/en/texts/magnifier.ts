// Texts of the magnifier's layer: its name and the bar that closes it.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/magnifier';

export default {
  label: 'Magnifier: choose in the enlarged area',
  close: 'Close the magnifier',
} satisfies SameShape<typeof pt>;
