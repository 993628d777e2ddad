import { defineTexts } from '@/i18n/define';

// The notice of a new version of the app (src/pwa): offered, never forced.
export default defineTexts(
  {
    update: {
      region: 'Atualização do Aceno',
      available: 'Nova versão disponível',
      action: 'Atualizar',
      later: 'Agora não',
      updating: 'Atualizando assim que a fala terminar…',
    },
  },
  {
    update: {
      region: 'Aceno update',
      available: 'New version available',
      action: 'Update',
      later: 'Not now',
      updating: 'Updating as soon as the speech ends…',
    },
  },
);
