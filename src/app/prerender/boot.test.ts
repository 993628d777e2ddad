import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boot, listenForEarlyTaps, markOf, showWritten, type Device, type EarlyPage, type PageMark } from './boot';

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

  it('applies the saved theme and hides a written screen that is not this device’s', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('aceno:own-boards', 'builtin-needs');
    document.head.innerHTML = `<meta name="aceno-prerendered" content="${location.pathname.replace(/\/+$/, '') || '/'}" data-lang="en" data-boards="builtin-needs" />`;
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.prerender).toBe('off');
  });

  it('leaves a page with no written screen, and a garbage theme, alone', () => {
    localStorage.setItem('theme', '<script>');
    boot();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.documentElement.dataset.prerender).toBeUndefined();
  });
});

describe('a tap on a written card before the app runs', () => {
  const page = () => {
    document.body.innerHTML = `<div id="root" data-prerendered="/necessidades"><button data-choice><img alt=""><span class="card__label">Água</span></button><a href="/home">Modo</a></div>`;
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
    stop = listenForEarlyTaps(w, 'pt-BR', voice);
    click('button');
    click('button');
    expect(said).toEqual(['Água']);
    expect(w.acenoEarlyTap).toMatchObject({ text: 'Água', said: true, card: document.querySelector('button') });
  });

  it('is kept unsaid when no voice speaks the language, and a link is left to the browser', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'en-US' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', voice);
    click('a');
    expect(w.acenoEarlyTap).toBeUndefined();
    click('button');
    expect(said).toEqual([]);
    expect(w.acenoEarlyTap).toMatchObject({ text: 'Água', said: false });
  });

  it('is the app’s once it has taken the page over', () => {
    const w = page();
    const { said, synth: voice } = synth([{ lang: 'pt-BR' }]);
    stop = listenForEarlyTaps(w, 'pt-BR', voice);
    w.acenoTakenOver = true;
    click('button');
    expect(said).toEqual([]);
    expect(w.acenoEarlyTap).toBeUndefined();
  });
});
