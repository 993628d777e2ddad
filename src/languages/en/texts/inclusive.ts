// The inclusive mode screen (src/modes/inclusive): header, the quick phrases, the camera panel's heading and
// the first-visit help for a caregiver. The phrase labels themselves live in src/boards/vocabulary/quick-phrases.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/inclusive';

export default {
  title: 'Inclusive Mode',
  intro: 'Choose a phrase: it is spoken and shown full screen. Tap, use the keys 1 to 9, a switch, or rest the head pointer on the phrase for 2 seconds.',
  phrases: 'Quick phrases',
  camera: 'Camera control',
  firstTime: {
    title: 'How to use the inclusive mode',
    text: 'Here a person can speak using only head movement. Press “Start Camera”, allow camera access, then “Activate Tracking”: a pointer follows the head. Resting the pointer on a phrase for 2 seconds makes Aceno say that phrase.',
  },
} satisfies SameShape<typeof pt>;
