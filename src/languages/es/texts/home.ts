// The home screen (src/home): welcome, the communication modes, links and notices — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/home';

export default {
  welcome: '¡Te damos la bienvenida!',
  commonPhrases: ['Sí', 'No', 'Gracias', 'Por favor', 'Quiero agua', 'Necesito ayuda', 'Tengo dolor', 'Quiero ir al baño', 'Tengo hambre', 'Te quiero'],
  subtitle: 'Elige cómo quieres comunicarte hoy.',
  modesLabel: 'Modos de comunicación',
  aboutUs: 'Sobre nosotros',
  professionalLink: 'Área profesional',
  settingsLink: 'Configuración',
  boardsLink: 'Mis tableros',
  soonTitle: 'El modo {{mode}} llega muy pronto',
  soonText: 'Mientras tanto, prueba la demostración en la página Sobre nosotros.',
  modes: {
    basic: { title: 'Figuras', description: 'Sí, no y tarjetas por categoría: necesidades, sentimientos, dolor y más.' },
    dynamic: { title: 'Dinámico', description: 'Todas las tarjetas en una pantalla, con navegación por categorías.' },
    constructorMode: { title: 'Constructor', description: 'Construye frases palabra por palabra y escucha la frase completa.' },
    typing: { title: 'Escribir', description: 'Escribe cualquier frase, con sugerencias de palabras, y escúchala en voz alta.' },
    inclusive: { title: 'Inclusivo', description: 'Controla con el movimiento de los ojos y la cabeza; elige con un doble parpadeo.' },
    guided: { title: 'Guiado', description: 'Forma una frase paso a paso, con sugerencias.' },
    puzzle: { title: 'Rompecabezas', description: 'Mezcla y ordena palabras para armar frases.' },
    pictograms: { title: 'Pictogramas', description: 'Explora imágenes por categorías y tócalas para hablar.' },
    lettersSounds: { title: 'Letras y sonidos', description: 'Forma palabras letra por letra y escucha cada sonido.' },
    inclusiveCity: { title: 'Ciudad inclusiva', description: 'Frases listas para el lugar donde estás: farmacia, hospital, autobús...' },
    scenes: { title: 'Escenas', description: 'Una foto de tu vida que habla: toca una parte y escúchala.' },
  },
  social: {
    title: 'Sigue a Aceno',
    text: 'Entérate de novedades y consejos sobre comunicación alternativa en Instagram.',
    follow: 'Seguir en Instagram',
    dismiss: 'Ahora no',
  },
  attention: {
    title: 'Atención',
    text: 'Las primeras veces, el audio puede tardar un poco mientras el sistema se adapta a tu navegador.',
  },
} satisfies SameShape<typeof pt>;
