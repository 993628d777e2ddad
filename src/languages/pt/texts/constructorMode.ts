// The constructor mode screen (src/modes/constructor): header, the sentence strip, the word groups and the
// first-visit help. The words and group names live in src/boards/vocabulary/constructor.ts.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Modo Construtor',
  intro: 'Toque nas palavras para montar uma frase e depois em “Falar” para ouvi-la.',
  sentence: 'Sua frase',
  empty: 'Nenhuma palavra escolhida ainda.',
  remove: 'Remover {{word}}',
  play: 'Falar',
  stop: 'Parar',
  clear: 'Limpar tudo',
  groups: 'Grupos de palavras',
  groupsStart: 'Primeiros grupos',
  groupsEnd: 'Últimos grupos',
  firstTime: {
    title: 'Como usar o modo construtor',
    text: 'Monte uma frase palavra por palavra: escolha quem (Eu, Ele…), depois a ação e o resto. Os verbos mudam conforme a pessoa escolhida. Cada palavra aparece na faixa do alto, onde pode ser removida. “Falar” mostra a frase em tela cheia e a diz em voz alta, com as palavras de ligação (“de”, “para”, “com”) já colocadas.',
  },
} satisfies TextTree;
