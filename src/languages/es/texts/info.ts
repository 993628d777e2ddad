// Texts of the info / about page: header, sections, footer, and its features, modes and demo parts — in Spanish.
// Proper names (press outlets) stay as they are.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/info';

export default {
  header: {
    brandHome: 'Aceno — inicio de la página',
    navLabel: 'Secciones de la página',
    menu: 'Menú',
    useNow: 'Usar ahora',
  },
  nav: {
    inicio: 'Inicio',
    recursos: 'Funciones',
    modos: 'Modos de uso',
    dispositivos: 'Dispositivos',
    sobre: 'Sobre nosotros',
    contato: 'Contacto',
  },
  newTab: '(se abre en una pestaña nueva)',
  hero: {
    eyebrow: 'Comunicación aumentativa y alternativa',
    title: 'Un toque se convierte en voz para quienes no pueden hablar con facilidad',
    subtitle:
      'Tarjetas con imágenes y palabras que se dicen en voz alta y aparecen en pantalla completa. Para personas que tuvieron un ACV, con ELA, autismo o parálisis cerebral, y para quienes las cuidan.',
    start: 'Empezar ahora',
    howItWorks: 'Ver cómo funciona',
    claimsLabel: 'Aceno en números',
    claims: {
      modes: { value: '6', label: 'modos de uso' },
      accessible: { value: '100%', label: 'accesible' },
      free: { value: 'Gratis', label: 'para todas las personas' },
    },
  },
  how: {
    title: 'Cómo funciona',
    intro: 'Cuatro pasos, del toque a la conversación.',
    steps: {
      touch: { title: 'Toca una tarjeta', description: 'Elige la imagen o la palabra que dice lo que quieres.' },
      audio: { title: 'Se escucha el audio', description: 'Aceno dice la palabra o la frase en voz alta.' },
      fullscreen: { title: 'Ampliación en pantalla completa', description: 'El mensaje aparece en grande, fácil de ver para quien está cerca.' },
      communicate: { title: 'Comunicación efectiva', description: 'Quien está a tu lado escucha, ve y entiende.' },
    },
    handsFreeTitle: 'Sin manos: la cara como pulsador',
    handsFree: [
      'En Configuración → Control, elige "Cabeza y parpadeos (cámara)" — o, para el barrido, "Solo gestos de la cara" en la cámara.',
      'En "Gestos de la cara", empieza con "Abrir la boca elige" o "Cejas: siguiente; boca: elegir".',
      'Con la cámara encendida y la persona relajada, toca "Calibrar mi cara": basta con quedarse quieto tres segundos.',
      'El puntero va a la tarjeta más cercana y la marca antes de elegirla; un temblor no hace cambiar de tarjeta. Un gesto de pausa (o el botón Pausar) detiene todo hasta que se reanude.',
      '¿Las teclas son demasiado pequeñas (el teclado en un celular)? En "Apuntar y esperar", activa la lupa: al detener el puntero una vez, se muestran en grande las teclas de alrededor, y al detenerlo de nuevo se elige una de ellas. Si el puntero tiembla mucho, elige “Siempre”.',
    ],
  },
  devices: {
    title: 'Dispositivos',
    intro: 'Se abre en el navegador, sin instalar nada.',
    items: {
      phones: { title: 'Celulares', description: 'Siempre a mano, en el bolsillo o en la mesita de noche.' },
      tablets: { title: 'Tabletas', description: 'Tarjetas grandes, cómodas para tocar y para la terapia.' },
      computers: { title: 'Computadoras', description: 'Con mouse, teclado, pulsador o cámara.' },
    },
    offlineTitle: 'Funciona sin conexión',
    offline: 'Abre Aceno una vez con internet: después de la primera carga, sigue funcionando sin conexión.',
  },
  experience: {
    title: 'La experiencia de quienes lo usan',
    intro: 'Aceno acompaña la comunicación donde sucede.',
    items: {
      hospital: { title: 'En el hospital', description: 'Después de un ACV o durante una hospitalización, poder decir sí, no y dónde duele marca la diferencia.' },
      home: { title: 'En casa', description: 'Las familias y los cuidadores entienden las necesidades y los sentimientos en el día a día.' },
      therapy: { title: 'En la terapia', description: 'Terapeutas del lenguaje y otros terapeutas usan los modos como apoyo en las sesiones.' },
      school: { title: 'En la escuela', description: 'Los educadores incluyen a los alumnos que se comunican de forma alternativa.' },
    },
  },
  press: {
    title: 'En los medios',
    intro: 'Lo que se dice sobre Aceno.',
    items: {
      first: {
        outlet: 'Portal Saúde & Inclusão',
        title: 'Una app gratuita ayuda a pacientes que perdieron el habla después de un ACV',
        summary: 'Creada por un hijo para comunicarse con su padre, la app se convirtió en una herramienta para familias y terapeutas.',
      },
      second: {
        outlet: 'Revista Tecnologia Assistiva',
        title: 'Comunicación alternativa en el navegador: conoce Aceno',
        summary: 'Seis modos de uso, voz en dos idiomas y funcionamiento sin conexión, sin costo.',
      },
    },
  },
  about: {
    title: 'Sobre nosotros',
    storyTitle: 'Nuestra historia',
    story: {
      first:
        'Aceno nació en casa. Después de un ACV, el padre del autor del proyecto ya no podía hablar con facilidad, y la familia necesitaba una forma sencilla de entender lo que él quería decir.',
      second:
        'Las primeras tarjetas se hicieron para él. Con la revisión de terapeutas del lenguaje, el proyecto creció y se convirtió en una app gratuita para cualquier persona con dificultades para hablar, sus familias, terapeutas y docentes.',
    },
    missionTitle: 'Misión',
    mission: 'Dar voz a quienes no pueden hablar con facilidad, con una herramienta gratuita, sencilla y accesible.',
    valuesTitle: 'Valores',
    values: {
      access: 'La accesibilidad, primero',
      free: 'Gratis para todas las personas',
      dignity: 'Respeto y dignidad',
      care: 'Hecho con quienes lo usan y con quienes cuidan',
    },
    visionTitle: 'Visión',
    vision: 'Un mundo en el que toda persona pueda comunicarse y ser entendida, en cualquier lugar.',
  },
  cta: {
    title: '¿Todo listo para empezar?',
    text: 'Abre Aceno y elige un modo. No hace falta instalar nada.',
    start: 'Usar ahora',
    contact: 'Contáctanos',
  },
  footer: {
    tagline: 'Comunicación alternativa gratuita, en español, portugués e inglés.',
    audienceTitle: 'Para quién es',
    audience: {
      patients: 'Pacientes',
      families: 'Familiares y cuidadores',
      professionals: 'Profesionales de la salud',
      educators: 'Educadores',
    },
    linksTitle: 'Enlaces',
    home: 'Inicio',
    contact: 'Contacto',
    creditsTitle: 'Créditos',
    creditsBefore: 'Símbolos emoji de',
    creditsMiddle: ', bajo la licencia',
    arasaacBefore: 'Pictogramas en línea de',
    arasaacMiddle: ' (Gobierno de Aragón, autor Sergio Palao), bajo la licencia',
    wordsBefore: 'Las sugerencias de palabras del modo Escribir vienen de la frecuencia de las palabras en los subtítulos de',
    wordsMiddle: ' (a través de zxcvbn-ts), bajo la licencia',
    copyright: '© 2025 Aceno. Software libre y gratuito.',
  },
  features: {
    title: 'Funciones',
    intro: 'Pensado con terapeutas del lenguaje para ser sencillo, claro y confiable.',
    items: {
      voice: { title: 'Voz en español, portugués e inglés', description: 'Cada toque se dice en voz alta, a un ritmo fácil de entender.' },
      fullscreen: { title: 'Pantalla completa', description: 'El mensaje aparece en grande, con un emoji, para verse de lejos.' },
      access: { title: 'Toque, teclado, pulsador y mirada', description: 'Se puede usar tocando la pantalla, con teclado o pulsador, o controlándolo con los ojos.' },
      offline: { title: 'Funciona sin internet', description: 'Después de la primera visita, sigue funcionando sin conexión.' },
      reading: { title: 'Lectura cómoda', description: 'Letras grandes, alto contraste y tema oscuro.' },
      free: { title: 'Gratis', description: 'Todos los modos sin costo, para pacientes, familias, terapeutas y escuelas.' },
    },
  },
  modes: {
    title: 'Modos de uso',
    intro: 'Seis modos para distintos momentos y formas de comunicarse.',
    items: {
      dynamic: { title: 'Dinámico', description: 'Todas las tarjetas en una pantalla, con navegación por categorías.' },
      constructorMode: { title: 'Constructor', description: 'Arma frases palabra por palabra y escucha la frase completa.' },
      guided: { title: 'Guiado', description: 'Quién, qué y sobre qué: una frase completa paso a paso, con sugerencias.' },
      pictograms: { title: 'Pictogramas', description: 'Imágenes ordenadas en categorías; toca para hablar.' },
      puzzle: { title: 'Rompecabezas', description: 'Mezcla y ordena palabras para formar frases.' },
      lettersSounds: { title: 'Letras y sonidos', description: 'Arma palabras letra por letra, escuchando cada sonido.' },
    },
    moreTitle: 'Y también',
    more: {
      basic: { title: 'Figuras', description: 'El tablero rápido: sí, no, necesidades, sentimientos y dónde duele.' },
      inclusive: { title: 'Inclusivo', description: 'Controla con el movimiento de los ojos y elige con un doble parpadeo.' },
      typing: { title: 'Escribir', description: 'Un teclado con sugerencias de palabras para decir cualquier cosa, con toques, teclas, un pulsador o la cabeza.' },
    },
  },
  demo: {
    title: 'Pruébalo',
    intro: 'Toca las tarjetas para armar una frase y después toca Hablar. Es solo una muestra: la app tiene muchas más tarjetas.',
    tabsLabel: 'Modos de la demostración',
    tabs: {
      basic: { label: 'Básico', hint: 'Respuestas rápidas y necesidades del día a día.' },
      dynamic: { label: 'Dinámico', hint: 'Saludos, sentimientos y tiempo en una sola pantalla.' },
      constructorMode: { label: 'Constructor', hint: 'Palabras para armar frases completas.' },
    },
    sentenceLabel: 'Frase armada',
    placeholder: 'Toca las tarjetas para armar una frase.',
    speak: 'Hablar',
    clear: 'Limpiar',
    words: {
      basic: { yes: 'sí', no: 'no', water: 'agua', eat: 'comer', bathroom: 'baño', pain: 'dolor', help: 'ayuda', thanks: 'gracias' },
      dynamic: { hello: 'hola', morning: 'buenos días', happy: 'feliz', sad: 'triste', tired: 'cansado', cold: 'con frío', now: 'ahora', later: 'después' },
      constructorMode: { i: 'yo', you: 'tú', want: 'quiero', need: 'necesito', go: 'ir a', home: 'casa', food: 'comida', medicine: 'medicina' },
    },
  },
} satisfies SameShape<typeof pt>;
