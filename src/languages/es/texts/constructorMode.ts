// The constructor mode screen: header, the sentence strip, the word groups and the first-visit help — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/constructorMode';

export default {
  title: 'Modo Constructor',
  intro: 'Toca las palabras para formar una frase y luego “Hablar” para escucharla.',
  sentence: 'Tu frase',
  empty: 'Todavía no elegiste ninguna palabra.',
  remove: 'Quitar {{word}}',
  play: 'Hablar',
  stop: 'Detener',
  clear: 'Borrar todo',
  groups: 'Grupos de palabras',
  groupsStart: 'Primeros grupos',
  groupsEnd: 'Últimos grupos',
  firstTime: {
    title: 'Cómo usar el modo Constructor',
    text: 'Forma una frase palabra por palabra: elige quién (Yo, Él…), luego la acción y lo demás. Los verbos cambian según la persona elegida. Cada palabra aparece en la franja de arriba, donde puedes quitarla. “Hablar” muestra la frase en pantalla completa y la dice en voz alta, con las palabras de enlace (“de”, “a”, “al”) ya puestas.',
  },
} satisfies SameShape<typeof pt>;
