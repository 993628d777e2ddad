// The notice of a new version of the app (src/pwa): offered, never forced.
import type { TextTree } from '@/i18n/define';

export default {
  update: {
    region: 'Atualização do Aceno',
    available: 'Nova versão disponível',
    action: 'Atualizar',
    later: 'Agora não',
    updating: 'Atualizando assim que a fala terminar…',
  },
} satisfies TextTree;
