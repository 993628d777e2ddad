// Texts of the info page's contact section (spec 000 §2.10 contato): channels, the form, its errors and states.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Contato',
  intro: 'Dúvidas, sugestões, parcerias ou uma história de como o Aceno ajuda você? Fale com a gente.',
  channels: {
    label: 'Formas de contato',
    copyEmail: 'Copiar e-mail',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    newTab: '(abre em nova aba)',
    copied: 'E-mail copiado:',
    copiedToast: 'E-mail copiado',
    copyFailed: 'Não foi possível copiar automaticamente. Selecione o endereço abaixo e copie-o à mão:',
    copyFailedToast: 'Não foi possível copiar o e-mail',
  },
  form: {
    title: 'Envie uma mensagem',
    allRequired: 'Todos os campos são obrigatórios.',
    name: { label: 'Nome', placeholder: 'Seu nome' },
    email: { label: 'E-mail', placeholder: 'voce@exemplo.com' },
    subject: { label: 'Assunto', placeholder: 'Sobre o que é a mensagem?' },
    message: { label: 'Mensagem', placeholder: 'Escreva a sua mensagem aqui', hint: 'De {{min}} a {{max}} caracteres.' },
    send: 'Enviar mensagem',
    sending: 'Enviando…',
    retry: 'Tentar de novo',
    newMessage: 'Nova mensagem',
  },
  errors: {
    required: {
      name: 'Escreva o seu nome.',
      email: 'Escreva o seu e-mail.',
      subject: 'Escreva o assunto.',
      message: 'Escreva a sua mensagem.',
    },
    emailFormat: 'Escreva um e-mail válido, como nome@exemplo.com.',
    tooShort: 'Escreva pelo menos {{min}} caracteres.',
    tooLong: 'Use no máximo {{max}} caracteres (agora são {{length}}).',
  },
  status: {
    sending: 'Enviando a mensagem…',
    sentTitle: 'Mensagem pronta no seu e-mail',
    sent: 'Abrimos o seu aplicativo de e-mail com a mensagem pronta: é só enviá-la por lá.',
    sentFallback: 'Se nada abriu, escreva para:',
    storedTitle: 'Mensagem enviada. Obrigado!',
    stored: 'A equipe do Aceno recebeu a sua mensagem.',
    fallbackTitle: 'Não foi possível enviar pelo site',
    fallback: 'Abrimos o seu aplicativo de e-mail com a mensagem pronta: é só enviá-la por lá. O que você escreveu continua aqui.',
    failedTitle: 'A mensagem não foi enviada',
    failed: 'Algo deu errado. O que você escreveu continua aqui: tente de novo ou escreva para:',
  },
  mail: {
    name: 'Nome',
    email: 'E-mail',
  },
} satisfies TextTree;
