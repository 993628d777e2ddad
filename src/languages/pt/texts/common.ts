// The common texts.
import type { TextTree } from '@/i18n/define';

export default {
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
  language: { label: 'Idioma' },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    system: 'Do sistema',
  },
  comingSoon: 'Em breve',
  header: {
    back: 'Voltar',
    backToStart: 'Voltar ao início',
    backToBasic: 'Voltar ao modo Figuras',
    settings: 'Configurações',
    options: 'Opções',
  },
  screenFailed: {
    title: 'Esta tela não abriu',
    body: 'Uma parte do Aceno não carregou. O que você guardou continua salvo.',
    retry: 'Tentar de novo',
    home: 'Voltar ao início',
  },
} satisfies TextTree;
