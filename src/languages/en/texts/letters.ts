// Letters and sounds (spec 001 §2, §4).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/letters';

export default {
  title: 'Letters and Sounds',
  intro: 'Write a word or pick one. Build it letter by letter and hear the sound of each letter.',
  label: 'Word',
  placeholder: 'E.g. house',
  explore: 'Explore Sounds',
  suggestions: 'Words to explore',
  board: 'Build the word “{{word}}”',
  tiles: 'Letters',
  progress: '{{placed}} of {{total}} letters',
  notYet: 'Almost! A letter is out of place: tap a place to take its letter back.',
  correct: 'Well done! You built “{{word}}”.',
  another: 'Try another word',
  harder: 'Increase Difficulty',
  challenge: { title: 'Challenge Accepted!', text: 'The words are longer now.' },
  allMastered: { title: 'Congratulations!', text: 'You mastered all hard words!' },
  back: 'Back to the words',
  invalid: { title: 'Error', text: 'Use 2 to 15 letters, no numbers or symbols' },
  level: { easy: 'Level: normal', medium: 'Level: normal', hard: 'Level: hard' },
} satisfies SameShape<typeof pt>;
