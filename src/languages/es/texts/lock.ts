// The caregiver lock: the PIN screen in front of My boards and Settings, and its section in Settings — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/lock';

export default {
  gate: {
    title: 'Área del cuidador',
    intro: 'Escribe el PIN del cuidador para abrir {{screen}}. Las pantallas de comunicación nunca piden el PIN.',
    pin: 'PIN del cuidador',
    unlock: 'Desbloquear',
    checking: 'Comprobando…',
    wrong_one: 'PIN incorrecto. Te queda 1 intento antes de una pausa.',
    wrong_other: 'PIN incorrecto. Te quedan {{count}} intentos antes de una pausa.',
    paused: 'Demasiados intentos fallidos. Intenta de nuevo en {{seconds}} s.',
    invalid: 'El PIN tiene de 4 a 6 números.',
    forgotTitle: '¿Olvidaste el PIN?',
    forgot:
      'Por seguridad, el PIN solo se puede quitar borrando los datos de Aceno en este navegador (en la configuración del navegador: Privacidad → Datos de sitios). Eso también borra los tableros, las fotos, las voces y la configuración guardados en este dispositivo.',
  },
  settings: {
    title: 'Bloqueo para cuidadores',
    intro: 'Un PIN de 4 a 6 números protege Mis tableros y la Configuración, para que nadie cambie los tableros sin querer. Las pantallas de comunicación nunca piden el PIN.',
    on: 'El bloqueo está activado.',
    off: 'Sin bloqueo: cualquier persona puede cambiar los tableros y la configuración.',
    newPin: 'Nuevo PIN (de 4 a 6 números)',
    repeatPin: 'Repite el PIN',
    enable: 'Activar el bloqueo',
    change: 'Cambiar el PIN',
    disable: 'Desactivar el bloqueo',
    lockNow: 'Bloquear ahora',
    cancel: 'Cancelar',
    enabled: 'Bloqueo activado.',
    changed: 'PIN cambiado.',
    disabled: 'Bloqueo desactivado.',
    invalid: 'Usa de 4 a 6 números.',
    mismatch: 'Los dos PIN no coinciden.',
    failed: 'No se pudo guardar el PIN en este dispositivo.',
    forgot: 'Si olvidas el PIN, solo se puede quitar borrando los datos de Aceno en el navegador, y eso también borra los tableros. Anota el PIN en un lugar seguro.',
  },
} satisfies SameShape<typeof pt>;
