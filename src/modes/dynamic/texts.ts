import { defineTexts } from '@/i18n/define';

// The dynamic mode screen (src/modes/dynamic): header, category navigation and the first-visit help.
// The category names and word labels live in src/boards/vocabulary/dynamic.ts.
export default defineTexts(
  {
    title: 'Modo Dinâmico',
    intro: 'Toque em uma palavra para ouvi-la e vê-la em tela cheia.',
    categories: 'Categorias',
    categoriesStart: 'Primeiras categorias',
    categoriesEnd: 'Últimas categorias',
    firstTime: {
      title: 'Como usar o modo dinâmico',
      text: 'Todas as palavras estão nesta tela, separadas por categoria. Use a barra de categorias para ir direto a uma delas e toque em uma palavra: ela é falada e mostrada em tela cheia. Os botões no alto mudam as cores, as letras maiúsculas e o menu lateral.',
    },
  },
  {
    title: 'Dynamic Mode',
    intro: 'Tap a word to hear it and see it full screen.',
    categories: 'Categories',
    categoriesStart: 'First categories',
    categoriesEnd: 'Last categories',
    firstTime: {
      title: 'How to use the dynamic mode',
      text: 'Every word is on this screen, grouped by category. Use the category bar to jump to one and tap a word: it is spoken and shown full screen. The buttons at the top change the colours, uppercase letters and the side menu.',
    },
  },
);
