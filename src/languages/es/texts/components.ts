// Shared components (src/components): input control, full screen, notifications and the storage notice — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/components';

export default {
  input: {
    pause: 'Pausar el control',
    resume: 'Reanudar el control',
    paused: 'Control en pausa',
    resumed: 'Control activado de nuevo',
  },
  fullscreen: {
    hint: 'Toca en cualquier lugar para cerrar',
    closing: 'Cerrando…',
  },
  toast: {
    region: 'Notificaciones (F8)',
    close: 'Cerrar notificación',
  },
  storage: {
    title: 'Aviso sobre el almacenamiento',
    unavailable:
      'No se pudo usar el almacenamiento de este dispositivo. Aceno funciona, pero lo que elijas no se guardará cuando lo cierres.',
    quota:
      'El almacenamiento de este dispositivo está lleno. Aceno funciona, pero es posible que algunas elecciones no se guarden. Libera espacio en el navegador para guardarlas.',
  },
} satisfies SameShape<typeof pt>;
