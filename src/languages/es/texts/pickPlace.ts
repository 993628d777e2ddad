// What pick and place says in its caption (shown, and read by screen readers as it changes) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/pickPlace';

export default {
  hint: 'Elige una pieza y después su lugar.',
  picked: 'Tomaste “{{piece}}”. Ahora elige su lugar.',
  placed: '“{{piece}}” quedó en el lugar {{n}}.',
  cancelled: '“{{piece}}” volvió con las demás piezas.',
  refused: 'El lugar {{n}} ya está ocupado. Elige otro.',
  slot: 'Lugar {{n}}: {{content}}',
  empty: 'vacío',
} satisfies SameShape<typeof pt>;
