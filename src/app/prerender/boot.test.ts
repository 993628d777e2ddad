import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seal } from '@/boards/last-shown-copy';
import { APP_START_WAIT_MS, PAINT_REPORT_WAIT_MS, WHOLE_STYLE_MEDIA, runApp, runAppAfterFirstPaint } from './app-start';
import { appFilesOf, boot, listenForEarlyTaps, markOf, showWritten, type Device, type PageMark } from './boot';
import type { EarlyPage } from './early-page';

const dynamicPt: PageMark = { path: '/dinamico', lang: 'pt', boards: ['builtin-dynamic'], mode: 'dynamic' };
const device = (stored: Record<string, string> = {}, more: Partial<Device> = {}): Device => ({
  pathname: '/dinamico',
  read: (key) => stored[key] ?? null,
  languages: ['pt-BR'],
  ...more,
});

describe('whether a page written at build time is shown as it is', () => {
  it('is, to a first visit and to a returning user whose board is the built-in one', () => {
    expect(showWritten(dynamicPt, device())).toBe(true);
    expect(showWritten(dynamicPt, device({ 'aceno:last-shown-mode:dynamic': 'builtin-dynamic', 'aceno:own-boards': 'builtin-feelings' }))).toBe(true);
    expect(showWritten(dynamicPt, device({}, { pathname: '/dinamico/' }))).toBe(true);
  });

  it('is not when the device changed the board, or its mode showed another board last', () => {
    expect(showWritten(dynamicPt, device({ 'aceno:own-boards': 'builtin-dynamic builtin-needs' }))).toBe(false);
    expect(showWritten(dynamicPt, device({ 'aceno:last-shown-mode:dynamic': 'a-family-board' }))).toBe(false);
  });

  it('is not for a word board when the device’s look is not the default one (capitals, no colours, lateral)', () => {
    expect(showWritten(dynamicPt, device({ 'aceno:own-board-look': '1' }))).toBe(false);
    // The other pages are drawn without the word boards' look.
    expect(showWritten({ ...dynamicPt, path: '/necessidades', boards: ['builtin-needs'], mode: null }, device({ 'aceno:own-board-look': '1' }, { pathname: '/necessidades' }))).toBe(true);
  });

  it('is not at another address (a host’s fallback), nor for an English visitor on a Portuguese address', () => {
    expect(showWritten(dynamicPt, device({}, { pathname: '/configuracoes' }))).toBe(false);
    expect(showWritten(dynamicPt, device({}, { languages: ['en-GB'] }))).toBe(false);
    expect(showWritten(dynamicPt, device({ language: 'en' }))).toBe(false);
    // A Portuguese choice wins over an English browser; an English page is explicit.
    expect(showWritten(dynamicPt, device({ language: 'pt' }, { languages: ['en-US'] }))).toBe(true);
    expect(showWritten({ ...dynamicPt, path: '/en/dynamic', lang: 'en' }, device({ language: 'pt' }, { pathname: '/en/dynamic' }))).toBe(true);
  });

});

