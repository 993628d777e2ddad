// The notFound texts.
import type { TextTree } from '@/i18n/define';

export default { code: '404', title: 'Ops! Página não encontrada', returnHome: 'Voltar ao início' } satisfies TextTree;
