import { defineTexts } from '@/i18n/define';

// The simple card pages reached from the basic mode (src/modes/cards): needs, feelings, animals and objects,
// and pain. The card labels live in src/boards/vocabulary/.
export default defineTexts(
  {
    needs: { title: 'Necessidades', intro: 'Toque no que você precisa: é falado e mostrado em tela cheia.', list: 'Necessidades' },
    feelings: { title: 'Sentimentos', intro: 'Toque em como você se sente: é falado e mostrado em tela cheia.', list: 'Sentimentos' },
    animalsObjects: { title: 'Animais e objetos', intro: 'Toque em um cartão para ouvir o nome e vê-lo em tela cheia.', list: 'Animais e objetos' },
    pain: {
      title: 'Onde dói?',
      intro: 'Toque na parte do corpo, ou segure por 1 segundo: ela é falada e mostrada em tela cheia.',
      list: 'Partes do corpo',
      closeMessage: 'Melhoras!',
    },
  },
  {
    needs: { title: 'Needs', intro: 'Tap what you need: it is spoken and shown full screen.', list: 'Needs' },
    feelings: { title: 'Feelings', intro: 'Tap how you feel: it is spoken and shown full screen.', list: 'Feelings' },
    animalsObjects: { title: 'Animals and objects', intro: 'Tap a card to hear its name and see it full screen.', list: 'Animals and objects' },
    pain: {
      title: 'Where does it hurt?',
      intro: 'Tap the body part, or hold it for 1 second: it is spoken and shown full screen.',
      list: 'Body parts',
      closeMessage: 'Get well soon!',
    },
  },
);
