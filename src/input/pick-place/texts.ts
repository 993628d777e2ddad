import { defineTexts } from '@/i18n/define';

// What pick and place says in its caption (shown, and read by screen readers as it changes).
export default defineTexts(
  {
    hint: 'Escolha uma peça e depois o lugar dela.',
    picked: 'Você pegou “{{piece}}”. Agora escolha o lugar.',
    placed: '“{{piece}}” foi para o lugar {{n}}.',
    cancelled: '“{{piece}}” voltou para as peças.',
    refused: 'O lugar {{n}} já está ocupado. Escolha outro.',
    slot: 'Lugar {{n}}: {{content}}',
    empty: 'vazio',
  },
  {
    hint: 'Choose a piece, then its place.',
    picked: 'You picked up “{{piece}}”. Now choose its place.',
    placed: '“{{piece}}” went to place {{n}}.',
    cancelled: '“{{piece}}” went back to the pieces.',
    refused: 'Place {{n}} is taken. Choose another.',
    slot: 'Place {{n}}: {{content}}',
    empty: 'empty',
  },
);
