// Texts of the info page's contact section (spec 000 §2.10 contato): channels, the form, its errors and states.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/contact';

export default {
  title: 'Contact',
  intro: 'Questions, suggestions, partnerships or a story of how Aceno helps you? Get in touch.',
  channels: {
    label: 'Ways to reach us',
    copyEmail: 'Copy e-mail',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    newTab: '(opens in a new tab)',
    copied: 'E-mail copied:',
    copiedToast: 'E-mail copied',
    copyFailed: 'It could not be copied automatically. Select the address below and copy it by hand:',
    copyFailedToast: 'The e-mail could not be copied',
  },
  form: {
    title: 'Send a message',
    allRequired: 'All fields are required.',
    name: { label: 'Name', placeholder: 'Your name' },
    email: { label: 'E-mail', placeholder: 'you@example.com' },
    subject: { label: 'Subject', placeholder: 'What is the message about?' },
    message: { label: 'Message', placeholder: 'Write your message here', hint: 'From {{min}} to {{max}} characters.' },
    send: 'Send message',
    sending: 'Sending…',
    retry: 'Try again',
    newMessage: 'New message',
  },
  errors: {
    required: {
      name: 'Please write your name.',
      email: 'Please write your e-mail.',
      subject: 'Please write a subject.',
      message: 'Please write your message.',
    },
    emailFormat: 'Please write a valid e-mail, like name@example.com.',
    tooShort: 'Please write at least {{min}} characters.',
    tooLong: 'Please use at most {{max}} characters (now {{length}}).',
  },
  status: {
    sending: 'Sending the message…',
    sentTitle: 'Message ready in your e-mail',
    sent: 'We opened your e-mail app with the message ready: just send it from there.',
    sentFallback: 'If nothing opened, write to:',
    storedTitle: 'Message sent. Thank you!',
    stored: 'The Aceno team has received your message.',
    fallbackTitle: 'The message could not be sent from the site',
    fallback: 'We opened your e-mail app with the message ready instead: just send it from there. What you wrote is still here.',
    failedTitle: 'The message was not sent',
    failed: 'Something went wrong. What you wrote is still here: try again or write to:',
  },
  mail: {
    name: 'Name',
    email: 'E-mail',
  },
} satisfies SameShape<typeof pt>;
