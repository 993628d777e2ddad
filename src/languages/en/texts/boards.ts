// What the board screens say about the board they read from the device (src/boards).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/boards';

export default {
  loading: 'Loading the board…',
  slow: 'The board is taking long to open: the device did not answer. Reloading the page usually fixes it; nothing saved is lost.',
  reload: 'Reload the page',
  folder: 'Folder open: {{name}}',
  folderBack: 'Back to {{name}}',
  folderMissing: 'The board this card opens is not on this device.',
  notFound: 'This board was not found on this device.',
  fellBack: 'The board chosen for this mode was not found or could not be read. Showing the default board.',
  unreadableBoard: 'The board "{{name}}" could not be read. Showing its original words; you can restore it in My boards.',
  unreadableRows_one: '1 card of this board could not be read and is not shown.',
  unreadableRows_other: '{{count}} cards of this board could not be read and are not shown.',
} satisfies SameShape<typeof pt>;
