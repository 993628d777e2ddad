// The settings screen and the link to it from the home header — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/settings';

export default {
  title: 'Configuración',
  boards: {
    title: 'Tableros',
    intro: 'Cambia las palabras, fotos y voces de las tarjetas, crea tableros y elige cuál muestra cada modo.',
    link: 'Abrir Mis tableros',
  },
  voice: {
    title: 'Voz',
    intro: 'Elige la voz y la velocidad del habla en español. Todo se guarda en este dispositivo.',
    choice: 'Voz para español',
    automatic: 'Automática (la mejor disponible)',
    automaticHint: 'Usa la mejor voz de este dispositivo y, si no hay ninguna, la voz sin conexión.',
    offline: 'Voz sin conexión de Aceno',
    offlineHint: 'Funciona sin internet, después del primer uso.',
    local: 'en este dispositivo',
    remote: 'en línea',
    loadingVoices: 'Buscando las voces del navegador…',
    noBrowserVoices: 'Este navegador no tiene voces en español. Se usará la voz sin conexión de Aceno.',
    missingVoice: 'La voz que elegiste antes no está en este dispositivo. Se usará la automática.',
    rate: 'Velocidad del habla',
    rateValue: '{{value}}×',
    rateValueText: '{{value}} veces la velocidad normal',
    rateSlower: 'Más lento',
    rateFaster: 'Más rápido',
    test: 'Probar voz',
    sample: '¡Hola! Esta es la voz de Aceno. Quiero agua, por favor.',
  },
} satisfies SameShape<typeof pt>;
