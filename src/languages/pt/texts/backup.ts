// "Keep it" in Settings (src/boards/backup): storage used, persistence, backup and restore.
import type { TextTree } from '@/i18n/define';

export default {
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
} satisfies TextTree;
