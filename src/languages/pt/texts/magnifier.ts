// Texts of the magnifier's layer: its name and the bar that closes it.
import type { TextTree } from '@/i18n/define';

export default {
  label: 'Lupa: escolha na área ampliada',
  close: 'Fechar a lupa',
} satisfies TextTree;
