// The spoken-text caption and the messages shown when no sound could be made (src/components/speech).
import type { TextTree } from '@/i18n/define';

export default {
  failure: {
    autoplayBlocked: 'O navegador bloqueou o som. Toque aqui para ativar.',
    noAudioOutput: 'Nenhum som saiu deste aparelho. Verifique o volume e se há alto-falante ou fone ligado, depois toque aqui para tentar de novo.',
    offlineVoiceFailed: 'A voz offline não pôde ser carregada. Verifique a conexão e tente de novo.',
    noProvider: 'Não foi possível reproduzir o som neste aparelho.',
  },
  close: 'Fechar aviso',
  preparing: 'Preparando a voz…',
} satisfies TextTree;
