// The scenes texts (issue 40).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/scenes';

export default {
  title: 'Escenas',
  intro: 'Toca una parte de la foto para escuchar lo que dice.',
  pages: 'Elige la escena',
  photo: 'Escena: {{name}}',
  answers: 'Respuestas',
  reveal: 'Mostrar las partes de la foto',
  display: { always: 'Partes: siempre a la vista', firstTouch: 'Partes: al tocar', never: 'Partes: ocultas' },
  fullScreen: 'Pantalla completa',
  options: 'Opciones de las escenas',
  empty: 'Todavía no hay escenas en este dispositivo.',
  noPhoto: 'La foto de esta escena no está en este dispositivo.',
} satisfies SameShape<typeof pt>;
