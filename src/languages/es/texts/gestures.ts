// Texts of the face gestures' settings: the gestures, their actions, presets, calibration and live meter — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/gestures';

export default {
  legend: 'Gestos de la cara',
  intro:
    'Usa la cara como pulsador: abrir la boca, levantar las cejas, girar la cabeza… Cada gesto activado hace una acción: elegir lo que muestra el puntero o el barrido, ir al siguiente, volver o pausar. Ningún gesto cuenta si no hay una cara en la cámara, ni durante el primer segundo después de que vuelve a aparecer.',
  camera: 'Para calibrar y ver los valores de la cara, enciende la cámara y el seguimiento.',
  startCamera: 'Encender cámara y seguimiento',
  presets: {
    legend: 'Empezar con',
    mouthSelects: 'Abrir la boca elige',
    browsNextMouthSelects: 'Cejas: siguiente; boca: elegir',
    applied: 'Listo: "{{name}}". Ajusta abajo si hace falta.',
  },
  calibrate: {
    button: 'Calibrar mi cara',
    hint: 'Mantén la cara quieta y relajada durante 3 segundos: cada límite queda justo por encima de tu cara en reposo, y la posición de la cabeza pasa a ser el centro.',
    running: 'No te muevas y relájate… {{seconds}}',
    done: 'Listo: los límites se ajustaron a tu cara en reposo.',
    noFace: 'La cara no apareció en la cámara durante la calibración. No se cambió nada.',
  },
  names: {
    mouthOpen: 'Abrir la boca',
    browsUp: 'Levantar las cejas',
    smile: 'Sonreír',
    pucker: 'Fruncir los labios',
    winkLeft: 'Guiñar solo el ojo izquierdo',
    winkRight: 'Guiñar solo el ojo derecho',
    eyesClosed: 'Cerrar los ojos un rato',
    turnLeft: 'Girar la cabeza a la izquierda',
    turnRight: 'Girar la cabeza a la derecha',
    tiltLeft: 'Inclinar la cabeza a la izquierda',
    tiltRight: 'Inclinar la cabeza a la derecha',
    headUp: 'Levantar la cabeza',
    headDown: 'Bajar la cabeza',
  },
  action: 'Qué hace',
  actions: { select: 'Elegir', next: 'Siguiente', previous: 'Anterior', back: 'Volver', pause: 'Pausar o reanudar' },
  threshold: 'Límite',
  holdMs: 'Mantener durante',
  cooldownMs: 'Pausa después',
  less: 'Disminuir: {{what}} de {{name}}',
  more: 'Aumentar: {{what}} de {{name}}',
  meter: 'Valor actual de {{name}}',
  meterText: 'ahora {{value}} · se activa en {{threshold}}',
  noFace: 'sin cara',
} satisfies SameShape<typeof pt>;
