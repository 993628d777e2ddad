// The components texts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/components';

export default {
  input: {
    pause: 'Pause control',
    resume: 'Resume control',
    paused: 'Control paused',
    resumed: 'Control back on',
  },
  fullscreen: {
    hint: 'Tap anywhere to close',
    closing: 'Closing…',
  },
  toast: {
    region: 'Notifications (F8)',
    close: 'Close notification',
  },
  storage: {
    title: 'Storage notice',
    unavailable: "This device's storage could not be used. Aceno works, but your choices will not be kept after you close it.",
    quota: "This device's storage is full. Aceno works, but some choices may not be kept. Free up browser storage to keep them.",
  },
} satisfies SameShape<typeof pt>;
