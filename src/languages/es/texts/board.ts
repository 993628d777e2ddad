// The word boards' look toggles, shared by the dynamic and constructor modes — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/board';

export default {
  label: 'Apariencia de las tarjetas',
  colored: 'Tarjetas de colores',
  uppercase: 'Letras mayúsculas',
  lateral: 'Menú lateral',
} satisfies SameShape<typeof pt>;
