// The figures browser (spec 001 §2, §4, §8, §9) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/figures';

export default {
  title: 'Pictogramas',
  intro: 'Elige una categoría y toca una imagen para hablar.',
  categories: 'Categorías',
  categoriesStart: 'Categorías (primera parte)',
  categoriesEnd: 'Categorías (segunda parte)',
  figures: 'Imágenes de {{category}}',
  loading: 'Cargando imágenes...',
  empty: 'No se encontró ninguna imagen.',
  credit: 'Pictogramas de ARASAAC (Gobierno de Aragón, autor Sergio Palao), licencia CC BY-NC-SA. Sin internet, se usan los símbolos OpenMoji de la aplicación.',
  creditLink: 'arasaac.org (se abre en otra pestaña)',
  offline: {
    title: 'Para usar sin internet',
    count_one: '{{count}} imagen guardada en este dispositivo.',
    count_other: '{{count}} imágenes guardadas en este dispositivo.',
    none: 'Todavía no hay imágenes guardadas: sin internet, aparecen los símbolos de la aplicación.',
    clear: 'Borrar las imágenes guardadas',
    cleared: 'Se borraron las imágenes guardadas. Los símbolos de la aplicación siguen aquí.',
  },
  preload: {
    title: 'Cargando imágenes',
    progress: 'Imágenes cargadas',
    count: '{{done}} de {{total}}',
    note: 'Modo sin conexión activado: las imágenes se guardan para usarlas sin internet.',
    cached: '{{count}} imágenes guardadas',
    done: '¡Carga completa!',
    skip: 'Saltar',
  },
} satisfies SameShape<typeof pt>;
