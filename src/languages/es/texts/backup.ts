// "Keep it" in Settings: storage used, persistence, backup and restore — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/backup';

export default {
  title: 'Guardar y copiar',
  intro: 'Todo se guarda en este dispositivo. Haz una copia de seguridad para llevar los tableros, las fotos, las voces y la configuración a otro dispositivo, o para no perderlos.',
  usage: 'Aceno guarda {{used}} MB en este dispositivo.',
  usageUnknown: 'Este navegador no indica cuánto guarda Aceno.',
  persisted: 'El navegador guarda estos datos de forma permanente.',
  notPersisted: 'El navegador puede borrar estos datos si le falta espacio.',
  persist: 'Pedir que se guarden de forma permanente',
  backUp: 'Hacer una copia de todo',
  restore: 'Restaurar desde una copia',
  made: 'Copia lista: {{file}}.',
  confirmTitle: '¿Restaurar esta copia?',
  confirm:
    'Copia del {{date}}: {{boards}} tableros, {{cards}} tarjetas, {{photos}} fotos y {{recordings}} grabaciones. Va a reemplazar todos los tableros, las fotos, las voces y la configuración de este dispositivo (el PIN del cuidador sigue siendo el mismo).',
  confirmButton: 'Reemplazar y restaurar',
  cancel: 'Cancelar',
  restored: 'Copia restaurada. Recargando Aceno…',
  errors: {
    'too-big': 'El archivo es demasiado grande para ser una copia de Aceno. No se cambió nada.',
    'not-json': 'Este archivo no es una copia de seguridad de Aceno (no es un archivo JSON). No se cambió nada.',
    'not-backup': 'Este archivo no es una copia de seguridad de Aceno. No se cambió nada.',
    newer: 'Esta copia se hizo con una versión más nueva de Aceno. Actualiza Aceno e intenta de nuevo. No se cambió nada.',
    damaged: 'Esta copia está dañada y no se puede restaurar. No se cambió nada.',
    unavailable: 'El almacenamiento de este dispositivo no está disponible. No se cambió nada.',
    quota: 'No hay espacio en este dispositivo para restaurar esta copia. No se cambió nada.',
  },
} satisfies SameShape<typeof pt>;