describe('the page’s mark', () => {
  const meta = (attributes: Record<string, string>) => {
    const element = document.createElement('meta');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('is read from its <meta>, and a damaged one is no mark', () => {
    expect(markOf(meta({ content: '/dinamico', 'data-lang': 'pt', 'data-boards': 'builtin-dynamic', 'data-mode': 'dynamic' }))).toEqual(dynamicPt);
    expect(markOf(meta({ content: '/dinamico', 'data-lang': 'fr' }))).toBeNull();
    expect(markOf(null)).toBeNull();
  });
});

describe('the boot in the page’s head', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
    delete document.documentElement.dataset.prerender;
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.restoreAllMocks());

  it('applies the saved theme and hides a written screen that is not this device’s', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('aceno:own-boards', 'builtin-needs');
    document.head.innerHTML = `<meta name="aceno-prerendered" content="${location.pathname.replace(/\/+$/, '') || '/'}" data-lang="en" data-boards="builtin-needs" />`;
    document.head.querySelector('meta')?.setAttribute('data-app', '/assets/index.js');
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.prerender).toBe('off');
    // Nothing written to paint first: the app's code starts at once (it runs once the page is parsed).
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/index.js');
  });

  it('draws the device’s own board into its mode’s written page once the page is parsed, and shows it', () => {
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const board = { id: 'family', name: { en: 'Ours' }, updatedAt: 1 };
    const rows = {
      board,
      categories: [{ id: 'drinks', name: { en: 'Drinks' }, color: 'blue', order: 0, boardId: 'family', updatedAt: 1 }],
      cards: [{ id: 'juice', categoryId: 'drinks', label: { en: 'Grape juice' }, symbol: { kind: 'emoji', emoji: '🍇' }, order: 0 }],
      stored: true,
    };
    localStorage.setItem('aceno:last-shown-mode:dynamic', 'family');
    localStorage.setItem('aceno:last-shown:family', seal(JSON.stringify(rows)));
    document.head.innerHTML = `<meta name="aceno-prerendered" content="${path}" data-lang="en" data-boards="builtin-dynamic" data-mode="dynamic" />`;
    document.body.innerHTML = `<div id="root" data-prerendered="${path}"><nav class="board-nav board-nav--sticky"><ul class="board-nav__list"><li><button class="button board-nav__button">Initial</button></li></ul></nav><div class="dynamic__sections"><section id="categoria-initial"><h2 id="categoria-initial-titulo">Initial</h2><ul class="card-grid"><li class="card-grid__item"><button class="card" data-choice=""><span class="card__label">Yes</span></button></li></ul></section></div></div>`;
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    boot();
    // Hidden until drawn: the built-in cards are never painted.
    expect(document.documentElement.dataset.prerender).toBe('off');
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.documentElement.dataset.prerender).toBe('own');
    expect([...document.querySelectorAll('#root .card__label')].map((label) => label.textContent)).toEqual(['Grape juice']);
    expect(document.querySelector('#root h2')?.textContent).toBe('Drinks');
    // The app takes the page over: the boot's tap listener leaves at the next click.
    (window as Window & EarlyPage).acenoTakenOver = true;
    document.body.click();
    document.body.replaceChildren();
  });

  it('leaves a page with no written screen, and a garbage theme, alone', () => {
    localStorage.setItem('theme', '<script>');
    boot();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.documentElement.dataset.prerender).toBeUndefined();
  });
});

describe('the app’s start', () => {
  const app = { entry: '/assets/index.js', files: ['/assets/mode-basic.js', '/assets/common.js'] };
  const started = () => ({
    scripts: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
    fetched: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  });
  /** A window whose frames and timers run when the test says. */
  const page = () => {
    const frames: (() => void)[] = [];
    const timers: { at: number; run: () => void }[] = [];
    const w = {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, at = 0) => timers.push({ at, run }),
    } as unknown as EarlyPage & Window;
    const paint = () => frames.splice(0).forEach((run) => run());
    const after = (ms: number) => timers.filter((timer) => timer.at <= ms).forEach((timer) => timer.run());
    return { w, paint, after };
  };

  beforeEach(() => document.head.replaceChildren());
  afterEach(() => vi.restoreAllMocks());

  it('is read from the page’s mark', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('data-app', '/assets/index.js');
    meta.setAttribute('data-files', '/assets/mode-basic.js /assets/common.js');
    expect(appFilesOf(meta)).toEqual(app);
    expect(appFilesOf(null)).toEqual({ entry: null, files: [] });
  });

  it('waits for the written screen’s first paint, then fetches and runs the app, with the files the route table added', () => {
    const { w, paint, after } = page();
    runAppAfterFirstPaint(w, document, app);
    w.acenoAppFiles?.push('/assets/route.js');
    after(0);
    expect(started()).toEqual({ scripts: [], fetched: [] });
    paint();
    after(0);
    expect(started()).toEqual({ scripts: ['/assets/index.js'], fetched: ['/assets/index.js', '/assets/mode-basic.js', '/assets/common.js', '/assets/route.js'] });
    // Once: the fallback that follows starts nothing more, and the route table fetches by itself again.
    after(APP_START_WAIT_MS);
    expect(started().scripts).toHaveLength(1);
    expect(w.acenoAppFiles).toBeUndefined();
  });

  it('where the browser reports its paints, waits for the first paint on screen, not for a frame (which comes before it)', () => {
    const { w, paint, after } = page();
    let report: ((list: { getEntries: () => unknown[] }) => void) | null = null;
    class Observer {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = vi.fn();
    }
    const observing = Object.assign(w, { PerformanceObserver: Observer as unknown as typeof PerformanceObserver });
    runAppAfterFirstPaint(observing, document, app);
    paint();
    after(0);
    expect(started().scripts).toEqual([]);
    report!({ getEntries: () => [{ name: 'first-paint' }] });
    after(0);
    expect(started().scripts).toEqual(['/assets/index.js']);
  });

  it('starts a while after the first frame when the browser never reports its paint', () => {
    const { w, paint, after } = page();
    class Silent {
      static supportedEntryTypes = ['paint'];
      observe = vi.fn();
      disconnect = vi.fn();
    }
    runAppAfterFirstPaint(Object.assign(w, { PerformanceObserver: Silent as unknown as typeof PerformanceObserver }), document, app);
    paint();
    after(0);
    expect(started().scripts).toEqual([]);
    after(PAINT_REPORT_WAIT_MS);
    expect(started().scripts).toEqual(['/assets/index.js']);
  });

  it('starts anyway when no frame comes, and at once in a hidden page', () => {
    const { w, after } = page();
    runAppAfterFirstPaint(w, document, app);
    after(APP_START_WAIT_MS);
    expect(started().scripts).toEqual(['/assets/index.js']);
    document.head.replaceChildren();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runAppAfterFirstPaint(page().w, document, app);
    expect(started().scripts).toEqual(['/assets/index.js']);
  });

  it('runs the entry only once the page is parsed: the app takes over markup that is all there', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runApp(document, app);
    expect(started()).toEqual({ scripts: [], fetched: ['/assets/index.js', '/assets/mode-basic.js', '/assets/common.js'] });
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started().scripts).toEqual(['/assets/index.js']);
  });

  it('puts the whole stylesheet in force, and runs the entry once it has loaded (or failed)', () => {
    for (const outcome of ['load', 'error']) {
      document.head.replaceChildren();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.media = 'print';
      link.setAttribute(WHOLE_STYLE_MEDIA, 'all');
      document.head.append(link);
      runApp(document, app);
      expect(link.media).toBe('all');
      expect(started().scripts).toEqual([]);
      link.dispatchEvent(new Event(outcome));
      expect(started().scripts).toEqual(['/assets/index.js']);
    }
  });
});

