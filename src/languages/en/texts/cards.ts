// The simple card pages reached from the basic mode (src/modes/cards): needs, feelings, animals and objects,
// and pain. The card labels live in src/boards/vocabulary/.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/cards';

export default {
  needs: { title: 'Needs', intro: 'Tap what you need: it is spoken and shown full screen.', list: 'Needs' },
  feelings: { title: 'Feelings', intro: 'Tap how you feel: it is spoken and shown full screen.', list: 'Feelings' },
  animalsObjects: { title: 'Animals and objects', intro: 'Tap a card to hear its name and see it full screen.', list: 'Animals and objects' },
  pain: {
    title: 'Where does it hurt?',
    intro: 'Tap the body part, or hold it for 1 second: it is spoken and shown full screen.',
    list: 'Body parts',
    closeMessage: 'Get well soon!',
  },
} satisfies SameShape<typeof pt>;
