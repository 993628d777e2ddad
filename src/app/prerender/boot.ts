// Owns: what the page's <head> decides before the first paint and before any of the app's code has run, built into
// index.html as an inline script (scripts/prerender-plugin.ts; the security policy names it by its hash).
// A page written at build time holds a screen already drawn with its built-in board. That is only right for a device
// whose board for it is the built-in one, in the page's language (its markup is the same at every width: the
// stylesheet lays it out for a phone or a computer). Otherwise the
// drawn screen is hidden before it is ever painted (html[data-prerender="off"], see global.css): a family never sees
// cards that are not theirs, not for one frame. On a mode's page, the device's own board (its last-shown copy) is
// then drawn into it as soon as the page is parsed (draw-own.ts, html[data-prerender="own"]); elsewhere the app
// draws the device's screen.
// It also starts the app's code (the build moves its script and files out of the markup, into the page's mark): after
// the first paint when the written screen is shown, so that the cards are on screen before the app's code is fetched
// and run; at once otherwise.
// Kept small and dependency-light: everything here is in every page.
import { SHOWN_IN_MODE_PREFIX, hasOwnLook, ownBoards } from '@/boards/own-boards';
import { drawOwnBoard, ownBoardToDraw, type OwnBoard, type SymbolFiles } from './draw-own';
import { labelOf } from '@/components/card/card-look';
import { tagOf, browserLanguages, DEFAULT_LANG, isLang, readSavedLanguage, resolveStartLanguage, type Lang } from '@/i18n/language';
import { languageRedirect } from '@/routes/paths';
import { normalPath } from '@/routes/normal-path';
import { readLocal as read } from '@/storage/local';
import { runApp, runAppAfterFirstPaint } from './app-start';
import type { AppFiles, EarlyPage } from './early-page';

/** The bundled symbols: under the build's base, one for every emoji the build found (see virtual:symbols). */
const SYMBOLS: SymbolFiles = { base: import.meta.env.BASE_URL, bundled: new Set(), others: true };

/** What a written page says about itself, in <meta name="aceno-prerendered"> (before this script). */
export interface PageMark {
  path: string;
  lang: Lang;
  boards: readonly string[];
  mode: string | null;
}

export const MARK_NAME = 'aceno-prerendered';

export function appFilesOf(meta: Pick<Element, 'getAttribute'> | null): AppFiles {
  return {
    entry: meta?.getAttribute('data-app') || null,
    files: (meta?.getAttribute('data-files') ?? '').split(' ').filter(Boolean),
  };
}

export function markOf(meta: Pick<Element, 'getAttribute'> | null): PageMark | null {
  const path = meta?.getAttribute('content');
  const lang = meta?.getAttribute('data-lang');
  if (!meta || !path || !isLang(lang)) return null;
  const boards = (meta.getAttribute('data-boards') ?? '').split(' ').filter(Boolean);
  return { path, lang, boards, mode: meta.getAttribute('data-mode') || null };
}

export interface Device {
  pathname: string;
  read: (key: string) => string | null;
  languages: readonly string[];
}

/** Whether the written page is the screen this address shows this device (its boards aside). */
function isThisScreen(mark: PageMark, device: Device): boolean {
  // Another address served this file (a host's fallback, the offline worker's shell): the app draws that one.
  if (normalPath(device.pathname) !== mark.path) return false;
  // A visitor whose language is another opening a default-language address is sent to that language's address
  // before the app draws (main.tsx).
  return mark.lang !== DEFAULT_LANG || languageRedirect(mark.path, resolveStartLanguage(readSavedLanguage({ getItem: device.read }), device.languages)) === null;
}

/** Whether the written screen is this device's, exactly as it would draw it. */
export function showWritten(mark: PageMark, device: Device): boolean {
  if (!isThisScreen(mark, device)) return false;
  const own = ownBoards(device.read);
  if (mark.boards.some((id) => own.has(id))) return false;
  // A word board (a mode's page) drawn with the default look, where the device's cards would change case, colour or
  // place once the app has read its look.
  if (mark.mode && hasOwnLook(device.read)) return false;
  // The mode showed another board last (the family chose one): not the written one.
  const shown = mark.mode ? device.read(SHOWN_IN_MODE_PREFIX + mark.mode) : null;
  return !shown || mark.boards.includes(shown);
}

/**
 * When the written screen is not this device's but is its mode's screen: the device's own board (its last-shown
 * copy), to be drawn into the page once parsed (draw-own.ts); else null (the app draws it).
 */
export function ownToDraw(mark: PageMark, device: Device): OwnBoard | null {
  return mark.mode && isThisScreen(mark, device) ? ownBoardToDraw(mark.mode, device.read) : null;
}

