import { defineTexts } from '../define';

export default defineTexts(
  {
    appName: 'Aceno',
    skipToContent: 'Pular para o conteúdo',
    back: 'Voltar',
    yes: 'Sim',
    no: 'Não',
    loading: 'Carregando…',
    clear: 'Limpar',
    play: 'Reproduzir',
    tapAgainToClose: 'Toque novamente para fechar',
    gotIt: 'Entendi',
    close: 'Fechar',
    language: {
      label: 'Idioma',
      pt: 'Português',
      en: 'English',
    },
    theme: {
      label: 'Tema',
      light: 'Claro',
      dark: 'Escuro',
      system: 'Do sistema',
    },
    comingSoon: 'Em breve',
    header: {
      backToStart: 'Voltar ao início',
      backToBasic: 'Voltar ao modo Figuras',
      settings: 'Configurações',
    },
  },
  {
    appName: 'Aceno',
    skipToContent: 'Skip to content',
    back: 'Back',
    yes: 'Yes',
    no: 'No',
    loading: 'Loading…',
    clear: 'Clear',
    play: 'Play',
    tapAgainToClose: 'Tap again to close',
    gotIt: 'Got it',
    close: 'Close',
    language: {
      label: 'Language',
      pt: 'Português',
      en: 'English',
    },
    theme: {
      label: 'Theme',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    comingSoon: 'Coming soon',
    header: {
      backToStart: 'Back to start',
      backToBasic: 'Back to Figures Mode',
      settings: 'Settings',
    },
  },
);
