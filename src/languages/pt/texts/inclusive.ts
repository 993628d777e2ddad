// The inclusive mode screen (src/modes/inclusive): header, the quick phrases, the camera panel's heading and
// the first-visit help for a caregiver. The phrase labels themselves live in src/boards/vocabulary/quick-phrases.ts.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Modo Inclusivo',
  intro: 'Escolha uma frase: ela é falada e mostrada em tela cheia. Toque, use as teclas 1 a 9, um acionador, ou mantenha o ponteiro da cabeça sobre a frase por 2 segundos.',
  phrases: 'Frases rápidas',
  camera: 'Controle pela câmera',
  firstTime: {
    title: 'Como usar o modo inclusivo',
    text: 'Aqui a pessoa pode falar usando só o movimento da cabeça. Pressione “Iniciar câmera”, permita o acesso à câmera e depois “Ativar rastreamento”: um ponteiro passa a seguir a cabeça. Manter o ponteiro parado sobre uma frase por 2 segundos faz o Aceno falar essa frase.',
  },
} satisfies TextTree;
