// The caregiver lock (src/lock): the PIN screen in front of My boards and Settings, and its section in Settings.
import type { TextTree } from '@/i18n/define';

export default {
  gate: {
    title: 'Área do cuidador',
    intro: 'Digite o PIN do cuidador para abrir {{screen}}. As telas de comunicação nunca pedem o PIN.',
    pin: 'PIN do cuidador',
    unlock: 'Desbloquear',
    checking: 'Conferindo…',
    wrong_one: 'PIN incorreto. Resta 1 tentativa antes de uma pausa.',
    wrong_other: 'PIN incorreto. Restam {{count}} tentativas antes de uma pausa.',
    paused: 'Muitas tentativas erradas. Tente de novo em {{seconds}} s.',
    invalid: 'O PIN tem de 4 a 6 números.',
    forgotTitle: 'Esqueceu o PIN?',
    forgot:
      'Por segurança, o PIN só pode ser apagado limpando os dados do Aceno neste navegador (nas configurações do navegador: Privacidade → Dados de sites). Isso apaga também as pranchas, fotos, vozes e configurações guardadas neste aparelho.',
  },
  settings: {
    title: 'Bloqueio para cuidadores',
    intro: 'Um PIN de 4 a 6 números protege Minhas pranchas e as Configurações, para que ninguém mude as pranchas sem querer. As telas de comunicação nunca pedem o PIN.',
    on: 'O bloqueio está ativo.',
    off: 'Sem bloqueio: qualquer pessoa pode mudar as pranchas e as configurações.',
    newPin: 'Novo PIN (4 a 6 números)',
    repeatPin: 'Repita o PIN',
    enable: 'Ativar bloqueio',
    change: 'Trocar o PIN',
    disable: 'Desativar bloqueio',
    lockNow: 'Bloquear agora',
    cancel: 'Cancelar',
    enabled: 'Bloqueio ativado.',
    changed: 'PIN trocado.',
    disabled: 'Bloqueio desativado.',
    invalid: 'Use de 4 a 6 números.',
    mismatch: 'Os dois PINs são diferentes.',
    failed: 'Não foi possível guardar o PIN neste aparelho.',
    forgot: 'Se o PIN for esquecido, só é possível apagá-lo limpando os dados do Aceno no navegador, o que apaga também as pranchas. Anote o PIN em lugar seguro.',
  },
} satisfies TextTree;
