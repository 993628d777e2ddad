// The spoken-text caption and the messages shown when no sound could be made (src/components/speech) — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/speech';

export default {
  failure: {
    autoplayBlocked: 'El navegador bloqueó el sonido. Toca aquí para activarlo.',
    noAudioOutput: 'No salió ningún sonido de este dispositivo. Revisa el volumen y que haya un altavoz o auriculares conectados; luego toca aquí para intentar de nuevo.',
    offlineVoiceFailed: 'No se pudo cargar la voz sin conexión. Revisa la conexión e intenta de nuevo.',
    noProvider: 'No se puede reproducir sonido en este dispositivo.',
  },
  close: 'Cerrar aviso',
  preparing: 'Preparando la voz…',
} satisfies SameShape<typeof pt>;
