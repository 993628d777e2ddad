// The camera panel, its floating control on every screen and the settings screen's camera check: start/stop,
// tracking, preview, face status, model loading and error texts — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/camera';

export default {
  title: 'Probar la cámara',
  intro: 'Mira si la cámara encuentra tu cara, para usar la cabeza o los parpadeos. Nada sale de este dispositivo.',
  panelTitle: 'Cámara',
  start: 'Iniciar cámara',
  stop: 'Detener cámara',
  track: 'Activar seguimiento',
  untrack: 'Detener seguimiento',
  recentre: 'Volver a centrar el puntero',
  preview: 'Imagen de la cámara (en espejo)',
  hint: 'La cámara está apagada. Presiona "Iniciar cámara" para empezar.',
  opening: 'Abriendo la cámara…',
  ready: 'Cámara encendida. Presiona "Activar seguimiento" para mover el puntero con la cabeza.',
  loading: 'Cargando el seguimiento de la cara…',
  face: 'Cara detectada',
  noFace: 'No hay ninguna cara en la imagen',
  fps: '{{fps}} cuadros por segundo',
  error: 'No se pudo acceder a la cámara. Revisa los permisos.',
  engineError: 'No se pudo iniciar el seguimiento de la cara. Inténtalo de nuevo.',
  lost: 'La cámara se detuvo (se desconectó o la está usando otra app). Elegir con la cámara está en pausa; el toque, las teclas y los pulsadores siguen funcionando. Cuando vuelva, toca Intentar de nuevo.',
  tooDark: 'Está demasiado oscuro para ver la cara: enciende una luz frente a ella.',
  tooFar: 'La cara está lejos de la cámara: acércate más.',
  control: {
    label: 'Control de la cámara',
    start: 'Encender cámara',
    starting: 'Encendiendo la cámara…',
    retry: 'Intentar de nuevo',
    calibrate: 'Calibrar mirada',
    needsCalibration: 'Hay que calibrar la mirada',
  },
} satisfies SameShape<typeof pt>;
