// The settings screen (src/settings) and the link to it from the home header.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Configurações',
  boards: {
    title: 'Pranchas',
    intro: 'Mude as palavras, fotos e vozes dos cartões, crie pranchas e escolha a que cada modo mostra.',
    link: 'Abrir Minhas pranchas',
  },
  voice: {
    title: 'Voz',
    intro: 'Escolha a voz e a velocidade da fala em português. Tudo é guardado neste aparelho.',
    choice: 'Voz para português',
    automatic: 'Automática (melhor disponível)',
    automaticHint: 'Usa a melhor voz deste aparelho e, se não houver, a voz offline.',
    offline: 'Voz offline do Aceno',
    offlineHint: 'Funciona sem internet, depois do primeiro uso.',
    local: 'neste aparelho',
    remote: 'on-line',
    loadingVoices: 'Procurando as vozes do navegador…',
    noBrowserVoices: 'Este navegador não tem vozes para português. A voz offline do Aceno será usada.',
    missingVoice: 'A voz escolhida antes não está neste aparelho. A automática será usada.',
    rate: 'Velocidade da fala',
    rateValue: '{{value}}×',
    rateValueText: '{{value}} vezes a velocidade normal',
    rateSlower: 'Mais devagar',
    rateFaster: 'Mais rápido',
    test: 'Testar voz',
    sample: 'Olá! Esta é a voz do Aceno. Eu quero água, por favor.',
  },
} satisfies TextTree;
