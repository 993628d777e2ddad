import { defineTexts } from '@/i18n/define';

// The info page: its features section (namespace "info", key "features"; joined in ./texts.ts).
export default defineTexts(
  {
    title: 'Recursos',
    intro: 'Pensado com fonoaudiólogos para ser simples, claro e confiável.',
    items: {
      voice: { title: 'Voz em português e inglês', description: 'Cada toque fala em voz alta, em um ritmo fácil de entender.' },
      fullscreen: { title: 'Tela cheia', description: 'A mensagem aparece grande, com emoji, para ser vista de longe.' },
      access: { title: 'Toque, teclado, acionador e olhar', description: 'Há formas de uso para quem toca, usa teclado ou acionador, ou controla com os olhos.' },
      offline: { title: 'Funciona sem internet', description: 'Depois do primeiro acesso, continua funcionando offline.' },
      reading: { title: 'Leitura confortável', description: 'Letras grandes, alto contraste e tema escuro.' },
      free: { title: 'Gratuito', description: 'Todos os modos sem custo, para pacientes, famílias, terapeutas e escolas.' },
    },
  },
  {
    title: 'Features',
    intro: 'Designed with speech therapists to be simple, clear and reliable.',
    items: {
      voice: { title: 'Voice in Portuguese and English', description: 'Every tap speaks aloud, at a pace that is easy to follow.' },
      fullscreen: { title: 'Full screen', description: 'The message appears large, with an emoji, to be seen from afar.' },
      access: { title: 'Touch, keyboard, switch and gaze', description: 'Ways to use it by touch, keyboard or switch, or by controlling it with the eyes.' },
      offline: { title: 'Works without internet', description: 'After the first visit it keeps working offline.' },
      reading: { title: 'Comfortable reading', description: 'Large text, high contrast and a dark theme.' },
      free: { title: 'Free', description: 'Every mode at no cost, for patients, families, therapists and schools.' },
    },
  },
);
