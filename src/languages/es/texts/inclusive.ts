// The inclusive mode screen: header, the quick phrases, the camera panel's heading and the first-visit help — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/inclusive';

export default {
  title: 'Modo Inclusivo',
  intro: 'Elige una frase: se dice en voz alta y se muestra en pantalla completa. Toca, usa las teclas del 1 al 9 o un pulsador, o deja el puntero de la cabeza sobre la frase durante 2 segundos.',
  phrases: 'Frases rápidas',
  camera: 'Control con la cámara',
  firstTime: {
    title: 'Cómo usar el modo Inclusivo',
    text: 'Aquí la persona puede hablar usando solo el movimiento de la cabeza. Presiona “Iniciar cámara”, permite el acceso a la cámara y luego presiona “Activar seguimiento”: un puntero empieza a seguir la cabeza. Si el puntero se queda quieto sobre una frase durante 2 segundos, Aceno dice esa frase.',
  },
} satisfies SameShape<typeof pt>;
