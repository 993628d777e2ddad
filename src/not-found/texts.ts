import { defineTexts } from '@/i18n/define';

export default defineTexts(
  { code: '404', title: 'Ops! Página não encontrada', returnHome: 'Voltar ao início' },
  { code: '404', title: 'Oops! Page not found', returnHome: 'Return to Home' },
);
