// The spoken-text caption and the messages shown when no sound could be made (src/components/speech).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/speech';

export default {
  failure: {
    autoplayBlocked: 'The browser blocked the sound. Tap here to turn it on.',
    noAudioOutput: 'No sound came out of this device. Check the volume and that a speaker or headphones are connected, then tap here to try again.',
    offlineVoiceFailed: 'The offline voice could not be loaded. Check the connection and try again.',
    noProvider: 'Sound cannot be played on this device.',
  },
  close: 'Close notice',
  preparing: 'Preparing the voice…',
} satisfies SameShape<typeof pt>;
