// The communication page: the category list and a category's phrases — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/communication';

export default {
  title: 'Comunicación',
  intro: 'Elige una categoría y luego una frase: se dice en voz alta y se muestra en pantalla completa.',
  categoriesLabel: 'Categorías de frases',
  backToCategories: 'Volver a las categorías',
  phrasesOf: 'Frases: {{category}}',
} satisfies SameShape<typeof pt>;
