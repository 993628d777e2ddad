// The dynamic mode screen: header, category navigation and the first-visit help — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/dynamic';

export default {
  title: 'Modo Dinámico',
  intro: 'Toca una palabra para escucharla y verla en pantalla completa.',
  categories: 'Categorías',
  categoriesStart: 'Primeras categorías',
  categoriesEnd: 'Últimas categorías',
  firstTime: {
    title: 'Cómo usar el modo Dinámico',
    text: 'Todas las palabras están en esta pantalla, separadas por categoría. Usa la barra de categorías para ir directo a una y toca una palabra: se dice en voz alta y se muestra en pantalla completa. Los botones de arriba cambian los colores, las letras mayúsculas y el menú lateral.',
  },
} satisfies SameShape<typeof pt>;
