// "Keep it" in Settings (src/boards/backup): storage used, persistence, backup and restore.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/backup';

export default {
  title: 'Keep it',
  intro: 'Everything is kept on this device. Make a backup to take the boards, photos, voices and settings to another device, or so as not to lose them.',
  usage: 'Aceno keeps {{used}} MB on this device.',
  usageUnknown: 'This browser does not tell how much Aceno keeps.',
  persisted: 'The browser keeps this data for good.',
  notPersisted: 'The browser may clear this data if space runs low.',
  persist: 'Ask to keep it for good',
  backUp: 'Back up everything',
  restore: 'Restore from a backup',
  made: 'Backup ready: {{file}}.',
  confirmTitle: 'Restore this backup?',
  confirm:
    'Backup of {{date}}: {{boards}} boards, {{cards}} cards, {{photos}} photos and {{recordings}} recordings. It will replace every board, photo, voice and setting on this device (the caregiver PIN stays the same).',
  confirmButton: 'Replace and restore',
  cancel: 'Cancel',
  restored: 'Backup restored. Reloading Aceno…',
  errors: {
    'too-big': 'The file is too big to be an Aceno backup. Nothing was changed.',
    'not-json': 'This file is not an Aceno backup (it is not a JSON file). Nothing was changed.',
    'not-backup': 'This file is not an Aceno backup. Nothing was changed.',
    newer: 'This backup was made by a newer version of Aceno. Update Aceno and try again. Nothing was changed.',
    damaged: 'This backup is damaged and cannot be restored. Nothing was changed.',
    unavailable: "This device's storage is not available. Nothing was changed.",
    quota: 'There is no space on this device to restore this backup. Nothing was changed.',
  },
} satisfies SameShape<typeof pt>;
