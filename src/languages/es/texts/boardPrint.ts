// Printing a board — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/boardPrint';

export default {
  link: 'Imprimir este tablero',
  title: 'Imprimir tablero',
  intro: 'Una hoja por cada categoría de “{{name}}”, con los símbolos, las palabras y los colores, para cuando no haya pantalla.',
  size: { label: 'Tamaño de las tarjetas', small: 'Pequeño (3 cm)', medium: 'Mediano (4,5 cm)', large: 'Grande (6 cm)' },
  colours: { label: 'Colores', on: 'Con colores', off: 'Sin colores (ahorra tinta)' },
  linked: { label: 'Qué imprimir', one: 'Solo este tablero', all: 'Con sus carpetas ({{count}} tableros)' },
  print: 'Imprimir',
  summary_one: '1 hoja para imprimir.',
  summary_other: '{{count}} hojas para imprimir.',
  loading: 'Preparando el tablero…',
  missing: 'Este tablero no está en este dispositivo. Elige uno en Mis tableros.',
  empty: 'Este tablero no tiene tarjetas para imprimir.',
  preview: 'Vista previa de la impresión',
  page: 'Hoja {{part}} de {{parts}}',
  symbols: 'Símbolos: OpenMoji (openmoji.org), licencia CC BY-SA 4.0.',
  licences: 'Licencias del archivo: {{list}}',
  licenceBoard: 'tablero: {{text}}',
  licenceMedia_one: '1 imagen: {{text}}',
  licenceMedia_other: '{{count}} imágenes: {{text}}',
  madeWith: 'Hecho con Aceno',
} satisfies SameShape<typeof pt>;
