// The settings screen (src/settings) and the link to it from the home header.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/settings';

export default {
  title: 'Settings',
  boards: {
    title: 'Boards',
    intro: "Change the cards' words, photos and voices, make boards and choose the one each mode shows.",
    link: 'Open My boards',
  },
  voice: {
    title: 'Voice',
    intro: 'Choose the voice and speed of English speech. Everything is kept on this device.',
    choice: 'Voice for English',
    automatic: 'Automatic (best available)',
    automaticHint: "Uses this device's best voice and, if there is none, the offline voice.",
    offline: 'Aceno offline voice',
    offlineHint: 'Works without internet, after the first use.',
    local: 'on this device',
    remote: 'online',
    loadingVoices: "Looking for the browser's voices…",
    noBrowserVoices: 'This browser has no English voices. The Aceno offline voice will be used.',
    missingVoice: 'The voice chosen before is not on this device. The automatic one will be used.',
    rate: 'Speech speed',
    rateValue: '{{value}}×',
    rateValueText: '{{value}} times the normal speed',
    rateSlower: 'Slower',
    rateFaster: 'Faster',
    test: 'Test voice',
    sample: 'Hello! This is the Aceno voice. I want water, please.',
  },
} satisfies SameShape<typeof pt>;
