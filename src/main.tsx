import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { whenPageIdle } from '@/lib/idle';
import { languageOfPath, languageRedirect, matchRoute } from '@/routes/paths';
import { prerenderedPage } from '@/routes/prerendered';
import { endSeedsFirst } from '@/boards/seed-first';
import { markTakenOver } from '@/app/prerender/early-tap';
import { createAppRouter } from '@/app/router';
import { loadScreenOf } from '@/app/screens';
import { startSyncWhenConfigured } from '@/backend/sync-start';
import { initTheme } from '@/components/theme/theme';
import { CORE_NAMESPACES, createI18n, loadTexts } from '@/i18n/i18n';
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
// In the language of the address opened (after the redirect above), so the first render needs no switch: the shell's
// texts in that language only, with the screen's code and then its own texts.
const lang = languageOfPath(location.pathname, start);
const textsLoaded = loadTexts(lang, CORE_NAMESPACES);
const i18n = createI18n(lang);
const screenLoaded = loadScreenOf(matchRoute(location.pathname)?.id);
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A screen written at build time (src/app/prerender) is taken over as it is, when the boot script in <head> found it
// is this device's and this address's. When the boot drew the device's own board into it ('own'), it stays on screen
// until the app's first frame replaces it (React clears its container then), so the cards never blink away.
// Otherwise it was never painted, and it goes.
const written = root.dataset.prerendered !== undefined ? prerenderedPage(location.pathname) : undefined;
const drawnByBoot = document.documentElement.dataset.prerender;
const takeOver = written !== undefined && written.path === root.dataset.prerendered && drawnByBoot === undefined && !redirect;
if (root.dataset.prerendered !== undefined && !takeOver && (drawnByBoot !== 'own' || redirect)) {
  root.replaceChildren();
  delete root.dataset.prerendered;
}
// Its built-in boards are drawn from the build's copy in the first render, as the page holds them; from the next
// address on, every screen reads the device.
const seedsReady = takeOver && written.boards.length > 0 ? import('@/boards/seed-first-views').then(({ startSeedsFirst }) => startSeedsFirst(written.boards)) : null;
if (takeOver) {
  const stop = router.subscribe((state) => {
    if (state.location.pathname === location.pathname && state.historyAction === 'POP') return;
    endSeedsFirst();
    stop();
  });
}
// Not a top-level await: the screens import the shared code this file is bundled with, and a module that awaits
// at its top holds every module importing it until then.
void Promise.all([textsLoaded, screenLoaded, seedsReady]).then(() => {
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
  if (takeOver) {
    // Taps from here on are React's (it replays those made while it takes the page over); earlier ones the boot kept.
    markTakenOver();
    hydrateRoot(root, app, {
      // React drew the screen again instead of taking it over: the page still works; the e2e check reads this.
      onRecoverableError: (error) => console.warn('The screen written at build time was drawn again', error),
    });
  } else {
    createRoot(root).render(app);
  }
  // Analytics queued on the device go to the optional backend; without one the queue stays off.
  startSyncWhenConfigured();
});
