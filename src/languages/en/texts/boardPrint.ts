// Printing a board (issue 17).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/boardPrint';

export default {
  link: 'Print this board',
  title: 'Print a board',
  intro: 'One sheet per category of “{{name}}”, with its symbols, words and colours, for when there is no screen.',
  size: { label: 'Card size', small: 'Small (3 cm)', medium: 'Medium (4.5 cm)', large: 'Large (6 cm)' },
  colours: { label: 'Colours', on: 'In colour', off: 'No colours (saves ink)' },
  linked: { label: 'What to print', one: 'This board only', all: 'With its folders ({{count}} boards)' },
  print: 'Print',
  summary_one: '1 sheet to print.',
  summary_other: '{{count}} sheets to print.',
  loading: 'Getting the board ready…',
  missing: 'This board is not on this device. Choose one in My boards.',
  empty: 'This board has no cards to print.',
  preview: 'Print preview',
  page: 'Sheet {{part}} of {{parts}}',
  symbols: 'Symbols: OpenMoji (openmoji.org), licence CC BY-SA 4.0.',
  licences: 'Licences from the file: {{list}}',
  licenceBoard: 'board: {{text}}',
  licenceMedia_one: '1 picture: {{text}}',
  licenceMedia_other: '{{count}} pictures: {{text}}',
  madeWith: 'Made with Aceno',
} satisfies SameShape<typeof pt>;