/**
 * A tap is never lost: another button pressed before the app runs (by touch or by a key) is pressed again once it
 * has. A card of the written screen tapped before the app's code has run is said at once by the
 * browser's voice in the page's language, when the browser has one (the app's own voice, settings and recordings
 * are not loaded yet), and kept for the app to open full screen as soon as it runs (or to say and open, when no
 * voice could say it here). Only until the app takes the page over; from then on taps are the app's.
 */
export function listenForEarlyTaps(page: EarlyPage & Pick<Window, 'addEventListener' | 'removeEventListener'>, lang: string, voices: () => SpeechSynthesis | undefined): () => void {
  const onClick = (event: Event) => {
    if (page.acenoTakenOver) return page.removeEventListener('click', onClick, true);
    const pressed = event.target instanceof Element ? event.target.closest('#root[data-prerendered] button') : null;
    if (!pressed || page.acenoEarlyTap) return;
    if (!pressed.matches('[data-choice]')) {
      page.acenoEarlyTap = { card: pressed, text: pressed.textContent?.trim() ?? '', at: Date.now(), said: false, control: true };
      return;
    }
    const card = pressed;
    const text = labelOf(card);
    if (!text) return;
    const synth = voices();
    const tag = lang.toLowerCase().split('-')[0];
    const voice = synth?.getVoices().find((candidate) => candidate.lang.replace('_', '-').toLowerCase().split('-')[0] === tag);
    let said = false;
    if (synth && voice && typeof SpeechSynthesisUtterance === 'function') {
      try {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = voice.lang;
        try {
          utterance.voice = voice;
        } catch {
          // A voice the browser will not take: the language alone picks one.
        }
        synth.cancel();
        synth.speak(utterance);
        said = true;
      } catch {
        // Not said here: the app says it when it opens the card.
      }
    }
    page.acenoEarlyTap = { card, text, at: Date.now(), said };
  };
  // A press comes before its click: the browser's voice list starts loading then.
  const warm = () => void voices()?.getVoices();
  page.addEventListener('click', onClick, true);
  page.addEventListener('pointerdown', warm, { capture: true, once: true });
  return () => {
    page.removeEventListener('click', onClick, true);
    page.removeEventListener('pointerdown', warm, true);
  };
}

/** What the page shows before the app runs: its written screen, the device's own board drawn into it, or nothing. */
type Plan = { show: 'written'; lang: Lang } | { show: 'own'; lang: Lang; own: OwnBoard } | { show: 'nothing' };

function decide(root: HTMLElement, meta: Element | null): Plan {
  // The saved theme before the first paint (theme.ts confirms it later): a dark-theme user never sees a white flash.
  const theme = read('theme');
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  const mark = markOf(meta);
  if (!mark) return { show: 'nothing' };
  const device: Device = {
    pathname: location.pathname,
    read,
    languages: browserLanguages(),
  };
  if (showWritten(mark, device)) return { show: 'written', lang: mark.lang };
  // Hidden before it is ever painted; shown again once the device's own board is drawn into it.
  root.dataset.prerender = 'off';
  const own = ownToDraw(mark, device);
  return own ? { show: 'own', lang: mark.lang, own } : { show: 'nothing' };
}

function listen(lang: Lang): void {
  // The browser's voices only at a tap: asking for them starts the device's speech service (milliseconds the
  // page's parsing would wait for, in a new browser process).
  listenForEarlyTaps(window as Window & EarlyPage, tagOf(lang), () => globalThis.speechSynthesis);
}

/** Once the page is parsed: the device's board drawn into it and shown, then the app after the first paint. */
function drawOwnThenRun(plan: Extract<Plan, { show: 'own' }>, app: AppFiles): void {
  let drawn = false;
  try {
    const root = document.getElementById('root');
    drawn = root !== null && drawOwnBoard(root, plan.own, plan.lang, SYMBOLS);
  } catch {
    // Not drawn: the page stays hidden and the app draws the device's board.
  }
  if (!drawn) return runApp(document, app);
  document.documentElement.dataset.prerender = 'own';
  listen(plan.lang);
  runAppAfterFirstPaint(window as Window & EarlyPage, document, app);
}

export function boot(): void {
  const root = document.documentElement;
  const meta = document.querySelector(`meta[name="${MARK_NAME}"]`);
  const app = appFilesOf(meta);
  let plan: Plan = { show: 'nothing' };
  try {
    plan = decide(root, meta);
  } catch {
    // Whatever went wrong here, the app still starts, and it draws the device's own screen.
    root.dataset.prerender = 'off';
  }
  if (plan.show === 'written') {
    listen(plan.lang);
    runAppAfterFirstPaint(window as Window & EarlyPage, document, app);
  } else if (plan.show === 'own') {
    const own = plan;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => drawOwnThenRun(own, app), { once: true });
    else drawOwnThenRun(own, app);
  } else runApp(document, app);
}
