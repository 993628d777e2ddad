// The web app manifest in each language (the default language's at /manifest.webmanifest, another's at
// /<code>/manifest.webmanifest): one installed app, its icons and colours; the page links the one of its language.
// Read by the build in Node too (vite.config.ts): it takes the language's manifest as an argument.
import type { LanguageManifest } from '@/languages/types';

/** --bg and --primary of the light theme (src/styles/global.css). */
const THEME_COLOR = '#1d4ed8';
const BACKGROUND_COLOR = '#ffffff';

/** Where a language's web app manifest is, from the site's root. */
export function manifestFileOf(language: Pick<LanguageManifest, 'code' | 'isDefault'>): string {
  return language.isDefault ? 'manifest.webmanifest' : `${language.code}/manifest.webmanifest`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export function webManifest(language: LanguageManifest) {
  const icons: ManifestIcon[] = [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  return {
    // The same id in every language: installing from an English page installs the same app.
    id: '/',
    name: 'Aceno',
    short_name: 'Aceno',
    description: language.appDescription,
    lang: language.tag,
    dir: 'ltr' as const,
    start_url: language.routes.home ?? '/',
    scope: '/',
    display: 'standalone' as const,
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education', 'medical', 'utilities'],
    icons,
  };
}
