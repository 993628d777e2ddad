import { defineTexts } from '@/i18n/define';

// The spoken-text caption and the messages shown when no sound could be made (src/components/speech).
export default defineTexts(
  {
    failure: {
      autoplayBlocked: 'O navegador bloqueou o som. Toque aqui para ativar.',
      noAudioOutput: 'Nenhum som saiu deste aparelho. Verifique o volume e se há alto-falante ou fone ligado, depois toque aqui para tentar de novo.',
      offlineVoiceFailed: 'A voz offline não pôde ser carregada. Verifique a conexão e tente de novo.',
      noProvider: 'Não foi possível reproduzir o som neste aparelho.',
    },
    close: 'Fechar aviso',
    preparing: 'Preparando a voz…',
  },
  {
    failure: {
      autoplayBlocked: 'The browser blocked the sound. Tap here to turn it on.',
      noAudioOutput: 'No sound came out of this device. Check the volume and that a speaker or headphones are connected, then tap here to try again.',
      offlineVoiceFailed: 'The offline voice could not be loaded. Check the connection and try again.',
      noProvider: 'Sound cannot be played on this device.',
    },
    close: 'Close notice',
    preparing: 'Preparing the voice…',
  },
);
