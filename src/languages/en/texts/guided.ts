// The guided mode screen (src/modes/guided): header, the step titles and descriptions, the progress bar, the
// preview chips, the smart suggestions, the finished sentence and the first-visit help. Words live in
// ./content.ts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/guided';

export default {
  title: 'Guided Mode',
  back: 'Back',
  reset: 'Start over',
  progress: 'Sentence progress',
  progressValue: 'Step {{step}} of {{total}}: {{name}}',
  stepNames: { subject: 'Who', verb: 'Action', complement: 'What', punctuation: 'Tone' },
  steps: {
    subject: { title: 'Who?', description: 'Choose who does the action.' },
    verb: { title: 'Which action?', description: 'Choose the action: want, need, be, like, go or ask for.' },
    complement: { title: 'About what?', description: 'Choose what completes the sentence.' },
    pain: { title: 'Where does it hurt?', description: 'Choose the part of the body that hurts.' },
    punctuation: { title: 'Which tone?', description: 'Statement, question or exclamation: it changes the tone of the voice.' },
    done: { title: 'Your sentence', description: 'The sentence was spoken. Say it again, go back to change the tone, or start over.' },
  },
  choices: { subject: 'Who', verb: 'Actions', complement: 'Complements', pain: 'Body parts', punctuation: 'Tones' },
  preview: 'Sentence preview',
  empty: '—',
  suggestions: 'Smart suggestions',
  suggestionsHint: 'Ready sentences with “{{subject}}”: choose one to say it now.',
  speakAgain: 'Say it again',
  firstTime: {
    title: 'How to use the guided mode',
    text: 'Build a sentence in four steps: who, the action, about what and the tone. If you choose “Pain”, also say where it hurts. At the end the sentence is spoken and shown full screen. “Back” undoes the last step and “Start over” clears everything. Smart suggestions say a ready sentence at once.',
  },
} satisfies SameShape<typeof pt>;
