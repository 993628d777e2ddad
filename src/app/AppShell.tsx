// The frame around every screen: picks the language from the path, redirects by the start language, sets the
// page meta, records the visit, moves focus to the new screen after a navigation, and holds the shared
// toasts, full-screen card and speech caption.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenCardProvider } from '@/components/fullscreen/FullScreenCardProvider';
import { SpeechCaption } from '@/components/speech/SpeechCaption';
import { ToastProvider } from '@/components/toast/ToastProvider';
import { browserLanguages, LANGUAGES, readSavedLanguage, resolveStartLanguage } from '@/i18n/language';
import { warmOtherLanguages } from '@/i18n/i18n';
import { openAudioOutputFirst, warmSpeech } from '@/speech/speech';
import { trackVisit } from '@/storage/visits';
import { CurrentLanguage } from '@/i18n/current-language';
import { usePageIdle } from '@/lib/idle';
import { usePageMeta } from './page-meta';
import { languageOfPath, languageRedirect, matchRoute, recordablePath } from '@/routes/paths';
import { svgRedrawDue } from '@/boards/svg-redraw';
import { ScreenAvailability } from '@/routes/available';
import { hasScreen } from './screens';
import { StorageProblemToasts } from './StorageProblemToasts';
import { inputMark } from '@/input/dom';
import { EarlyTapReplay } from './prerender/early-tap';

// Once the page is idle after its first screen and the audio output is open (its creation is one long task that
// must not fall inside a running scan): keys, switches and dwell (with the profile they read from the device's
// database; touch and the keyboard's own Tab and Enter work before), and the service worker (offline use, the "new
// version" notice). Neither stands in the way of the first card.
const InputRuntime = lazy(() => import('@/input/InputRuntime'));
const PwaUpdates = lazy(() => import('@/pwa/PwaUpdates'));
const FieldEditorHost = lazy(() => import('./FieldEditorHost'));

export function AppShell() {
  const location = useLocation();
  const { t, i18n } = useTranslation('meta');
  const start = resolveStartLanguage(readSavedLanguage(), browserLanguages());
  const redirect = languageRedirect(location.pathname, start);
  const match = matchRoute(location.pathname);
  const lang = languageOfPath(location.pathname, start);
  // Before the paint, never during a render (switching language re-renders every component that translates): the
  // resources are bundled, so the switch is synchronous and the screen is painted in the right language. The first
  // render already has it (main.tsx starts i18n in the route's language).
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  const metaId = match && hasScreen(match.id) ? match.id : 'notFound';
  usePageMeta({
    title: t(`${metaId}.title`, { lng: lang }),
    description: t(`${metaId}.description`, { lng: lang }),
    path: location.pathname,
    lang,
  });
  useVisitTracking(recordablePath(location.pathname), redirect === null);
  const idle = usePageIdle();
  const inputReady = useInputReady(idle);
  // Once the first card is shown, the speech code loads and reads the saved voice and speed, the recorded texts and
  // the voice list, so the first tap only speaks (a tap before then loads them itself).
  useEffect(() => {
    if (idle) warmSpeech(lang);
    if (idle) warmOtherLanguages(lang, LANGUAGES);
  }, [idle, lang]);
  // Once a visit, in idle time: pictures kept as SVG by an older version are redrawn as PNG (same ids).
  useEffect(() => {
    // The count is read first: a device that is done loads none of the redraw's code.
    if (idle && svgRedrawDue()) void import('@/boards/media-store').then(({ redrawStoredSvgs }) => redrawStoredSvgs());
  }, [idle]);
  const mainRef = useFocusOnNavigation(location.pathname);

  if (redirect) return <Navigate to={redirect + location.search + location.hash} replace />;

  return (
    <CurrentLanguage.Provider value={lang}>
      <ScreenAvailability.Provider value={hasScreen}>
      <ToastProvider>
        <FullScreenCardProvider>
          <StorageProblemToasts />
          <a className="skip-link" href="#main" {...inputMark('skip')}>
            {t('skipToContent', { ns: 'common', lng: lang })}
          </a>
          <main id="main" ref={mainRef} tabIndex={-1}>
            <Suspense fallback={<p className="page-loading" role="status">{t('loading', { ns: 'common', lng: lang })}</p>}>
              <Outlet />
              <EarlyTapReplay />
            </Suspense>
          </main>
          <SpeechCaption />
          {inputReady && (
            <Suspense fallback={null}>
              <InputRuntime />
              <FieldEditorHost />
              <PwaUpdates />
            </Suspense>
          )}
        </FullScreenCardProvider>
      </ToastProvider>
      </ScreenAvailability.Provider>
    </CurrentLanguage.Provider>
  );
}

/** Once the page is idle and the audio output is open (or could not be): the keys, switches and dwell may start. */
function useInputReady(idle: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!idle) return;
    let live = true;
    void openAudioOutputFirst().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [idle]);
  return ready;
}

function useVisitTracking(path: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const leave = trackVisit(path);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [path, enabled]);
}

function useFocusOnNavigation(path: string) {
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Screen readers and switch users start at the new screen instead of the old focus position.
    if (!location.hash) mainRef.current?.focus({ preventScroll: false });
  }, [path]);
  return mainRef;
}
