// The notFound texts.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/notFound';

export default { code: '404', title: 'Oops! Page not found', returnHome: 'Return to Home' } satisfies SameShape<typeof pt>;
