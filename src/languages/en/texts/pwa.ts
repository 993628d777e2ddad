// The notice of a new version of the app (src/pwa): offered, never forced.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/pwa';

export default {
  update: {
    region: 'Aceno update',
    available: 'New version available',
    action: 'Update',
    later: 'Not now',
    updating: 'Updating as soon as the speech ends…',
  },
} satisfies SameShape<typeof pt>;
