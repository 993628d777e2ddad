// Texts of the info / about page (spec 000 §2.10): header, sections, interactive demo and footer, in pt and en.
// Proper names (press outlets) stay as they are; the press addresses live in ./press.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/info';

export default {
  header: {
    brandHome: 'Aceno — top of the page',
    navLabel: 'Page sections',
    menu: 'Menu',
    useNow: 'Use Now',
  },
  nav: {
    inicio: 'Home',
    recursos: 'Features',
    modos: 'Usage Modes',
    dispositivos: 'Devices',
    sobre: 'About Us',
    contato: 'Contact',
  },
  newTab: '(opens in a new tab)',
  hero: {
    eyebrow: 'Augmentative and alternative communication',
    title: 'A tap becomes a voice for people who cannot speak easily',
    subtitle:
      'Picture and word cards that speak aloud and appear full screen. For people after a stroke, with ALS, autism or cerebral palsy, and for those who care for them.',
    start: 'Start now',
    howItWorks: 'See how it works',
    claimsLabel: 'Aceno in numbers',
    claims: {
      modes: { value: '6', label: 'usage modes' },
      accessible: { value: '100%', label: 'accessible' },
      free: { value: 'Free', label: 'for everyone' },
    },
  },
  how: {
    title: 'How It Works',
    intro: 'Four steps, from a tap to a conversation.',
    steps: {
      touch: { title: 'Touch a card', description: 'Choose the picture or word that says what you want.' },
      audio: { title: 'The audio plays', description: 'Aceno speaks the word or sentence aloud.' },
      fullscreen: { title: 'Full-screen enlargement', description: 'The message appears large, easy to see for anyone nearby.' },
      communicate: { title: 'Effective communication', description: 'The people beside you hear, see and understand.' },
    },
    handsFreeTitle: 'Hands-free: the face as a switch',
    handsFree: [
      'In Settings → Input, choose "Head and blinks (camera)" — or, for scanning, "Face gestures only" under the camera.',
      'Under "Face gestures", start with "Open mouth selects" or "Eyebrows: next, mouth: select".',
      'With the camera on and the person relaxed, press "Calibrate my face": three seconds of keeping still are enough.',
      'The pointer goes to the nearest card and outlines it before choosing; a tremor does not change the card. A pause gesture (or the Pause button) stops everything until resumed.',
      'Keys too small (the keyboard on a phone)? Under "Point and wait", turn the magnifier on: resting the pointer first shows the keys around it, big, and resting again chooses one of them. If the pointer shakes a lot, choose “Always”.',
    ],
  },
  devices: {
    title: 'Devices',
    intro: 'Opens in the browser, nothing to install.',
    items: {
      phones: { title: 'Phones', description: 'Always at hand, in a pocket or on the bedside table.' },
      tablets: { title: 'Tablets', description: 'Large cards, good for touch and for therapy.' },
      computers: { title: 'Computers', description: 'With a mouse, keyboard, switch or camera.' },
    },
    offlineTitle: 'Works offline',
    offline: 'Open Aceno once with internet: after the first load it keeps working without a connection.',
  },
  experience: {
    title: 'Experience',
    intro: 'Aceno goes wherever communication happens.',
    items: {
      hospital: { title: 'In hospital', description: 'After a stroke or during a hospital stay, saying yes, no and where it hurts matters.' },
      home: { title: 'At home', description: 'Families and caregivers understand needs and feelings every day.' },
      therapy: { title: 'In therapy', description: 'Speech and occupational therapists use the modes as support in sessions.' },
      school: { title: 'At school', description: 'Educators include students who communicate in alternative ways.' },
    },
  },
  press: {
    title: 'In the Press',
    intro: 'What people are saying about Aceno.',
    items: {
      first: {
        outlet: 'Portal Saúde & Inclusão',
        title: 'Free app helps patients who lost their speech after a stroke',
        summary: 'Created by a son to talk with his father, the app became a tool for families and therapists.',
      },
      second: {
        outlet: 'Revista Tecnologia Assistiva',
        title: 'Alternative communication in the browser: meet Aceno',
        summary: 'Six usage modes, a voice in two languages and offline use, at no cost.',
      },
    },
  },
  about: {
    title: 'About Us',
    storyTitle: 'Our story',
    story: {
      first:
        "Aceno was born at home. After a stroke, the author's father could no longer speak easily, and the family needed a simple way to understand what he wanted to say.",
      second:
        'The first cards were made for him. Reviewed by speech therapists, the project grew into a free app for anyone with speech difficulties, their families, therapists and teachers.',
    },
    missionTitle: 'Mission',
    mission: 'To give a voice to people who cannot speak easily, with a free, simple and accessible tool.',
    valuesTitle: 'Values',
    values: {
      access: 'Accessibility first',
      free: 'Free for everyone',
      dignity: 'Respect and dignity',
      care: 'Made with the people who use it and those who care',
    },
    visionTitle: 'Vision',
    vision: 'A world where everyone can communicate and be understood, anywhere.',
  },
  cta: {
    title: 'Ready to start?',
    text: 'Open Aceno and choose a mode. There is nothing to install.',
    start: 'Use Now',
    contact: 'Contact us',
  },
  footer: {
    tagline: 'Free alternative communication, in Portuguese, English and Spanish.',
    audienceTitle: 'Who it is for',
    audience: {
      patients: 'Patients',
      families: 'Families and caregivers',
      professionals: 'Health professionals',
      educators: 'Educators',
    },
    linksTitle: 'Links',
    home: 'Home',
    contact: 'Contact',
    creditsTitle: 'Credits',
    creditsBefore: 'Emoji symbols from',
    creditsMiddle: ', under the licence',
    arasaacBefore: 'Online pictograms from',
    arasaacMiddle: ' (Government of Aragon, author Sergio Palao), under the licence',
    wordsBefore: 'The Type mode\'s word suggestions come from the word frequencies of the subtitles of',
    wordsMiddle: ' (via zxcvbn-ts), under the licence',
    copyright: '© 2025 Aceno. Free and open-source software.',
  },
  features: {
    title: 'Features',
    intro: 'Designed with speech therapists to be simple, clear and reliable.',
    items: {
      voice: { title: 'Voice in Portuguese, English and Spanish', description: 'Every tap speaks aloud, at a pace that is easy to follow.' },
      fullscreen: { title: 'Full screen', description: 'The message appears large, with an emoji, to be seen from afar.' },
      access: { title: 'Touch, keyboard, switch and gaze', description: 'Ways to use it by touch, keyboard or switch, or by controlling it with the eyes.' },
      offline: { title: 'Works without internet', description: 'After the first visit it keeps working offline.' },
      reading: { title: 'Comfortable reading', description: 'Large text, high contrast and a dark theme.' },
      free: { title: 'Free', description: 'Every mode at no cost, for patients, families, therapists and schools.' },
    },
  },
  modes: {
    title: 'Usage Modes',
    intro: 'Six modes for different moments and ways of communicating.',
    items: {
      dynamic: { title: 'Dynamic', description: 'All cards on one screen, with category navigation.' },
      constructorMode: { title: 'Constructor', description: 'Build sentences word by word and hear the whole sentence.' },
      guided: { title: 'Guided', description: 'Who, what and about what: a complete sentence step by step, with suggestions.' },
      pictograms: { title: 'Pictograms', description: 'Pictures organised in categories; tap to speak.' },
      puzzle: { title: 'Puzzle', description: 'Shuffle and organise words into sentences.' },
      lettersSounds: { title: 'Letters and Sounds', description: 'Build words letter by letter, hearing each sound.' },
    },
    moreTitle: 'And also',
    more: {
      basic: { title: 'Figures', description: 'The quick board: yes, no, needs, feelings and where it hurts.' },
      inclusive: { title: 'Inclusive', description: 'Control with eye movement and select with a double blink.' },
      typing: { title: 'Type', description: 'A keyboard with word suggestions to say anything, by touch, keys, a switch or the head.' },
    },
  },
  demo: {
    title: 'Try It',
    intro: 'Tap the cards to build a sentence, then tap Speak. This is only a sample: the app has many more cards.',
    tabsLabel: 'Demo modes',
    tabs: {
      basic: { label: 'Basic', hint: 'Quick answers and everyday needs.' },
      dynamic: { label: 'Dynamic', hint: 'Greetings, feelings and time on one screen.' },
      constructorMode: { label: 'Constructor', hint: 'Words to build complete sentences.' },
    },
    sentenceLabel: 'Built sentence',
    placeholder: 'Tap the cards to build a sentence.',
    speak: 'Speak',
    clear: 'Clear',
    words: {
      basic: { yes: 'yes', no: 'no', water: 'water', eat: 'eat', bathroom: 'bathroom', pain: 'pain', help: 'help', thanks: 'thank you' },
      dynamic: { hello: 'hello', morning: 'good morning', happy: 'happy', sad: 'sad', tired: 'tired', cold: 'cold', now: 'now', later: 'later' },
      constructorMode: { i: 'I', you: 'you', want: 'want', need: 'need', go: 'to go', home: 'home', food: 'food', medicine: 'medicine' },
    },
  },
} satisfies SameShape<typeof pt>;
