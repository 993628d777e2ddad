// The page-not-found screen (src/not-found) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/notFound';

export default {
  code: '404',
  title: '¡Uy! Página no encontrada',
  returnHome: 'Volver al inicio',
} satisfies SameShape<typeof pt>;
