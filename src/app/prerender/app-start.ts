// Owns: starting the app's code from a page's boot script (boot.ts): its files fetched, the whole stylesheet put in
// force, and its entry run once the page is parsed — after the first paint where the written screen is shown.
import type { AppFiles, EarlyPage } from './early-page';

/**
 * A written page carries its own screen's styles in the page (scripts/critical-style.ts) and the app's whole
 * stylesheet as a link that does not hold the first paint (media="print", its own media kept in this attribute).
 */
export const WHOLE_STYLE_MEDIA = 'data-beasties-media';

/** Puts the app's whole stylesheet in force and calls `ready` once it has loaded (at once where it has, or failed). */
export function whenWholeStyle(doc: Document, ready: () => void): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${WHOLE_STYLE_MEDIA}]`);
  if (!link) return ready();
  link.media = link.getAttribute(WHOLE_STYLE_MEDIA) || 'all';
  link.removeAttribute(WHOLE_STYLE_MEDIA);
  if (link.sheet) return ready();
  link.addEventListener('load', ready, { once: true });
  link.addEventListener('error', ready, { once: true });
}

/**
 * Fetches the app's files now and runs its entry once the page is parsed (its markup is what the app takes over) and
 * the whole stylesheet is in (the app draws other screens than the written one).
 */
export function runApp(doc: Document, { entry, files }: AppFiles): void {
  for (const href of entry ? [entry, ...files] : files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  if (!entry) return;
  const run = () =>
    whenWholeStyle(doc, () => {
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      doc.head.append(script);
    });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** The longest the app's start waits for a first paint that does not come (a window that paints nothing). */
export const APP_START_WAIT_MS = 3000;

/** What a page offers to hear of its first paint: the paint timing entries, where the browser has them. */
type PaintObserving = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * The longest the app's start waits after the first frame for the browser to report that frame's paint: a browser
 * that lists paint entries but never gives one must not hold the app back by more. Not less: a new browser process
 * on a slow phone presents its first frame hundreds of milliseconds after the frame's callback (a quarter of a
 * second on this machine at full speed), and starting before would put the app's code in front of that paint again.
 */
export const PAINT_REPORT_WAIT_MS = 1500;

/**
 * Calls `painted` once the page's first paint is on screen: the browser's paint timing entry (first-paint or
 * first-contentful-paint, given once the frame is presented), else PAINT_REPORT_WAIT_MS after the first frame. A
 * frame's callback comes before that frame is painted, and on a busy device its presentation a few hundred
 * milliseconds later still: a trace of a returning user's `/en/home` showed the app's code fetched and compiled in
 * between, on the same two cores as the frame's raster. Where the browser has no paint entries: the frame after the
 * first.
 */
function afterFirstPaint(page: PaintObserving, painted: () => void): void {
  const Observer = page.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    page.requestAnimationFrame(() => page.setTimeout(painted, 0));
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntries().length === 0) return;
    observer.disconnect();
    page.setTimeout(painted, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  page.requestAnimationFrame(() => page.setTimeout(painted, PAINT_REPORT_WAIT_MS));
}

/**
 * Starts the app once the written screen has been painted. Its files would otherwise be fetched, compiled and run
 * before that first paint (on a cheap phone, most of the time to the first card). A hidden page paints nothing: it
 * starts at once; a page that never paints starts after APP_START_WAIT_MS.
 */
export function runAppAfterFirstPaint(page: EarlyPage & PaintObserving, doc: Document, app: AppFiles): void {
  const files = [...app.files];
  page.acenoAppFiles = files;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    delete page.acenoAppFiles;
    runApp(doc, { entry: app.entry, files });
  };
  if (doc.visibilityState === 'hidden') return start();
  afterFirstPaint(page, start);
  page.setTimeout(start, APP_START_WAIT_MS);
}
