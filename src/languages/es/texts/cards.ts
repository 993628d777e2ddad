// The simple card pages reached from the basic mode: needs, feelings, animals and objects, and pain — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/cards';

export default {
  needs: { title: 'Necesidades', intro: 'Toca lo que necesitas: se dice en voz alta y se muestra en pantalla completa.', list: 'Necesidades' },
  feelings: { title: 'Sentimientos', intro: 'Toca cómo te sientes: se dice en voz alta y se muestra en pantalla completa.', list: 'Sentimientos' },
  animalsObjects: { title: 'Animales y objetos', intro: 'Toca una tarjeta para escuchar su nombre y verla en pantalla completa.', list: 'Animales y objetos' },
  pain: {
    title: '¿Dónde te duele?',
    intro: 'Toca la parte del cuerpo, o mantenla presionada 1 segundo: se dice en voz alta y se muestra en pantalla completa.',
    list: 'Partes del cuerpo',
    closeMessage: '¡Que te mejores!',
  },
} satisfies SameShape<typeof pt>;
