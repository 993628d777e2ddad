// What the board screens say about the board they read from the device — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/boards';

export default {
  loading: 'Cargando el tablero…',
  slow: 'El tablero está tardando en abrirse: el dispositivo no respondió. Volver a cargar la página suele resolverlo; no se pierde nada de lo guardado.',
  reload: 'Volver a cargar la página',
  folder: 'Carpeta abierta: {{name}}',
  folderBack: 'Volver a {{name}}',
  folderMissing: 'El tablero que abre esta tarjeta no está en este dispositivo.',
  notFound: 'No se encontró este tablero en este dispositivo.',
  fellBack: 'No se encontró o no se pudo leer el tablero elegido para este modo. Se muestra el tablero predeterminado.',
  unreadableBoard: 'No se pudo leer el tablero "{{name}}". Se muestran las palabras originales; puedes restaurarlo en Mis tableros.',
  unreadableRows_one: '1 tarjeta de este tablero no se pudo leer y no se muestra.',
  unreadableRows_other: '{{count}} tarjetas de este tablero no se pudieron leer y no se muestran.',
} satisfies SameShape<typeof pt>;
