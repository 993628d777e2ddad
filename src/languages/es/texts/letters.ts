// Letters and sounds (spec 001 §2, §4) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/letters';

export default {
  title: 'Letras y sonidos',
  intro: 'Escribe una palabra o elige una. Fórmala letra por letra y escucha el sonido de cada letra.',
  label: 'Palabra',
  placeholder: 'Ej.: casa',
  explore: 'Explorar sonidos',
  suggestions: 'Palabras para explorar',
  board: 'Forma la palabra “{{word}}”',
  tiles: 'Letras',
  progress: '{{placed}} de {{total}} letras',
  notYet: '¡Casi! Hay una letra fuera de lugar: toca un lugar para quitar su letra.',
  correct: '¡Muy bien! Formaste “{{word}}”.',
  another: 'Prueba otra palabra',
  harder: 'Aumentar la dificultad',
  challenge: { title: '¡Desafío aceptado!', text: 'Ahora las palabras son más largas.' },
  allMastered: { title: '¡Felicidades!', text: '¡Ya dominas todas las palabras difíciles!' },
  back: 'Volver a las palabras',
  invalid: { title: 'Error', text: 'Usa de 2 a 15 letras, sin números ni símbolos' },
  level: { easy: 'Nivel: normal', medium: 'Nivel: normal', hard: 'Nivel: difícil' },
} satisfies SameShape<typeof pt>;
