// The board opened from a share link (spec 001 §2 "Board-by-token page", §8; issue 15) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/sharedBoard';

export default {
  loading: 'Cargando tablero...',
  notFound: { title: 'Tablero no encontrado', text: 'Puede que el enlace haya vencido o no sea válido.', home: 'Ir al inicio' },
  unreachable: { title: 'No se puede abrir el tablero ahora', text: 'El tablero está guardado en el servidor, que no respondió. Revisa la conexión a internet e intenta de nuevo.', retry: 'Intentar de nuevo' },
  shared: 'Tablero compartido',
  intro: 'Toca una palabra para hablar. Este tablero todavía no está entre los tuyos: guárdalo para usarlo y editarlo después.',
  photos: 'Las fotos y grabaciones se quedan solo en el dispositivo de quien compartió el tablero: aquí aparece 🖼️ en su lugar.',
  save: 'Guardar en mis tableros',
  saved: 'Tablero “{{name}}” guardado en tus tableros.',
  open: 'Abrir mis tableros',
  saveFailed: 'No se pudo guardar el tablero en este dispositivo.',
  share: {
    button: 'Compartir por enlace',
    link: 'Enlace del tablero',
    hint: 'Quien abra el enlace puede ver y usar el tablero, incluso sin internet, y guardarlo. Las fotos y grabaciones no van en el enlace.',
    copied: '¡Enlace del tablero copiado al portapapeles!',
    copyFailed: 'Error al copiar el enlace. URL: {{url}}',
    failed: 'No se pudo crear el enlace de este tablero en este navegador.',
  },
} satisfies SameShape<typeof pt>;
