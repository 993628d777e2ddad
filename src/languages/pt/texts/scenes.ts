// The scenes texts (issue 40).
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Cenas',
  intro: 'Toque numa parte da foto para ouvir o que ela diz.',
  pages: 'Escolha a cena',
  photo: 'Cena: {{name}}',
  answers: 'Respostas',
  reveal: 'Mostrar as partes da foto',
  display: { always: 'Partes: sempre à vista', firstTouch: 'Partes: ao tocar', never: 'Partes: escondidas' },
  fullScreen: 'Tela cheia',
  options: 'Opções das cenas',
  empty: 'Ainda não há cenas neste aparelho.',
  noPhoto: 'A foto desta cena não está neste aparelho.',
} satisfies TextTree;