describe('a tap on a written card before the app runs', () => {
  const page = () => {
    document.body.innerHTML = `<div id="root" data-prerendered="/necessidades"><button data-choice><img alt=""><span class="card__label">Água</span></button><a href="/home">Modo</a><button type="button" class="chip">English</button></div>`;
    return window as Window & EarlyPage;
  };
  const synth = (voices: { lang: string }[]) => {
    const said: string[] = [];
    return { said, synth: { getVoices: () => voices, cancel: () => {}, speak: (u: SpeechSynthesisUtterance) => said.push(u.text) } as unknown as SpeechSynthesis };
  };
  const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
  let stop = () => {};
  afterEach(() => stop());

  beforeEach(() => {
    const w = window as Window & EarlyPage;
    delete w.acenoEarlyTap;
    delete w.acenoTakenOver;
    globalThis.SpeechSynthesisUtterance ??= class {
      lang = '';
      constructor(readonly text: string) {}
    } as unknown as typeof SpeechSynthesisUtterance;
  });

  it('is said at once by a browser voice of the page’s language and kept for the app', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'en-US' }, { lang: 'pt_BR' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', () => voice);
    click('button');
    click('button');
    expect(said).toEqual(['Água']);
    expect(w.acenoEarlyTap).toMatchObject({ text: 'Água', said: true, card: document.querySelector('button') });
  });

  it('is kept unsaid when no voice speaks the language, and a link is left to the browser', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'en-US' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', () => voice);
    click('a');
    expect(w.acenoEarlyTap).toBeUndefined();
    click('button');
    expect(said).toEqual([]);
    expect(w.acenoEarlyTap).toMatchObject({ text: 'Água', said: false });
  });

  it('keeps another button pressed (the language switch by Enter), unsaid, for the app to press again', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'pt-BR' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', () => voice);
    click('button.chip');
    click('button[data-choice]');
    expect(said).toEqual([]);
    expect(w.acenoEarlyTap).toMatchObject({ text: 'English', said: false, control: true, card: document.querySelector('button.chip') });
  });

  it('is the app’s once it has taken the page over', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'pt-BR' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', () => voice);
    w.acenoTakenOver = true;
    click('button');
    expect(said).toEqual([]);
    expect(w.acenoEarlyTap).toBeUndefined();
  });
});
