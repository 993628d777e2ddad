// What pick and place says in its caption (shown, and read by screen readers as it changes).
import type { TextTree } from '@/i18n/define';

export default {
  hint: 'Escolha uma peça e depois o lugar dela.',
  picked: 'Você pegou “{{piece}}”. Agora escolha o lugar.',
  placed: '“{{piece}}” foi para o lugar {{n}}.',
  cancelled: '“{{piece}}” voltou para as peças.',
  refused: 'O lugar {{n}} já está ocupado. Escolha outro.',
  slot: 'Lugar {{n}}: {{content}}',
  empty: 'vazio',
} satisfies TextTree;
