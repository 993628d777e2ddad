// The components texts.
import type { TextTree } from '@/i18n/define';

export default {
  input: {
    pause: 'Pausar o controle',
    resume: 'Continuar o controle',
    paused: 'Controle pausado',
    resumed: 'Controle de volta',
  },
  fullscreen: {
    hint: 'Toque em qualquer lugar para fechar',
    closing: 'Fechando…',
  },
  toast: {
    region: 'Notificações (F8)',
    close: 'Fechar notificação',
  },
  storage: {
    title: 'Aviso sobre o armazenamento',
    unavailable:
      'Não foi possível usar o armazenamento deste aparelho. O Aceno funciona, mas suas escolhas não serão guardadas depois de fechar.',
    quota:
      'O armazenamento deste aparelho está cheio. O Aceno funciona, mas algumas escolhas podem não ser guardadas. Libere espaço no navegador para guardá-las.',
  },
} satisfies TextTree;
