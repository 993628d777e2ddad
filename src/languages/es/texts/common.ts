// The words every part of the app shares (src/i18n/common.ts) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/common';

export default {
  appName: 'Aceno',
  skipToContent: 'Ir al contenido',
  back: 'Volver',
  yes: 'Sí',
  no: 'No',
  loading: 'Cargando…',
  clear: 'Borrar',
  play: 'Reproducir',
  tapAgainToClose: 'Toca de nuevo para cerrar',
  gotIt: 'Entendido',
  close: 'Cerrar',
  language: { label: 'Idioma' },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Del sistema',
  },
  comingSoon: 'Próximamente',
  header: {
    back: 'Volver',
    backToStart: 'Volver al inicio',
    backToBasic: 'Volver al modo Figuras',
    settings: 'Configuración',
    options: 'Opciones',
  },
  screenFailed: {
    title: 'Esta pantalla no se abrió',
    body: 'Una parte de Aceno no se cargó. Lo que guardaste sigue a salvo.',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
  },
} satisfies SameShape<typeof pt>;
