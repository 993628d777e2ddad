// The simple card pages reached from the basic mode (src/modes/cards): needs, feelings, animals and objects,
// and pain. The card labels live in src/boards/vocabulary/.
import type { TextTree } from '@/i18n/define';

export default {
  needs: { title: 'Necessidades', intro: 'Toque no que você precisa: é falado e mostrado em tela cheia.', list: 'Necessidades' },
  feelings: { title: 'Sentimentos', intro: 'Toque em como você se sente: é falado e mostrado em tela cheia.', list: 'Sentimentos' },
  animalsObjects: { title: 'Animais e objetos', intro: 'Toque em um cartão para ouvir o nome e vê-lo em tela cheia.', list: 'Animais e objetos' },
  pain: {
    title: 'Onde dói?',
    intro: 'Toque na parte do corpo, ou segure por 1 segundo: ela é falada e mostrada em tela cheia.',
    list: 'Partes do corpo',
    closeMessage: 'Melhoras!',
  },
} satisfies TextTree;
