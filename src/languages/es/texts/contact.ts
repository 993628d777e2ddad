// Texts of the info page's contact section: channels, the form, its errors and states — in Spanish.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/contact';

export default {
  title: 'Contacto',
  intro: '¿Dudas, sugerencias, alianzas o una historia de cómo Aceno te ayuda? Escríbenos.',
  channels: {
    label: 'Formas de contacto',
    copyEmail: 'Copiar correo',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    newTab: '(se abre en una pestaña nueva)',
    copied: 'Correo copiado:',
    copiedToast: 'Correo copiado',
    copyFailed: 'No se pudo copiar automáticamente. Selecciona la dirección de abajo y cópiala a mano:',
    copyFailedToast: 'No se pudo copiar el correo',
  },
  form: {
    title: 'Envía un mensaje',
    allRequired: 'Todos los campos son obligatorios.',
    name: { label: 'Nombre', placeholder: 'Tu nombre' },
    email: { label: 'Correo electrónico', placeholder: 'tu@ejemplo.com' },
    subject: { label: 'Asunto', placeholder: '¿De qué trata el mensaje?' },
    message: { label: 'Mensaje', placeholder: 'Escribe tu mensaje aquí', hint: 'De {{min}} a {{max}} caracteres.' },
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    retry: 'Intentar de nuevo',
    newMessage: 'Nuevo mensaje',
  },
  errors: {
    required: {
      name: 'Escribe tu nombre.',
      email: 'Escribe tu correo electrónico.',
      subject: 'Escribe el asunto.',
      message: 'Escribe tu mensaje.',
    },
    emailFormat: 'Escribe un correo válido, como nombre@ejemplo.com.',
    tooShort: 'Escribe al menos {{min}} caracteres.',
    tooLong: 'Usa como máximo {{max}} caracteres (ahora hay {{length}}).',
  },
  status: {
    sending: 'Enviando el mensaje…',
    sentTitle: 'Mensaje listo en tu correo',
    sent: 'Abrimos tu aplicación de correo con el mensaje listo: solo tienes que enviarlo desde ahí.',
    sentFallback: 'Si no se abrió nada, escribe a:',
    storedTitle: 'Mensaje enviado. ¡Gracias!',
    stored: 'El equipo de Aceno recibió tu mensaje.',
    fallbackTitle: 'No se pudo enviar desde el sitio',
    fallback: 'Abrimos tu aplicación de correo con el mensaje listo: solo tienes que enviarlo desde ahí. Lo que escribiste sigue aquí.',
    failedTitle: 'El mensaje no se envió',
    failed: 'Algo salió mal. Lo que escribiste sigue aquí: intenta de nuevo o escribe a:',
  },
  mail: {
    name: 'Nombre',
    email: 'Correo electrónico',
  },
} satisfies SameShape<typeof pt>;
