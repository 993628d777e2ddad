// The web app manifest in each language (Portuguese at /manifest.webmanifest, English at
// /en/manifest.webmanifest): one installed app, its icons and colours; the page links the one of its language.
import type { Lang } from '@/i18n/language';

/** --bg and --primary of the light theme (src/styles/global.css). */
const THEME_COLOR = '#1d4ed8';
const BACKGROUND_COLOR = '#ffffff';

export const MANIFEST_FILE: Record<Lang, string> = { pt: 'manifest.webmanifest', en: 'en/manifest.webmanifest' };

const TEXT: Record<Lang, { lang: string; start: string; description: string }> = {
  pt: { lang: 'pt-BR', start: '/', description: 'Comunicação alternativa gratuita: toque, tecla, acionador, cabeça, olhar ou piscada falam por você. Funciona offline.' },
  en: { lang: 'en', start: '/en', description: 'Free alternative communication: a tap, key, switch, head movement, gaze or blink speaks for you. Works offline.' },
};

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export function webManifest(lang: Lang) {
  const text = TEXT[lang];
  const icons: ManifestIcon[] = [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  return {
    // The same id in both languages: installing from an English page installs the same app.
    id: '/',
    name: 'Aceno',
    short_name: 'Aceno',
    description: text.description,
    lang: text.lang,
    dir: 'ltr' as const,
    start_url: text.start,
    scope: '/',
    display: 'standalone' as const,
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education', 'medical', 'utilities'],
    icons,
  };
}
