// The scenes texts (issue 40).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/scenes';

export default {
  title: 'Scenes',
  intro: 'Touch a part of the photo to hear what it says.',
  pages: 'Choose a scene',
  photo: 'Scene: {{name}}',
  answers: 'Answers',
  reveal: 'Show the parts of the photo',
  display: { always: 'Parts: always shown', firstTouch: 'Parts: shown on touch', never: 'Parts: hidden' },
  fullScreen: 'Full screen',
  options: 'Scene options',
  empty: 'There are no scenes on this device yet.',
  noPhoto: "This scene's photo is not on this device.",
} satisfies SameShape<typeof pt>;
