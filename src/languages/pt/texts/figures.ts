// The figures browser (spec 001 §2, §4, §8, §9).
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Pictogramas',
  intro: 'Escolha uma categoria e toque numa figura para falar.',
  categories: 'Categorias',
  categoriesStart: 'Categorias (primeira parte)',
  categoriesEnd: 'Categorias (segunda parte)',
  figures: 'Figuras de {{category}}',
  loading: 'Carregando figuras...',
  empty: 'Nenhuma figura encontrada.',
  credit: 'Pictogramas de ARASAAC (Governo de Aragão, autor Sergio Palao), licença CC BY-NC-SA. Sem internet, os símbolos OpenMoji do aplicativo.',
  creditLink: 'arasaac.org (abre em outra aba)',
  offline: {
    title: 'Para usar sem internet',
    count_one: '{{count}} figura guardada neste aparelho.',
    count_other: '{{count}} figuras guardadas neste aparelho.',
    none: 'Nenhuma figura guardada ainda: sem internet, aparecem os símbolos do aplicativo.',
    clear: 'Apagar figuras guardadas',
    cleared: 'Figuras guardadas apagadas. Os símbolos do aplicativo continuam aqui.',
  },
  preload: {
    title: 'Carregando Figuras',
    progress: 'Figuras carregadas',
    count: '{{done}} de {{total}}',
    note: 'Cache offline ativado: as figuras ficam guardadas para usar sem internet.',
    cached: '{{count}} figuras guardadas',
    done: 'Carregamento Concluído!',
    skip: 'Pular',
  },
} satisfies TextTree;
