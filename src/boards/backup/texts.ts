import { defineTexts } from '@/i18n/define';

// "Keep it" in Settings (src/boards/backup): storage used, persistence, backup and restore.
export default defineTexts(
  {
    title: 'Guardar e copiar',
    intro: 'Tudo fica neste aparelho. Faça uma cópia de segurança para levar as pranchas, fotos, vozes e configurações para outro aparelho ou para não perdê-las.',
    usage: 'O Aceno guarda {{used}} MB neste aparelho.',
    usageUnknown: 'Este navegador não informa quanto o Aceno guarda.',
    persisted: 'O navegador guarda estes dados de forma permanente.',
    notPersisted: 'O navegador pode apagar estes dados se faltar espaço.',
    persist: 'Pedir para guardar de forma permanente',
    backUp: 'Fazer cópia de tudo',
    restore: 'Restaurar de uma cópia',
    made: 'Cópia pronta: {{file}}.',
    confirmTitle: 'Restaurar esta cópia?',
    confirm:
      'Cópia de {{date}}: {{boards}} pranchas, {{cards}} cartões, {{photos}} fotos e {{recordings}} gravações. Ela vai substituir todas as pranchas, fotos, vozes e configurações deste aparelho (o PIN do cuidador continua o mesmo).',
    confirmButton: 'Substituir e restaurar',
    cancel: 'Cancelar',
    restored: 'Cópia restaurada. Recarregando o Aceno…',
    errors: {
      'too-big': 'O arquivo é grande demais para ser uma cópia do Aceno. Nada foi mudado.',
      'not-json': 'Este arquivo não é uma cópia de segurança do Aceno (não é um arquivo JSON). Nada foi mudado.',
      'not-backup': 'Este arquivo não é uma cópia de segurança do Aceno. Nada foi mudado.',
      newer: 'Esta cópia foi feita por uma versão mais nova do Aceno. Atualize o Aceno e tente de novo. Nada foi mudado.',
      damaged: 'Esta cópia está danificada e não pode ser restaurada. Nada foi mudado.',
      unavailable: 'O armazenamento deste aparelho não está disponível. Nada foi mudado.',
      quota: 'Não há espaço neste aparelho para restaurar esta cópia. Nada foi mudado.',
    },
  },
  {
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
  },
);
