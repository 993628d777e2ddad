// The constructor mode screen (src/modes/constructor): header, the sentence strip, the word groups and the
// first-visit help. The words and group names live in src/boards/vocabulary/constructor.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/constructorMode';

export default {
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
} satisfies SameShape<typeof pt>;
