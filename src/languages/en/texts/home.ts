// The home texts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/home';

export default {
  welcome: 'Welcome!',
  commonPhrases: ['Yes', 'No', 'Thank you', 'Please', 'I want water', 'I need help', 'I am in pain', 'I want to go to the bathroom', 'I am hungry', 'I love you'],
  subtitle: 'Choose how you want to communicate today.',
  modesLabel: 'Communication modes',
  aboutUs: 'About us',
  professionalLink: 'Professional area',
  settingsLink: 'Settings',
  boardsLink: 'My boards',
  soonTitle: 'The {{mode}} mode is coming soon',
  soonText: 'Meanwhile, try the demo on the About us page.',
  modes: {
    basic: { title: 'Figures', description: 'Yes, no and cards by category: needs, feelings, pain and more.' },
    dynamic: { title: 'Dynamic', description: 'All cards on one screen, with category navigation.' },
    constructorMode: { title: 'Constructor', description: 'Build sentences word by word and hear the whole sentence.' },
    typing: { title: 'Type', description: 'Type any sentence, with word suggestions, and hear it aloud.' },
    inclusive: { title: 'Inclusive', description: 'Control with eye and head movement; select with a double blink.' },
    guided: { title: 'Guided', description: 'Build a sentence step by step, with suggestions.' },
    puzzle: { title: 'Puzzle', description: 'Shuffle and organise words into sentences.' },
    pictograms: { title: 'Pictograms', description: 'Browse pictures by category and tap to speak.' },
    lettersSounds: { title: 'Letters and Sounds', description: 'Build words letter by letter, hearing each sound.' },
    inclusiveCity: { title: 'Inclusive City', description: 'Ready phrases for the place you are in: pharmacy, hospital, bus...' },
    scenes: { title: 'Scenes', description: 'A photo from your life that speaks: touch a part and hear it.' },
  },
  social: {
    title: 'Follow Aceno',
    text: 'Get news and tips about alternative communication on Instagram.',
    follow: 'Follow on Instagram',
    dismiss: 'Not now',
  },
  attention: {
    title: 'Attention',
    text: 'Audio may lag slightly the first few times while the system adapts to your browser.',
  },
} satisfies SameShape<typeof pt>;
