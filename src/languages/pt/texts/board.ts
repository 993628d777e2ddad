// The word boards' look toggles (src/components/board), shared by the dynamic and constructor modes.
import type { TextTree } from '@/i18n/define';

export default {
  label: 'Aparência dos cartões',
  colored: 'Cartões coloridos',
  uppercase: 'Letras maiúsculas',
  lateral: 'Menu lateral',
} satisfies TextTree;
