// The guided mode screen: steps, progress, preview, smart suggestions, the finished sentence and the first-visit help — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/guided';

export default {
  title: 'Modo Guiado',
  back: 'Volver',
  reset: 'Empezar de nuevo',
  progress: 'Progreso de la frase',
  progressValue: 'Paso {{step}} de {{total}}: {{name}}',
  stepNames: { subject: 'Quién', verb: 'Acción', complement: 'Qué', punctuation: 'Tono' },
  steps: {
    subject: { title: '¿Quién?', description: 'Elige quién hace la acción.' },
    verb: { title: '¿Qué acción?', description: 'Elige la acción: querer, necesitar, tener, gustar, ir o pedir.' },
    complement: { title: '¿Sobre qué?', description: 'Elige lo que completa la frase.' },
    pain: { title: '¿Dónde duele?', description: 'Elige la parte del cuerpo que duele.' },
    punctuation: { title: '¿Qué tono?', description: 'Afirmación, pregunta o exclamación: cambia la entonación de la voz.' },
    done: { title: 'Tu frase', description: 'La frase ya se dijo. Dila otra vez, vuelve para cambiar el tono o empieza de nuevo.' },
  },
  choices: { subject: 'Quién', verb: 'Acciones', complement: 'Complementos', pain: 'Partes del cuerpo', punctuation: 'Tonos' },
  preview: 'Vista previa de la frase',
  empty: '—',
  suggestions: 'Sugerencias inteligentes',
  suggestionsHint: 'Frases listas con “{{subject}}”: elige una para decirla ahora.',
  speakAgain: 'Decir otra vez',
  firstTime: {
    title: 'Cómo usar el modo Guiado',
    text: 'Forma una frase en cuatro pasos: quién, la acción, sobre qué y el tono. Si eliges “Dolor”, di también dónde duele. Al final, la frase se dice en voz alta y se muestra en pantalla completa. “Volver” deshace el último paso y “Empezar de nuevo” borra todo. Las sugerencias inteligentes dicen una frase lista de una sola vez.',
  },
} satisfies SameShape<typeof pt>;
