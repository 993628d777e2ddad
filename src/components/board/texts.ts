import { defineTexts } from '@/i18n/define';

// The word boards' look toggles (src/components/board), shared by the dynamic and constructor modes.
export default defineTexts(
  {
    label: 'Aparência dos cartões',
    colored: 'Cartões coloridos',
    uppercase: 'Letras maiúsculas',
    lateral: 'Menu lateral',
  },
  {
    label: 'Card appearance',
    colored: 'Coloured cards',
    uppercase: 'Uppercase letters',
    lateral: 'Side menu',
  },
);
