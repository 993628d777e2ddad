import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { whenPageIdle } from '@/lib/idle';
import { languageOfPath, languageRedirect, matchRoute } from '@/routes/paths';
import '@/app/core-texts';
import { createAppRouter } from '@/app/router';
import { loadScreenOf } from '@/app/screens';
import { startSyncWhenConfigured } from '@/backend/sync-start';
import { initTheme } from '@/components/theme/theme';
import { createI18n } from '@/i18n/i18n';
import { browserLanguages, readSavedLanguage, resolveStartLanguage } from '@/i18n/language';
import '@/styles/global.css';

// Before the first render, so the saved theme is there on the first paint (its copy in localStorage; the settings
// store confirms it once the page is idle).
void initTheme(whenPageIdle());
const start = resolveStartLanguage(readSavedLanguage(), browserLanguages());
// An English visitor opening a Portuguese address goes to its English one before the first render: redirecting from
// inside the app cost a second render of the whole frame, in a transition the first card had to wait for.
const redirect = languageRedirect(location.pathname, start);
if (redirect) history.replaceState(history.state, '', redirect + location.search + location.hash);
// The opened screen's code (preloaded with this file, see scripts/route-preload-plugin.ts) is in before the first
// render, so its cards are drawn in the first paint instead of after a loading text.
const screenLoaded = loadScreenOf(matchRoute(location.pathname)?.id);
// In the language of the address opened (after the redirect above), so the first render needs no switch.
const i18n = createI18n(languageOfPath(location.pathname, start));
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not a top-level await: the screens import the shared code this file is bundled with, and a module that awaits
// at its top holds every module importing it until then.
void screenLoaded.then(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
  // Analytics queued on the device go to the optional backend; without one the queue stays off.
  startSyncWhenConfigured();
});
