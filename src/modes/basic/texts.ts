import { defineTexts } from '@/i18n/define';

// The basic (figures) mode screen (src/modes/basic): the big Yes / No and the five category cards.
export default defineTexts(
  {
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
  },
  {
    title: 'Figures Mode',
    intro: 'Tap Yes or No to answer, or choose a category.',
    answers: 'Quick answers',
    categoriesLabel: 'Categories',
    categories: {
      communication: 'Communication',
      needs: 'Needs',
      pain: 'Pain',
      feelings: 'Feelings',
      animalsObjects: 'Animals and objects',
    },
  },
);
