// Printing a board (issue 17).
import type { TextTree } from '@/i18n/define';

export default {
  link: 'Imprimir esta prancha',
  title: 'Imprimir prancha',
  intro: 'Uma folha para cada categoria de “{{name}}”, com os símbolos, as palavras e as cores, para quando não houver tela.',
  size: { label: 'Tamanho dos cartões', small: 'Pequeno (3 cm)', medium: 'Médio (4,5 cm)', large: 'Grande (6 cm)' },
  colours: { label: 'Cores', on: 'Com cores', off: 'Sem cores (economiza tinta)' },
  linked: { label: 'O que imprimir', one: 'Só esta prancha', all: 'Com as pastas ({{count}} pranchas)' },
  print: 'Imprimir',
  summary_one: '1 folha para imprimir.',
  summary_other: '{{count}} folhas para imprimir.',
  loading: 'Preparando a prancha…',
  missing: 'Esta prancha não está neste aparelho. Escolha uma em Minhas pranchas.',
  empty: 'Esta prancha não tem cartões para imprimir.',
  preview: 'Prévia da impressão',
  page: 'Folha {{part}} de {{parts}}',
  symbols: 'Símbolos: OpenMoji (openmoji.org), licença CC BY-SA 4.0.',
  licences: 'Licenças do arquivo: {{list}}',
  licenceBoard: 'prancha: {{text}}',
  licenceMedia_one: '1 imagem: {{text}}',
  licenceMedia_other: '{{count}} imagens: {{text}}',
  madeWith: 'Feito com o Aceno',
} satisfies TextTree;
