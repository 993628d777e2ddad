import { defineTexts } from '@/i18n/define';

// The constructor mode screen (src/modes/constructor): header, the sentence strip, the word groups and the
// first-visit help. The words and group names live in src/boards/vocabulary/constructor.ts.
export default defineTexts(
  {
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
  },
  {
    title: 'Constructor Mode',
    intro: 'Tap words to build a sentence, then “Play” to hear it.',
    sentence: 'Your sentence',
    empty: 'No words chosen yet.',
    remove: 'Remove {{word}}',
    play: 'Play',
    stop: 'Stop',
    clear: 'Clear all',
    groups: 'Word groups',
    groupsStart: 'First groups',
    groupsEnd: 'Last groups',
    firstTime: {
      title: 'How to use the constructor mode',
      text: 'Build a sentence word by word: choose who (I, He…), then the action and the rest. Verbs change with the person chosen. Each word appears in the strip at the top, where it can be removed. “Play” shows the sentence full screen and says it aloud, with linking words (“to”, “in my”) already added.',
    },
  },
);
