// The notice of a new version of the app: offered, never forced — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/pwa';

export default {
  update: {
    region: 'Actualización de Aceno',
    available: 'Hay una nueva versión disponible',
    action: 'Actualizar',
    later: 'Ahora no',
    updating: 'Se actualizará en cuanto termine la voz…',
  },
} satisfies SameShape<typeof pt>;
