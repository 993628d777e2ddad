// The dynamic mode screen (src/modes/dynamic): header, category navigation and the first-visit help.
// The category names and word labels live in src/boards/vocabulary/dynamic.ts.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Modo Dinâmico',
  intro: 'Toque em uma palavra para ouvi-la e vê-la em tela cheia.',
  categories: 'Categorias',
  categoriesStart: 'Primeiras categorias',
  categoriesEnd: 'Últimas categorias',
  firstTime: {
    title: 'Como usar o modo dinâmico',
    text: 'Todas as palavras estão nesta tela, separadas por categoria. Use a barra de categorias para ir direto a uma delas e toque em uma palavra: ela é falada e mostrada em tela cheia. Os botões no alto mudam as cores, as letras maiúsculas e o menu lateral.',
  },
} satisfies TextTree;
