// Owns: the texts of the app's shell, which every screen may need before any screen's code has loaded (the home
// screen, the page titles, the not-found page, the shared components, speech). Imported for its effect, before the
// i18n instance is made (src/main.tsx), so they are in the first load as before.
import components from '@/components/texts';
import home from '@/home/texts';
import { addTexts } from '@/i18n/i18n';
import notFound from '@/not-found/texts';
import speech from '@/speech/texts';
import meta from './meta-texts';

export const coreNamespaces = { components, home, meta, notFound, speech } as const;

for (const [ns, texts] of Object.entries(coreNamespaces)) addTexts(ns, texts);
