import { defineTexts } from '@/i18n/define';

export default defineTexts(
  {
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
  },
  {
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
  },
);
