// Texts of the magnifier's layer: its name and the bar that closes it.
import { defineTexts } from '@/i18n/define';

export default defineTexts(
  {
    label: 'Lupa: escolha na área ampliada',
    close: 'Fechar a lupa',
  },
  {
    label: 'Magnifier: choose in the enlarged area',
    close: 'Close the magnifier',
  },
);
