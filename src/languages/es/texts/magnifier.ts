// Texts of the magnifier's layer: its name and the bar that closes it — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/magnifier';

export default {
  label: 'Lupa: elige en el área ampliada',
  close: 'Cerrar la lupa',
} satisfies SameShape<typeof pt>;
