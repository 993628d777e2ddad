// The board opened from a share link (spec 001 §2 "Board-by-token page", §8; issue 15).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/sharedBoard';

export default {
  loading: 'Loading board...',
  notFound: { title: 'Board not found', text: 'The link may have expired or be invalid.', home: 'Go to the start' },
  unreachable: { title: 'The board cannot be opened right now', text: 'The board is kept on the server, which did not answer. Check the internet connection and try again.', retry: 'Try again' },
  shared: 'Shared board',
  intro: 'Tap a word to speak. This board is not among yours yet: save it to use and edit it later.',
  photos: 'Photos and recordings stay on the sharer’s device: 🖼️ shows in their place here.',
  save: 'Save to my boards',
  saved: 'Board “{{name}}” saved to your boards.',
  open: 'Open my boards',
  saveFailed: 'The board could not be saved on this device.',
  share: {
    button: 'Share by link',
    link: 'Board link',
    hint: 'Whoever opens the link sees and uses the board, offline too, and can save it. Photos and recordings do not go in the link.',
    copied: 'Board link copied to the clipboard!',
    copyFailed: 'Could not copy the link. URL: {{url}}',
    failed: 'The link for this board could not be made in this browser.',
  },
} satisfies SameShape<typeof pt>;
