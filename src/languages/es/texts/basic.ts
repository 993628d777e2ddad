// The basic (figures) mode screen: the big Yes / No and the five category cards — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/basic';

export default {
  title: 'Modo Figuras',
  intro: 'Toca Sí o No para responder, o elige una categoría.',
  answers: 'Respuestas rápidas',
  categoriesLabel: 'Categorías',
  categories: {
    communication: 'Comunicación',
    needs: 'Necesidades',
    pain: 'Dolor',
    feelings: 'Sentimientos',
    animalsObjects: 'Animales y objetos',
  },
} satisfies SameShape<typeof pt>;
