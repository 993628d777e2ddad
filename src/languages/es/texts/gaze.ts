// Eye gaze: its settings section and the calibration overlay — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/gaze';

export default {
  section: {
    title: 'Mirada (seguimiento ocular)',
    intro:
      'Apunta con los ojos. Antes de usarla, calibra: mira cada punto que aparece hasta que desaparezca. La imagen de la cámara no sale de este dispositivo.',
    calibrate: 'Calibrar mirada',
    preview: 'Imagen de la cámara (en espejo)',
    loading: 'Cargando el seguimiento de la mirada…',
    calibrated: 'Mirada calibrada. Precisión: {{rating}}.',
    cancelled: 'Calibración cancelada.',
    error: 'No se pudo acceder a la cámara. Revisa los permisos.',
    engineError: 'No se pudo iniciar el seguimiento de la mirada.',
  },
  calibration: {
    title: 'Calibración de la mirada',
    instructions: 'Mira el punto hasta que desaparezca. Espacio o Enter pasa al siguiente punto; Esc cancela.',
    calibrating: 'Punto {{n}} de {{total}}',
    validating: 'Verificación {{n}} de {{total}}',
    cancel: 'Cancelar',
    dot: 'Punto {{n}} de {{total}}: míralo',
    scoreTitle: 'Calibración terminada',
    score: 'Precisión: {{rating}}',
    scoreDetail: 'Error promedio de {{px}} px ({{percent}}% de la diagonal de la pantalla).',
    noGaze: 'No se detectó la mirada. Revisa que tu cara se vea en la cámara y que haya suficiente luz.',
    rating: { good: 'buena', fair: 'regular', poor: 'baja' },
    repeat: 'Repetir',
    done: 'Terminar',
  },
} satisfies SameShape<typeof pt>;
