// The common texts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/common';

export default {
  appName: 'Aceno',
  skipToContent: 'Skip to content',
  back: 'Back',
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  clear: 'Clear',
  play: 'Play',
  tapAgainToClose: 'Tap again to close',
  gotIt: 'Got it',
  close: 'Close',
  language: { label: 'Language' },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  comingSoon: 'Coming soon',
  header: {
    back: 'Back',
    backToStart: 'Back to start',
    backToBasic: 'Back to Figures Mode',
    settings: 'Settings',
    options: 'Options',
  },
  screenFailed: {
    title: 'This screen did not open',
    body: 'Part of Aceno did not load. Everything you saved is still kept.',
    retry: 'Try again',
    home: 'Return to Home',
  },
} satisfies SameShape<typeof pt>;
