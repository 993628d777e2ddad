// The basic (figures) mode screen (src/modes/basic): the big Yes / No and the five category cards.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Modo Figuras',
  intro: 'Toque em Sim ou Não para responder, ou escolha uma categoria.',
  answers: 'Respostas rápidas',
  categoriesLabel: 'Categorias',
  categories: {
    communication: 'Comunicação',
    needs: 'Necessidades',
    pain: 'Dor',
    feelings: 'Sentimentos',
    animalsObjects: 'Animais e objetos',
  },
} satisfies TextTree;
